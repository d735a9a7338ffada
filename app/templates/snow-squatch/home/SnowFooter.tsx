import { AdminControl } from "../../../admin/AdminControl";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { site } from "../../../site.config";
import { TemplateFooter } from "../../shared/TemplateFooter";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { snowSquatchBrand } from "../brand";
import { SnowIcon } from "./SnowIcon";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

const LOOK = {
  footer: "tone-steel bg-bg px-4 pt-14 pb-8 text-fg sm:px-6",
  body: "mx-auto max-w-6xl",
};

/** The footer: who, how to reach them, office hours, and the way back to the gallery. */
export const SnowFooter = withCopyPart("snowSquatch", snowSquatchSectionsCopy, SnowFooterBody);

function SnowFooterBody() {
  return (
    <TemplateFooter
      look={LOOK}
      lead={
        <div className="grid gap-8 border-b border-line pb-10 md:grid-cols-[1.4fr_1fr_auto]">
          <div>
            <p className="flex items-center gap-3 font-display text-xl font-extrabold">
              <TemplateLogo brand={snowSquatchBrand} className="size-11" />
              <Text id="snowSquatch.contact.title" />
            </p>
            <p className="mt-3 max-w-sm text-fg-muted">
              <Text id="snowSquatch.contact.tagline" />
            </p>
          </div>
          <p className="text-fg-muted">
            <Text id="snowSquatch.contact.hours" />
          </p>
          <div className="flex flex-col items-start gap-3 md:items-end">
            <LocalizedLink
              to="/templates"
              className="rounded-full border border-line px-4 py-2 text-sm font-semibold transition hover:bg-surface-raised"
            >
              <Text id="snowSquatch.contact.allTemplates" />
            </LocalizedLink>
            <a
              href="#top"
              className="inline-flex items-center gap-2 rounded-full px-1 text-sm font-semibold text-fg-muted hover:text-fg"
            >
              <SnowIcon name="arrowUp" className="size-4" />
              <Text id="snowSquatch.contact.backToTop" />
            </a>
            <AdminControl discreet />
          </div>
        </div>
      }
      aside={
        <p className="mt-6 text-sm text-fg-muted">
          <Text id="snowSquatch.contact.demo" values={{ studio: site.brand }} />
        </p>
      }
    />
  );
}
