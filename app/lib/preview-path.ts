import { stripLocale } from "./locale-path";
import { MAIN_PAGES } from "./template-site";

/** Largest `path` a preview message may carry. */
const MAX_PATH = 512;

/**
 * A plain same-site path (letters, digits, `/`, `_`, `-`, from a single leading `/`), the only
 * kind a message between the gallery and its preview frame may carry (SECURITY.md T4): as an
 * href it stays on this site. Refuses other schemes, `//host`, backslashes, `%` escapes, dots,
 * queries, anything over 512 characters and anything that is not a string.
 */
export function isPreviewPath(path: unknown): path is string {
  return (
    typeof path === "string" &&
    path.length <= MAX_PATH &&
    /^\/[A-Za-z0-9/_-]*$/.test(path) &&
    !path.startsWith("//")
  );
}

export interface NavigateMessage {
  type: "navigate";
  path: string;
}

export interface CloseMessage {
  type: "close";
}

/** The exact keys of a plain message object, or null for anything else. */
function keysOf(data: unknown): string[] | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  return Object.keys(data).sort();
}

/** A message from a framed template asking the gallery to show another page (SPEC §4). */
export function isNavigateMessage(data: unknown): data is NavigateMessage {
  if (keysOf(data)?.join() !== "path,type") return false;
  const { type, path } = data as Record<string, unknown>;
  return type === "navigate" && isPreviewPath(path);
}

/** A framed template's "View Templates" asks the gallery to close the preview. */
export function isCloseMessage(data: unknown): data is CloseMessage {
  return keysOf(data)?.join() === "type" && (data as { type: unknown }).type === "close";
}

/**
 * What a click on a same-site link inside a framed template does (SPEC §4,
 * "Framed templates"): links to the site root, to /templates and to the main
 * pages stay in the template (the parent shows the template's own page for
 * that path); the "View Templates" call to action (`closes`) closes the
 * preview. Any other link (the template's own pages) is followed as usual:
 * null. `pathname` may carry the /fr prefix; the message path does not.
 */
export function framedLinkAction(
  pathname: string,
  closes: boolean,
): NavigateMessage | CloseMessage | null {
  const path = stripLocale(pathname).replace(/(.)\/+$/, "$1");
  if (path === "/templates" && closes) return { type: "close" };
  if (path === "/" || path === "/templates") return { type: "navigate", path: "/" };
  if ((MAIN_PAGES as readonly string[]).includes(path.slice(1))) return { type: "navigate", path };
  return null;
}

/**
 * SPEC §4: a path ending in the template's slug, the root, or the gallery
 * (/templates, the template site's "Home"), shows the
 * template's own route; any other path is appended to it. Anything that is
 * not a plain same-site path (isPreviewPath) is refused with null.
 */
export function resolvePreviewPath(templateRoute: string, path: string): string | null {
  if (!isPreviewPath(path)) return null;
  const slug = templateRoute.split("/").filter(Boolean).pop() ?? "";
  const trimmed = path.replace(/\/+$/, "");
  if (
    trimmed === "" ||
    trimmed === "/fr" ||
    trimmed === "/templates" ||
    trimmed === "/fr/templates" ||
    trimmed.endsWith(`/${slug}`)
  )
    return templateRoute;
  return `${templateRoute}${trimmed}`;
}

/**
 * The page a framed template reports showing (the path of its location message, which may
 * carry the /fr prefix), as the gallery shows it and links to it in a new tab: the path
 * without the prefix when it is the template's own route (`templateRoute`) or one of its
 * pages. Null for anything else: no plain path (isPreviewPath), another template, another
 * page of the site.
 */
export function previewLocation(templateRoute: string, path: string): string | null {
  if (!isPreviewPath(path)) return null;
  const page = stripLocale(path);
  return page === templateRoute || page.startsWith(`${templateRoute}/`) ? page : null;
}
