import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { telOf } from "../../shared/brand";
import { miningBrand } from "../brand";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** Request a quote or schedule a consultation: both lead to the contact page (SPEC §2.6). */
export function QuoteBlock() {
  const pathOf = useSitePath();
  return (
    <div>
      <CtaBand
        id="services-quote"
        title="miningServices.quote.title"
        text="miningServices.quote.text"
      >
        <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
          <TemplateIcon name="fileText" className="size-4" />
          <Text id="miningServices.quote.request" />
        </LocalizedLink>
        <LocalizedLink to={pathOf("contact")} className={buttonClass("secondary", "lg")}>
          <TemplateIcon name="calendarDays" className="size-4" />
          <Text id="miningServices.quote.consult" />
        </LocalizedLink>
      </CtaBand>
      <p className="-mt-12 mb-20 px-4 text-center text-fg-muted sm:px-6">
        <a
          href={telOf(miningBrand)}
          className="font-semibold text-accent underline-offset-4 hover:underline"
        >
          <Text id="miningServices.quote.call" values={{ phone: miningBrand.phone.display }} />
        </a>
      </p>
    </div>
  );
}
