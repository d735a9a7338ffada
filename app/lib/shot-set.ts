import type { Locale } from "./storage-keys";

/** How a template home was pictured: in a desktop window or on a phone (scripts/make-images.js). */
export type ShotView = "desktop" | "phone";

/** One picture at several widths, for an `<img>`: its smallest file, the srcset, its shape. */
export interface ShotSet {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The window each view was taken in, in CSS pixels: the pictures' shape. */
const SHOT_WINDOWS: Record<ShotView, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
};

const FILE = /([^/]+)\/(desktop|phone)-(en|fr)-(\d+)\.webp$/;

/**
 * The picture of `slug`'s home in `view` and `locale` from the files found (path → URL, as
 * `<slug>/<view>-<locale>-<width>.webp`), in the English one where the locale has none;
 * undefined when there is none at all.
 */
export function shotSet(
  urls: Record<string, string>,
  slug: string,
  view: ShotView,
  locale: Locale,
): ShotSet | undefined {
  const widths = (wanted: Locale) =>
    Object.entries(urls)
      .map(([path, url]) => ({ match: FILE.exec(path), url }))
      .filter(({ match }) => match?.[1] === slug && match[2] === view && match[3] === wanted)
      .map(({ match, url }) => ({ width: Number(match![4]), url }))
      .sort((a, b) => a.width - b.width);
  const files = widths(locale).length > 0 ? widths(locale) : widths("en");
  if (files.length === 0) return undefined;
  return {
    src: files[0]!.url,
    srcSet: files.map(({ width, url }) => `${url} ${width}w`).join(", "),
    ...SHOT_WINDOWS[view],
  };
}
