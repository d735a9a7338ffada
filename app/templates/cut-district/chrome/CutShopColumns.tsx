import { use } from "react";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { mailOf, telOf } from "../../shared/brand";
import { SiteBaseContext } from "../../shared/SiteBase";
import { CUT_DISTRICT_ADDRESS, cutDistrictBrand } from "../brand";
import { CUT_PAGES, cutHref } from "./cut-nav";

const heading = "text-xs font-bold tracking-[0.2em] text-accent uppercase";
const link = "transition-colors hover:text-accent-strong";

/**
 * The sub-pages' footer columns (SPEC §2.10): the shop's address and hours
 * (Mon–Sat 9AM–7PM), its phone and e-mail, and its pages.
 */
export function CutShopColumns() {
  const base = use(SiteBaseContext);
  const brand = cutDistrictBrand;
  return (
    <>
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
          {CUT_PAGES.map((page) => (
            <li key={page}>
              <LocalizedLink to={cutHref(page, base)} className={link}>
                <Text id={`cutCommon.nav.links.${page}`} />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
