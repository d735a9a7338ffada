import { AdminControl } from "../../../admin/AdminControl";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { site } from "../../../site.config";
import { buttonClass } from "../../../ui/button-styles";
import { TemplateFooter } from "../../shared/TemplateFooter";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { robotBrand } from "../brand";
import { StudioQuote } from "./StudioQuote";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

const LOOK = {
  footer: "border-t border-line bg-surface px-4 pt-12 pb-8 sm:px-6",
  body: "mx-auto max-w-6xl",
};

/** The footer: the company, the plain template line with the studio's quote, and the way back up. */
export const RobotFooter = withCopyPart(
  "robotTemplate",
  robotTemplateSectionsCopy,
  RobotFooterBody,
);

function RobotFooterBody() {
  return (
    <TemplateFooter
      look={LOOK}
      lead={
        <div className="grid gap-8 border-b border-line pb-10 md:grid-cols-[1.4fr_auto]">
          <div>
            <p className="flex items-center gap-3 font-display text-lg font-bold">
              <TemplateLogo brand={robotBrand} className="size-9 rounded-md" />
              {robotBrand.name}
            </p>
            <p className="mt-3 max-w-sm text-fg-muted">
              <Text id="robotTemplate.footer.tagline" />
            </p>
          </div>
          <div className="flex flex-col items-start gap-3 md:items-end">
            <StudioQuote className={buttonClass("primary", "md")} />
            <LocalizedLink
              to="/templates"
              className="inline-flex min-h-11 items-center rounded-md px-1 text-sm font-semibold text-fg-muted hover:text-fg"
            >
              <Text id="robotTemplate.footer.allTemplates" />
            </LocalizedLink>
          </div>
        </div>
      }
      aside={
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
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
          <div className="flex items-center gap-4">
            <a
              href="#top"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-fg-muted hover:text-fg"
            >
              <Text id="robotTemplate.footer.backToTop" />
            </a>
            <AdminControl discreet />
          </div>
        </div>
      }
    />
  );
}
