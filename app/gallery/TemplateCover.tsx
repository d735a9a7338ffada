import { useText } from "../content/useText";
import { useLocale } from "../i18n/LocaleProvider";
import type { TemplateRecord } from "../templates/registry";
import { templateShot } from "../ui/template-shots";
import { TemplateShot } from "../ui/TemplateShot";

/**
 * A gallery card's picture: the template's home as it is (`npm run images`), so card, preview
 * and site agree; its drawn cover where no picture exists (a record the gallery was handed
 * without one). Its words are the card's `coverAlt`, or none where `decorative`.
 */
export function TemplateCover({
  record,
  sizes,
  className,
  eager = false,
  fetchPriority,
  decorative = false,
}: {
  record: TemplateRecord;
  sizes: string;
  className: string;
  eager?: boolean;
  fetchPriority?: "high";
  decorative?: boolean;
}) {
  const t = useText();
  const alt = decorative ? "" : t("templateCard.coverAlt");
  if (templateShot(record.slug, "desktop", useLocale())) {
    return (
      <TemplateShot
        slug={record.slug}
        view="desktop"
        sizes={sizes}
        alt={alt}
        eager={eager}
        fetchPriority={fetchPriority}
        className={className}
      />
    );
  }
  return (
    <img
      src={record.cover.src}
      alt={alt}
      width={record.cover.width}
      height={record.cover.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  );
}
