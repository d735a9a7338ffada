/**
 * Where an edit is stored: page, then section, then field (SPEC §3.2).
 *
 * Several namespaces share a page (page "site" holds quote, welcome, common
 * and system), so the stored section key is qualified by its namespace, and by
 * the instance for a namespace registered once per item:
 *
 *   `quote.steps`                       namespace quote, section steps
 *   `templateCard[cut-district].title`  the cut-district card's title
 *
 * The field is the rest of the text id's dotted path (`cards.2.title`), or ""
 * when the text sits directly under the namespace (text id `ns.title`).
 */
import { isHarmlessKey } from "./safe-record";

/** The stored place of one edit. */
export interface EditAddress {
  readonly page: string;
  /** `<namespace>.<section>` or `<namespace>[<instance>].<section>`. */
  readonly section: string;
  /** The dotted path below the section; may be "". */
  readonly field: string;
}

/** A text as the copy registry lists it (its `CopyField` has these properties). */
export interface FieldRef {
  readonly page: string;
  readonly namespace: string;
  readonly instance?: string;
  readonly section: string;
  readonly field: string;
}

/** A qualified section key taken apart. */
export interface SectionKeyParts {
  readonly namespace: string;
  readonly instance?: string;
  readonly section: string;
}

const PAGE = /^[A-Za-z0-9][A-Za-z0-9 ./<>_-]{0,79}$/;
const NAMESPACE = "[A-Za-z][A-Za-z0-9]{0,63}";
const INSTANCE = "[A-Za-z0-9][A-Za-z0-9_-]{0,63}";
const SEGMENT = "[A-Za-z0-9_-]{1,64}";
const SECTION_KEY = new RegExp(`^(${NAMESPACE})(?:\\[(${INSTANCE})\\])?\\.(${SEGMENT})$`);
const FIELD = new RegExp(`^(?:${SEGMENT}(?:\\.${SEGMENT}){0,15})?$`);

/** True for a page name the registry could use: "site", "mining/home", "templates/<slug>". */
export function isPageKey(key: string): boolean {
  return PAGE.test(key) && isHarmlessKey(key);
}

/** True for a well-formed qualified section key (see the module comment). */
export function isSectionKey(key: string): boolean {
  return parseSectionKey(key) !== null;
}

/** True for a field path: "" or up to 16 dot-separated names or list indices. */
export function isFieldKey(key: string): boolean {
  return FIELD.test(key) && isHarmlessKey(key);
}

/** The stored section key of a namespace's section (and instance, if any). */
export function sectionKey(namespace: string, section: string, instance?: string): string {
  return instance === undefined
    ? `${namespace}.${section}`
    : `${namespace}[${instance}].${section}`;
}

/** Takes a qualified section key apart; null when it is malformed. */
export function parseSectionKey(key: string): SectionKeyParts | null {
  const match = SECTION_KEY.exec(key);
  if (match === null || !isHarmlessKey(key)) return null;
  const [, namespace = "", instance, section = ""] = match;
  return instance === undefined ? { namespace, section } : { namespace, instance, section };
}

/** Where the edit of a registered text is stored. */
export function addressOf(ref: FieldRef): EditAddress {
  return {
    page: ref.page,
    section: sectionKey(ref.namespace, ref.section, ref.instance),
    field: ref.field,
  };
}

/**
 * Splits a text id `namespace.section.field…` into its parts; the field is ""
 * for `namespace.section`. Null when the id has no section.
 */
export function splitTextId(
  id: string,
): { namespace: string; section: string; field: string } | null {
  const firstDot = id.indexOf(".");
  if (firstDot <= 0 || firstDot === id.length - 1) return null;
  const namespace = id.slice(0, firstDot);
  const rest = id.slice(firstDot + 1);
  const secondDot = rest.indexOf(".");
  return secondDot === -1
    ? { namespace, section: rest, field: "" }
    : { namespace, section: rest.slice(0, secondDot), field: rest.slice(secondDot + 1) };
}

/** Where the edit of text `id` (of `instance`, if any) on `page` is stored; null for a bad id. */
export function addressOfText(page: string, id: string, instance?: string): EditAddress | null {
  const parts = splitTextId(id);
  return parts && addressOf({ page, ...parts, ...(instance === undefined ? {} : { instance }) });
}

/** The text id (and instance) an address stands for; null when its section key is malformed. */
export function textIdOf(address: EditAddress): { id: string; instance?: string } | null {
  const parts = parseSectionKey(address.section);
  if (parts === null) return null;
  const path = [parts.namespace, parts.section, ...(address.field === "" ? [] : [address.field])];
  const id = path.join(".");
  return parts.instance === undefined ? { id } : { id, instance: parts.instance };
}

/**
 * One string naming an address, for sets and maps. The separator, a line
 * feed, cannot occur in a valid page, section or field key.
 */
export function addressKey(address: EditAddress): string {
  return `${address.page}\n${address.section}\n${address.field}`;
}

/** The {@link addressKey}s of registered texts: what an import may contain for one language. */
export function knownFieldKeys(fields: Iterable<FieldRef>): Set<string> {
  const keys = new Set<string>();
  for (const field of fields) keys.add(addressKey(addressOf(field)));
  return keys;
}
