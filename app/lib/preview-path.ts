/** Largest `path` accepted in a navigate message. */
const MAX_PATH = 512;

export interface NavigateMessage {
  type: "navigate";
  path: string;
}

/** A message from a framed template asking the gallery to show another page (SPEC §4). */
export function isNavigateMessage(data: unknown): data is NavigateMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, path } = data as Record<string, unknown>;
  return type === "navigate" && typeof path === "string" && path.length <= MAX_PATH;
}

/**
 * SPEC §4: a path ending in the template's slug, or the root, shows the
 * template's own route; any other path is appended to it. Anything that is
 * not a plain same-site path (other schemes, "//host", backslashes, "..",
 * odd characters) is refused with null.
 */
export function resolvePreviewPath(templateRoute: string, path: string): string | null {
  if (!/^\/[A-Za-z0-9/_-]*$/.test(path) || path.startsWith("//") || path.includes(".."))
    return null;
  const slug = templateRoute.split("/").filter(Boolean).pop() ?? "";
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "" || trimmed === "/fr" || trimmed.endsWith(`/${slug}`)) return templateRoute;
  return `${templateRoute}${trimmed}`;
}
