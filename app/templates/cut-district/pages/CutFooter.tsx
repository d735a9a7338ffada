import { AdminControl } from "../../../admin/AdminControl";
import { use } from "react";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { site } from "../../../site.config";
import { mailOf, telOf } from "../../shared/brand";
import { SiteBaseContext } from "../../shared/SiteBase";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { CUT_DISTRICT_ADDRESS, cutDistrictBrand, ESTABLISHED } from "../brand";
import { CUT_NAV, cutHref } from "./nav";

const heading = "text-xs font-bold tracking-[0.2em] text-accent uppercase";
const link = "transition-colors hover:text-accent-strong";

/**
 * The sub-pages' footer (SPEC §2.10): the shop, its address, phone, hours
 * (Mon–Sat 9AM–7PM), e-mail and founding year, its pages, and the studio's credit.
 */
export function CutFooter() {
  const base = use(SiteBaseContext);
  const brand = cutDistrictBrand;
  return (
    <footer className="border-t border-accent/25 bg-[#09090a] text-fg">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-12">
        <div>
          <div className="flex items-center gap-3">
            <TemplateLogo brand={brand} className="size-10 rounded-card!" />
            <p className="font-display text-xl font-bold tracking-[0.12em] uppercase">
              {brand.name}
            </p>
          </div>
          <p className="mt-4 max-w-xs text-fg-muted">
            <Text id="cutCommon.footer.pitch" />
          </p>
          <p className="mt-5 inline-block border border-accent/40 px-3 py-1 text-xs font-bold tracking-[0.2em] text-accent-strong uppercase">
            <Text id="cutCommon.footer.established" values={{ year: ESTABLISHED }} />
          </p>
        </div>
        <div>
          <h2 className={heading}>
            <Text id="cutCommon.footer.visitTitle" />
          </h2>
          <address className="mt-4 text-fg-muted not-italic">
            {CUT_DISTRICT_ADDRESS.street}
            <br />
            {CUT_DISTRICT_ADDRESS.city}
          </address>
          <h2 className={`${heading} mt-7`}>
            <Text id="cutCommon.footer.hoursTitle" />
          </h2>
          <dl className="mt-4 text-fg-muted">
            <div className="flex gap-2">
              <dt>
                <Text id="cutCommon.footer.days" />
              </dt>
              <dd className="text-fg">
                <Text id="cutCommon.footer.hours" />
              </dd>
            </div>
          </dl>
          <p className="text-fg-muted">
            <Text id="cutCommon.footer.sunday" />
          </p>
        </div>
        <div>
          <h2 className={heading}>
            <Text id="cutCommon.footer.contactTitle" />
          </h2>
          <ul className="mt-4 grid gap-2 text-fg-muted">
            <li>
              <a href={telOf(brand)} className={link}>
                {brand.phone.display}
              </a>
            </li>
            <li>
              <a href={mailOf(brand)} className={`${link} break-all`}>
                {brand.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>
            <Text id="cutCommon.footer.pagesTitle" />
          </h2>
          <ul className="mt-4 grid gap-2 text-fg-muted">
            {CUT_NAV.map((item) => (
              <li key={item.page}>
                <LocalizedLink to={cutHref(item.page, base)} className={link}>
                  <Text id={item.label} />
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <Text id="cutCommon.footer.demo" values={{ studio: site.brand }} />
          </p>
          <LocalizedLink to="/templates" data-preview-close="" className={`${link} font-semibold`}>
            <Text id="cutCommon.footer.viewTemplates" />
          </LocalizedLink>
          <AdminControl discreet />
        </div>
      </div>
    </footer>
  );
}
