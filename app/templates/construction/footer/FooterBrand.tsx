import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { usePreviewBrand } from "../../frame/preview-brand";
import { mailOf, telOf } from "../../shared/brand";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { constructionBrand } from "../brand";

const linkClass = "inline-flex items-center gap-2.5 text-fg transition hover:text-accent-strong";

/** The company in a line, and the office's phone and e-mail. */
export function FooterBrand() {
  const t = useText();
  const name = usePreviewBrand(constructionBrand.name);
  return (
    <div className="max-w-md">
      <p className="flex items-center gap-3 font-display text-2xl font-bold">
        <TemplateLogo brand={constructionBrand} className="size-11" />
        {name}
      </p>
      <p className="mt-5 text-fg-muted">
        <Text id="constructionCommon.footer.about" />
      </p>
      <ul aria-label={t("constructionCommon.footer.contactLabel")} className="mt-6 grid gap-3">
        <li>
          <a href={telOf(constructionBrand)} className={`${linkClass} text-lg font-semibold`}>
            <TemplateIcon name="phone" className="size-4 shrink-0 text-accent-strong" />
            {constructionBrand.phone.display}
          </a>
          <span className="mt-0.5 block pl-6.5 text-sm text-fg-muted">
            <Text id="constructionCommon.footer.phoneNote" />
          </span>
        </li>
        <li>
          <a href={mailOf(constructionBrand)} className={linkClass}>
            <TemplateIcon name="mail" className="size-4 shrink-0 text-accent-strong" />
            {constructionBrand.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
