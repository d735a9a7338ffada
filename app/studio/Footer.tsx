import { AdminControl } from "../admin/AdminControl";
import { FooterBaseline } from "../ui/FooterBaseline";
import { FooterColumn, type FooterLink } from "../ui/FooterColumn";
import { Icon } from "../ui/Icon";
import { LineIcon } from "../ui/LineIcon";
import { LegalLinks } from "../ui/LegalLinks";
import { SocialLinks } from "../ui/SocialLinks";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { mailHref, site, telHref } from "../site.config";
import { Copyright } from "../ui/Copyright";
import { BrandMark } from "./BrandMark";
import { STUDIO_ICONS } from "./studio-icons";
import { NewsletterForm, type NewsletterLook } from "../ui/NewsletterForm";
import { buttonClass } from "../ui/button-styles";

const newsletterLook: NewsletterLook = {
  form: "grid gap-4 rounded-card border border-line bg-surface p-5 sm:p-6 md:grid-cols-[1fr_1.2fr] md:items-end",
  title: "font-display text-lg font-bold text-fg",
  text: "mt-1 text-sm text-fg-muted",
  label: "mb-1.5 block text-sm font-medium text-fg",
  row: "flex flex-col gap-2 sm:flex-row",
  input:
    "h-11 w-full min-w-0 rounded-full border border-line bg-bg px-4 text-fg placeholder:text-fg-muted/70 sm:flex-1",
  button: buttonClass("primary", "md"),
};

const studioLinks: FooterLink[] = [
  { to: "/", label: "common.footer.links.home" },
  { to: "/process", label: "common.footer.links.process" },
  { to: "/portfolio", label: "common.footer.links.portfolio" },
];
const exploreLinks: FooterLink[] = [
  { to: "/templates", label: "common.footer.links.templates" },
  { to: "/services", label: "common.footer.links.services" },
];

const linkClass = "text-fg-muted transition hover:text-fg";
const headingWeight = "font-semibold";

export function Footer() {
  const t = useText();
  return (
    <footer className="border-t border-line bg-[#080e1a]">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)]">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 font-display text-xl font-bold">
            <BrandMark className="size-9" />
            {site.brand}
          </p>
          <p className="mt-4 text-fg-muted">
            <Text id="common.footer.tagline" />
          </p>
          <p className="mt-3 text-sm font-semibold text-accent">
            <Text id="common.footer.since" />
          </p>
          <SocialLinks
            links={site.socials}
            label={t("common.footer.socialLabel")}
            labelFor={(id) => t(`common.footer.social.${id}`)}
            linkClassName="rounded-full hover:border-white/30 hover:text-fg"
          />
        </div>
        {/* Columns as narrow as their share, not their longest word: the e-mail address wraps. */}
        <div className="grid gap-10 sm:grid-cols-2 md:grid-cols-3 [&>*]:min-w-0">
          <FooterColumn
            title="common.footer.columns.studio"
            links={studioLinks}
            headingClassName={headingWeight}
            linkClassName={linkClass}
          />
          <FooterColumn
            title="common.footer.columns.explore"
            links={exploreLinks}
            headingClassName={headingWeight}
            linkClassName={linkClass}
          />
          <FooterColumn title="common.footer.columns.contact" headingClassName={headingWeight}>
            <ul className="grid gap-3 text-fg-muted">
              <li>
                <a href={telHref} className={`inline-flex items-center gap-2 ${linkClass}`}>
                  <Icon name="phone" className="size-4 shrink-0" />
                  {site.phone.display}
                </a>
              </li>
              <li>
                <a
                  href={mailHref}
                  className={`inline-flex max-w-full items-center gap-2 ${linkClass}`}
                >
                  <Icon name="mail" className="size-4 shrink-0" />
                  {/* It wraps after the @ first, and mid-word only in a column narrower still. */}
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {site.email.split("@")[0]}@<wbr />
                    {site.email.split("@")[1]}
                  </span>
                </a>
              </li>
              <li className="flex gap-2">
                <Icon name="mapPin" className="mt-1 size-4 shrink-0" />
                <address className="not-italic">
                  {site.address.street}
                  <br />
                  {site.address.city}, {site.address.region} {site.address.postalCode}
                </address>
              </li>
              <li className="flex gap-2">
                <LineIcon node={STUDIO_ICONS.calendarClock} className="mt-1 size-4 shrink-0" />
                <Text id="common.footer.hours" />
              </li>
            </ul>
          </FooterColumn>
          <div className="sm:col-span-2 md:col-span-3">
            <NewsletterForm
              words="common.footer.newsletter"
              look={newsletterLook}
              values={{ email: site.email }}
            />
          </div>
        </div>
      </div>
      <FooterBaseline
        copyright={<Copyright id="common.footer.copyright" values={{ brand: site.legalName }} />}
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <LegalLinks label={t("common.footer.legalLabel")} />
          <AdminControl discreet />
        </div>
      </FooterBaseline>
    </footer>
  );
}
