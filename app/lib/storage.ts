/**
 * The only module that touches localStorage and sessionStorage.
 *
 * Every key is typed and validated on read, so garbage in storage reads as
 * "unset". When storage is missing, blocked (SecurityError) or full
 * (QuotaExceededError), values live in memory for the rest of the page view
 * and nothing throws.
 */
import {
  ADMIN_SESSION_MS,
  LOCALES,
  STORAGE_KEYS,
  STORED_NAME,
  type Locale,
  type StoredTheme,
  type TemplateContext,
} from "./storage-keys";

type Area = "local" | "session";

interface KeySpec<T> {
  name: string;
  area: Area;
  parse: (raw: string) => T | null;
  serialize: (value: T) => string;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | null =>
    (values as readonly string[]).includes(raw) ? (raw as T) : null;

const storedName = (raw: string): string | null => (STORED_NAME.test(raw) ? raw : null);

const flag = (raw: string): boolean | null =>
  raw === "true" ? true : raw === "false" ? false : null;

/**
 * The admin flag holds the time of the log-in, written when it is set: it reads
 * as set for {@link ADMIN_SESSION_MS} after that time. Anything else (the
 * former "true", a time to come, garbage) reads as logged out.
 */
const loggedIn = (raw: string): true | null => {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const age = Date.now() - Number(raw);
  return age >= 0 && age < ADMIN_SESSION_MS ? true : null;
};

const json = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

function spec<T>(
  name: string,
  area: Area,
  parse: (raw: string) => T | null,
  serialize: (value: T) => string = String,
): KeySpec<T> {
  return { name, area, parse, serialize };
}

const keys = {
  theme: spec<StoredTheme>(STORAGE_KEYS.theme, "local", storedName),
  templateContext: spec<TemplateContext>(STORAGE_KEYS.templateContext, "session", storedName),
  constructionContext: spec<"premium" | "simple">(
    STORAGE_KEYS.constructionContext,
    "session",
    oneOf(["premium", "simple"] as const),
  ),
  miningContext: spec<"simple">(STORAGE_KEYS.miningContext, "session", oneOf(["simple"] as const)),
  adminAuthenticated: spec<true>(STORAGE_KEYS.adminAuthenticated, "local", loggedIn, () =>
    String(Date.now()),
  ),
  adminEditMode: spec<boolean>(STORAGE_KEYS.adminEditMode, "local", flag),
  language: spec<Locale>(STORAGE_KEYS.language, "local", oneOf(LOCALES)),
  seenWelcome: spec<boolean>(STORAGE_KEYS.seenWelcome, "local", flag),
  leadThrottle: spec<string>(STORAGE_KEYS.leadThrottle, "local", (raw) => raw),
  preloadReloadAt: spec<number>(STORAGE_KEYS.preloadReloadAt, "session", (raw) =>
    /^\d{1,15}$/.test(raw) ? Number(raw) : null,
  ),
  stormAlertDismissed: spec<boolean>(STORAGE_KEYS.stormAlertDismissed, "session", flag),
  quoteDraft: spec<unknown>(STORAGE_KEYS.quoteDraft, "session", json, (v) => JSON.stringify(v)),
  // The copy editor's stored JSON, read as text: the editor's own schema checks
  // it (lib/copy-edits), so visitors' pages never load that code.
  copyEdits: spec<string>(STORAGE_KEYS.copyEdits, "local", (raw) => raw),
  copyEditsBackup: spec<string>(STORAGE_KEYS.copyEditsBackup, "local", (raw) => raw),
  sectionLayout: spec<string>(STORAGE_KEYS.sectionLayout, "local", (raw) => raw),
} as const;

export type KeyName = keyof typeof keys;
export type ValueOf<K extends KeyName> = (typeof keys)[K] extends KeySpec<infer T> ? T : never;

const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() };
const CHANGE_EVENT = "app-storage-change";

function area(which: Area): Storage | null {
  try {
    const store = which === "local" ? globalThis.localStorage : globalThis.sessionStorage;
    return store ?? null;
  } catch {
    return null;
  }
}

function readRaw(which: Area, name: string): string | null {
  try {
    const value = area(which)?.getItem(name);
    if (value != null) return value;
  } catch {
    // Blocked storage: fall through to memory.
  }
  return memory[which].get(name) ?? null;
}

/**
 * The keys that choose the visitor's look of the site (SPEC §3.2, §4). A page
 * shown inside a gallery preview or compare frame keeps them to itself, in
 * memory: previewing a template must not change the visitor's own site.
 */
const VISITOR_CHOICES: ReadonlySet<KeyName> = new Set([
  "theme",
  "templateContext",
  "constructionContext",
  "miningContext",
]);

function inFrame(): boolean {
  try {
    return typeof window !== "undefined" && window.parent !== window;
  } catch {
    return true;
  }
}

/** True when `key` must stay in this page's memory (framed page, visitor choice). */
const frameLocal = (key: KeyName) => VISITOR_CHOICES.has(key) && inFrame();

export function read<K extends KeyName>(key: K): ValueOf<K> | null {
  const { name, area: which, parse } = keys[key] as unknown as KeySpec<ValueOf<K>>;
  const raw = frameLocal(key)
    ? (memory[which].get(name) ?? readRaw(which, name))
    : readRaw(which, name);
  return raw == null ? null : parse(raw);
}

/** Writes a value; returns false when it could only be kept in memory. */
export function write<K extends KeyName>(key: K, value: ValueOf<K>): boolean {
  const { name, area: which, serialize } = keys[key] as unknown as KeySpec<ValueOf<K>>;
  const raw = serialize(value);
  memory[which].set(name, raw);
  let persisted = false;
  if (frameLocal(key)) {
    notify(name);
    return persisted;
  }
  try {
    const store = area(which);
    if (store) {
      store.setItem(name, raw);
      persisted = true;
    }
  } catch (error) {
    console.warn(
      `Could not save "${name}" in browser storage; keeping it for this visit only.`,
      error,
    );
  }
  notify(name);
  return persisted;
}

export function remove(key: KeyName): void {
  const { name, area: which } = keys[key];
  memory[which].delete(name);
  if (frameLocal(key)) return notify(name);
  try {
    area(which)?.removeItem(name);
  } catch {
    // Nothing stored there to remove.
  }
  notify(name);
}

const PROBE = "storage-probe";

/**
 * True when this browser keeps what is written to localStorage (false when it
 * is blocked, as in some private modes, or full). The copy editor needs it:
 * edits kept only in memory would be lost on the next page.
 */
export function canPersist(): boolean {
  try {
    const store = area("local");
    if (!store) return false;
    store.setItem(PROBE, "1");
    store.removeItem(PROBE);
    return true;
  } catch {
    return false;
  }
}

function notify(name: string) {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: name }));
}

/**
 * Calls `listener` when any product key changes, in this tab or another one.
 * Returns the unsubscribe function.
 */
export function subscribe(listener: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}
