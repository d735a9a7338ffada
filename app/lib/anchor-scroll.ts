/**
 * In-page anchor navigation for the one-page template sites (SPEC §2.10, §2.11):
 * which element a link points at, and where the page must scroll so that the
 * element sits `offset` pixels below the top of the viewport (under a sticky header).
 */

/** The id a link's href points at on the page it is on, or null for any other link. */
export function inPageTargetId(href: string | null, currentPath: string): string | null {
  if (!href) return null;
  const hashAt = href.indexOf("#");
  if (hashAt < 0) return null;
  const path = href.slice(0, hashAt);
  const id = href.slice(hashAt + 1);
  if (!id) return null;
  if (path && path.replace(/\/$/, "") !== currentPath.replace(/\/$/, "")) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/** The window scroll position that puts an element whose top is `rectTop` (viewport) `offset` px below the top. */
export const anchorScrollTop = (rectTop: number, scrollY: number, offset: number) =>
  Math.max(0, Math.round(rectTop + scrollY - offset));
