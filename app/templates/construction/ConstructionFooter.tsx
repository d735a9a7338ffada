import { AdminControl } from "../../admin/AdminControl";
import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { site } from "../../site.config";
import { LegalLinks } from "../../ui/LegalLinks";
import { TemplateFooter, type FooterLook } from "../shared/TemplateFooter";
import { BackToTop } from "./footer/BackToTop";
import { Copyright } from "../../ui/Copyright";
import { FooterBrand } from "./footer/FooterBrand";
import { FooterNewsletter } from "./footer/FooterNewsletter";
import { useFooterColumns } from "./footer/useFooterColumns";

const linkClass = "text-fg-muted transition hover:text-accent-strong";

const LOOK: FooterLook = {
  footer: "tone-steel bg-bg text-fg",
  body: "mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-20 xl:px-0",
  columns:
    "mt-14 grid grid-cols-2 gap-x-6 gap-y-10 border-t border-line pt-12 md:grid-cols-4 md:gap-x-10",
  heading: "font-bold",
  link: linkClass,
};

/**
 * The construction footer (SPEC §2.7): the company and its office, a
 * newsletter box that says plainly it sends nothing, the columns Company,
 * Services, Portfolio and Resources, legal links, the current year and a
 * scroll-to-top button, and the admin control (SPEC §2.7).
 */
export function ConstructionFooter() {
  const t = useText();
  return (
    <TemplateFooter
      look={LOOK}
      lead={
        <div className="grid gap-10 lg:grid-cols-[5fr_6fr] lg:gap-16">
          <FooterBrand />
          <FooterNewsletter />
        </div>
      }
      columns={useFooterColumns()}
      baseline={
        <div className="border-t border-line">
          <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6 xl:px-0">
            <div className="grid gap-3 text-sm text-fg-muted">
              <p>
                <Copyright id="constructionCommon.footer.copyright" />
              </p>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                <LegalLinks label={t("templateUi.footer.legal")} />
                <LocalizedLink to="/templates" className={linkClass}>
                  <Text id="templateUi.footer.demo" values={{ studio: site.brand }} />
                </LocalizedLink>
                <AdminControl />
              </div>
            </div>
            <BackToTop />
          </div>
        </div>
      }
    />
  );
}
