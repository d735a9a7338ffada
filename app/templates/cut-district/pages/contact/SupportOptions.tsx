import { Text } from "../../../../content/Text";
import { LocalizedLink } from "../../../../i18n/LocalizedLink";
import { mailOf, telOf } from "../../../shared/brand";
import { useSitePath } from "../../../shared/SiteBase";
import { TemplateIcon } from "../../../shared/TemplateIcon";
import { cutDistrictBrand } from "../../brand";

const actionClass =
  "mt-3 inline-flex items-center gap-2 text-sm font-bold tracking-[0.12em] text-accent-strong uppercase transition hover:text-fg";

/** Three support options, and the typical reply time (SPEC §9: within 2 hours). */
export function SupportOptions() {
  const pathOf = useSitePath();
  const arrow = <TemplateIcon name="arrowRight" className="size-4" />;
  return (
    <section aria-labelledby="cut-support-title" className="lg:pt-2">
      <p className="text-xs font-bold tracking-[0.28em] text-accent uppercase">
        <Text id="cutContact.support.eyebrow" />
      </p>
      <h2 id="cut-support-title" className="mt-3 text-3xl font-extrabold uppercase">
        <Text id="cutContact.support.title" />
      </h2>
      <p className="mt-5 flex items-center gap-3 border border-accent/40 bg-accent/8 px-4 py-3 text-sm font-semibold text-fg">
        <TemplateIcon name="clock" className="size-5 shrink-0 text-accent" />
        <Text id="cutContact.support.response" />
      </p>
      <ul className="mt-8 grid gap-7">
        <li className="border-l-2 border-accent/60 pl-5">
          <h3 className="text-lg font-bold uppercase">
            <Text id="cutContact.support.items.booking.title" />
          </h3>
          <p className="mt-1.5 text-fg-muted">
            <Text id="cutContact.support.items.booking.text" />
          </p>
          <a href={telOf(cutDistrictBrand)} className={actionClass}>
            <Text id="cutContact.support.items.booking.action" />
            {arrow}
          </a>
        </li>
        <li className="border-l-2 border-accent/60 pl-5">
          <h3 className="text-lg font-bold uppercase">
            <Text id="cutContact.support.items.groups.title" />
          </h3>
          <p className="mt-1.5 text-fg-muted">
            <Text id="cutContact.support.items.groups.text" />
          </p>
          <a href={mailOf(cutDistrictBrand)} className={actionClass}>
            <Text id="cutContact.support.items.groups.action" />
            {arrow}
          </a>
        </li>
        <li className="border-l-2 border-accent/60 pl-5">
          <h3 className="text-lg font-bold uppercase">
            <Text id="cutContact.support.items.gifts.title" />
          </h3>
          <p className="mt-1.5 text-fg-muted">
            <Text id="cutContact.support.items.gifts.text" />
          </p>
          <LocalizedLink to={pathOf("services")} className={actionClass}>
            <Text id="cutContact.support.items.gifts.action" />
            {arrow}
          </LocalizedLink>
        </li>
      </ul>
    </section>
  );
}
