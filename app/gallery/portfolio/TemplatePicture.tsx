import { useLocale } from "../../i18n/LocaleProvider";
import { siteBySlug } from "../../templates/manifest";
import { BrowserFrame } from "../../ui/BrowserFrame";
import { templateShot } from "../../ui/template-shots";
import { TemplateShot } from "../../ui/TemplateShot";
import { TemplateEmblem } from "./TemplateEmblem";

/**
 * A template on the portfolio: its home as it is, in a browser at its company's address
 * (`npm run images`), or its emblem where no picture was drawn yet. Decorative: the card
 * names the template.
 */
export function TemplatePicture({ slug }: { slug: string }) {
  const locale = useLocale();
  const site = siteBySlug(slug);
  if (!site || !templateShot(slug, "desktop", locale)) return <TemplateEmblem slug={slug} />;
  return (
    <BrowserFrame address={site.brand?.email.split("@")[1] ?? ""}>
      <TemplateShot
        slug={slug}
        view="desktop"
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 3rem)"
        alt=""
      />
    </BrowserFrame>
  );
}
