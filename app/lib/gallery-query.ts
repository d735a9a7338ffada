/** The gallery's state as it lives in the URL, so a filtered view can be shared (SPEC §2.8). */
export type ViewMode = "grid" | "immersive";
const COMPARE_LIMIT = 3;

export interface GalleryQuery {
  q: string;
  industry: string;
  style: string;
  view: ViewMode;
  compare: string[];
}

const SLUG = /^[a-z0-9-]{1,64}$/;

export function parseGalleryQuery(params: URLSearchParams): GalleryQuery {
  const compare = (params.get("compare") ?? "")
    .split(",")
    .filter((slug, i, all) => SLUG.test(slug) && all.indexOf(slug) === i)
    .slice(0, COMPARE_LIMIT);
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    industry: (params.get("industry") ?? "").slice(0, 60),
    style: (params.get("style") ?? "").slice(0, 60),
    view: params.get("view") === "immersive" ? "immersive" : "grid",
    compare,
  };
}

/** Only non-default values are written, so the plain gallery stays at /templates. */
export function serializeGalleryQuery(query: GalleryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.industry) params.set("industry", query.industry);
  if (query.style) params.set("style", query.style);
  if (query.view !== "grid") params.set("view", query.view);
  if (query.compare.length) params.set("compare", query.compare.join(","));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Adds or removes a template; a fourth is refused (and the caller tells the visitor). */
export function toggleCompare(
  selected: readonly string[],
  slug: string,
  limit = COMPARE_LIMIT,
): { selected: string[]; refused: boolean } {
  if (selected.includes(slug))
    return { selected: selected.filter((s) => s !== slug), refused: false };
  if (selected.length >= limit) return { selected: [...selected], refused: true };
  return { selected: [...selected, slug], refused: false };
}
