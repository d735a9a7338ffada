import { AdminControl } from "../../../admin/AdminControl";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { site } from "../../../site.config";
import { TemplateFooter } from "../../shared/TemplateFooter";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { robotBrand } from "../brand";

const LOOK = {
  footer: "border-t border-line bg-surface px-4 py-10 sm:px-6",
  body: "mx-auto flex max-w-6xl flex-col gap-6 sm:flex-row sm:items-center sm:justify-between",
};

/** The footer: the company, the plain demo line with the studio's home, and the way back up. */
export function RobotFooter() {
  return (
    <TemplateFooter
      look={LOOK}
      lead={
        <p className="flex items-center gap-3 font-display font-bold">
          <TemplateLogo brand={robotBrand} className="size-9" />
          {robotBrand.name}
        </p>
      }
      aside={
        <>
          <p className="text-sm text-fg-muted">
            <Text id="robotTemplate.footer.demoBy" />{" "}
            <LocalizedLink
              to="/"
              className="font-semibold text-fg underline-offset-4 hover:underline"
            >
              {site.brand}
            </LocalizedLink>
            . <Text id="robotTemplate.footer.fictional" values={{ name: robotBrand.name }} />
          </p>
          <a href="#top" className="text-sm font-semibold text-fg-muted hover:text-fg">
            <Text id="robotTemplate.footer.backToTop" />
          </a>
          <AdminControl discreet />
        </>
      }
    />
  );
}
