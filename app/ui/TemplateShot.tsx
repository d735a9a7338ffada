import type { ShotView } from "../lib/shot-set";
import { useLocale } from "../i18n/LocaleProvider";
import { templateShot } from "./template-shots";

/**
 * A template's home as a visitor first sees it, on a desktop or a phone, in the page's
 * language: a picture of the built page (`npm run images`), or a real photo in its place
 * under the same name. `sizes` says how wide it shows, so the browser picks the file.
 */
export function TemplateShot({
  slug,
  view,
  sizes,
  alt,
  className = "",
  eager = false,
  fetchPriority,
}: {
  slug: string;
  view: ShotView;
  sizes: string;
  alt: string;
  className?: string;
  /** In the first screen: load it at once. */
  eager?: boolean;
  /** The page's main picture: fetch it before the others. */
  fetchPriority?: "high";
}) {
  const shot = templateShot(slug, view, useLocale());
  if (!shot) return null;
  return (
    <img
      src={shot.src}
      srcSet={shot.srcSet}
      sizes={sizes}
      alt={alt}
      width={shot.width}
      height={shot.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  );
}
