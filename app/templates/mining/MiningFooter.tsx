import { AdminControl } from "../../admin/AdminControl";
import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { useText } from "../../content/useText";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { MAIN_PAGES } from "../../lib/template-site";
import { site } from "../../site.config";
import { Copyright } from "../../ui/Copyright";
import { FooterBaseline } from "../../ui/FooterBaseline";
import { FooterColumn } from "../../ui/FooterColumn";
import { Icon } from "../../ui/Icon";
import { SocialLinks } from "../../ui/SocialLinks";
import { usePreviewBrand } from "../frame/preview-brand";
import { mailOf, telOf } from "../shared/brand";
import { TemplateLogo } from "../shared/TemplateLogo";
import { miningBrand, miningFacts } from "./brand";
import { miningCommonCopy } from "./content/common";
import { idsOf, SERVICE_ICONS } from "./data";
import { useSitePath } from "../shared/SiteBase";
import { TemplateFooter, type FooterColumnLinks, type FooterLook } from "../shared/TemplateFooter";

const headingWeight = "font-bold";
const linkClass = "text-fg-muted transition hover:text-accent-strong";

const LOOK: FooterLook = {
  footer: "tone-steel tone-deep bg-bg text-fg",
  body: "mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_0.7fr_1.1fr_1.4fr] lg:gap-10 xl:px-0",
  heading: headingWeight,
  link: linkClass,
};

/**
 * The mining footer (SPEC §2.6): quick links, services, contact, social links
 * and the admin control (SPEC §2.7).
 */
export function MiningFooter() {
  const t = useText();
  const copy = useCopy(miningCommonCopy);
  const brandName = usePreviewBrand(miningBrand.name);
  const pathOf = useSitePath();
  const { address } = miningFacts;
  const columns: FooterColumnLinks[] = [
    {
      title: "templateUi.footer.quickLinks",
      links: MAIN_PAGES.map((page) => ({
        to: pathOf(page),
        label: `templateUi.nav.links.${page}`,
      })),
    },
    {
      title: "templateUi.footer.services",
      links: idsOf(SERVICE_ICONS).map((id) => ({
        to: `${pathOf("services")}#${id}`,
        label: `miningCommon.footer.services.${id}`,
      })),
    },
  ];
  return (
    <TemplateFooter
      look={LOOK}
      columns={columns}
      lead={
        <div className="max-w-sm">
          <p className="flex items-center gap-3 font-display text-xl font-bold">
            <TemplateLogo brand={miningBrand} />
            {brandName}
          </p>
          <p className="mt-4 text-fg-muted">
            <Text id="miningCommon.footer.about" />
          </p>
          <SocialLinks
            links={miningFacts.socials}
            label={t("templateUi.footer.social")}
            labelFor={(id) => t(`miningCommon.footer.social.${id}`)}
            linkClassName="rounded-lg hover:border-accent-strong hover:text-accent-strong"
          />
        </div>
      }
      aside={
        <FooterColumn title="templateUi.footer.contact" headingClassName={headingWeight}>
          <ul className="grid gap-3 text-fg-muted">
            <li className="flex gap-2">
              <Icon name="mapPin" className="mt-1 size-4 shrink-0 text-accent-strong" />
              <address className="not-italic">
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
            </li>
            <li>
              <a
                href={telOf(miningBrand)}
                className={`inline-flex items-center gap-2 ${linkClass}`}
              >
                <Icon name="phone" className="size-4 shrink-0 text-accent-strong" />
                {miningBrand.phone.display}
              </a>
            </li>
            <li>
              <a
                href={mailOf(miningBrand)}
                className={`inline-flex items-center gap-2 ${linkClass}`}
              >
                <Icon name="mail" className="size-4 shrink-0 text-accent-strong" />
                {miningBrand.email}
              </a>
            </li>
            <li className="text-sm">
              <span className="block font-semibold text-fg">
                <Text id="miningCommon.footer.hoursLabel" />
              </span>
              {copy.footer.hoursLines.map((_, i) => (
                <span key={i} className="block">
                  <Text id={`miningCommon.footer.hoursLines.${i}`} />
                </span>
              ))}
            </li>
          </ul>
        </FooterColumn>
      }
      baseline={
        <FooterBaseline
          className="xl:px-0"
          copyright={
            <Copyright
              id="miningCommon.footer.copyright"
              values={{ company: miningFacts.legalName }}
            />
          }
        >
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <LocalizedLink to="/templates" className={linkClass}>
              <Text id="templateUi.footer.demo" values={{ studio: site.brand }} />
            </LocalizedLink>
            <AdminControl />
          </div>
        </FooterBaseline>
      }
    />
  );
}
