import { AdminControl } from "../../../admin/AdminControl";
import type { ReactNode } from "react";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { QuoteButton } from "../../../quote/QuoteButton";
import { site } from "../../../site.config";
import { SocialIcon } from "../../../ui/SocialIcon";
import { usePreviewBrand } from "../../frame/preview-brand";
import { mailOf, telOf } from "../../shared/brand";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { CUT_DISTRICT_ADDRESS, cutDistrictBrand, ESTABLISHED } from "../brand";
import { cutHomeCopy } from "../content/home";
import { CutIcon, type CutIconName } from "./cut-icons";
import { TOP_ID } from "./data";
import { CutUpdates } from "./CutUpdates";

const SOCIALS = ["instagram", "facebook"] as const;

/**
 * The contact footer, the CONTACT anchor (SPEC §2.10): address, phone, hours,
 * e-mail, the social area, "Email for updates" and the founding year. The
 * social profiles are the buyer's to fill in, so they are named, not linked.
 * It is at least a screen tall less the header, so its anchor can put it 80 px
 * under the top like every other section.
 */
export function CutFooter() {
  const t = useText();
  const copy = useCopy(cutHomeCopy);
  const name = usePreviewBrand(cutDistrictBrand.name);
  const { phone, email } = cutDistrictBrand;
  return (
    <footer
      id="contact"
      aria-labelledby="contact-title"
      className="flex min-h-[calc(100svh-5rem)] flex-col border-t-4 border-accent bg-surface px-4 pt-20 pb-10 outline-none sm:px-6"
    >
      <div className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div>
          <h2
            id="contact-title"
            className="font-display text-4xl font-extrabold tracking-wide sm:text-5xl"
          >
            <Text id="cutHome.contact.title" />
          </h2>
          <p className="mt-4 text-lg text-fg-muted">
            <Text id="cutHome.contact.lead" />
          </p>
          <dl className="mt-10 grid gap-8 sm:grid-cols-2">
            <Item icon="mapPin" term="cutHome.contact.visit">
              <address className="not-italic">
                <span className="block">{CUT_DISTRICT_ADDRESS.street}</span>
                <span className="block">{CUT_DISTRICT_ADDRESS.city}</span>
              </address>
            </Item>
            <Item icon="phone" term="cutHome.contact.call">
              <a
                href={telOf(cutDistrictBrand)}
                aria-label={t("cutHome.contact.callLabel", { phone: phone.display })}
                className="underline decoration-accent/50 underline-offset-4 hover:text-accent"
              >
                {phone.display}
              </a>
            </Item>
            <Item icon="mail" term="cutHome.contact.write">
              <a
                href={mailOf(cutDistrictBrand)}
                aria-label={t("cutHome.contact.writeLabel", { email })}
                className="break-all underline decoration-accent/50 underline-offset-4 hover:text-accent"
              >
                {email}
              </a>
            </Item>
            <Item icon="clock" term="cutHome.contact.hoursTitle">
              <ul>
                {copy.contact.hours.map((_, i) => (
                  <li key={i}>
                    <span className="font-semibold">
                      <Text id={`cutHome.contact.hours.${i}.days`} />
                    </span>{" "}
                    <Text id={`cutHome.contact.hours.${i}.time`} />
                  </li>
                ))}
              </ul>
            </Item>
          </dl>
        </div>

        <div className="grid content-start gap-8">
          <CutUpdates />
          <div>
            <h3 className="text-sm font-extrabold tracking-[0.18em] text-accent uppercase">
              <Text id="cutHome.contact.social.title" />
            </h3>
            <ul className="mt-3 flex flex-wrap gap-3">
              {SOCIALS.map((social) => (
                <li
                  key={social}
                  className="inline-flex h-11 items-center gap-2 border border-line px-4 text-sm font-semibold text-fg-muted"
                >
                  <SocialIcon id={social} />
                  <Text id={`cutHome.contact.social.${social}`} />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-fg-muted">
              <Text id="cutHome.contact.social.note" />
            </p>
          </div>
        </div>
      </div>

      <div className="mx-auto mt-16 flex w-full max-w-7xl flex-col gap-6 border-t border-line pt-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-3">
          <TemplateLogo brand={cutDistrictBrand} className="size-12" />
          <p className="leading-tight">
            <span className="block font-display text-lg font-extrabold tracking-wider uppercase">
              {name}
            </span>
            <span className="block text-sm font-semibold tracking-[0.14em] text-accent uppercase">
              <Text id="cutHome.contact.established" values={{ year: ESTABLISHED }} />
            </span>
          </p>
        </div>
        <div className="grid gap-2 text-sm text-fg-muted lg:text-right">
          <p>
            <Text id="cutHome.contact.copyright" values={{ year: ESTABLISHED, name }} />
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 lg:justify-end">
            <Text id="cutHome.contact.demo" values={{ studio: site.brand }} />
            <LocalizedLink
              to="/"
              className="font-semibold text-fg underline underline-offset-4 hover:text-accent"
            >
              <Text id="cutHome.contact.studioLink" values={{ studio: site.brand }} />
            </LocalizedLink>
            <QuoteButton
              options={{ template: { slug: cutDistrictBrand.id, title: cutDistrictBrand.name } }}
              className="min-h-11 font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
            >
              <Text id="cutHome.contact.getSite" />
            </QuoteButton>
            <a
              href={`#${TOP_ID}`}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-fg hover:text-accent"
            >
              <Text id="cutHome.contact.toTop" />
              <CutIcon name="arrowUpRight" className="size-4 -rotate-45" />
            </a>
            <AdminControl discreet />
          </p>
        </div>
      </div>
    </footer>
  );
}

function Item({ icon, term, children }: { icon: CutIconName; term: TextId; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-extrabold tracking-[0.16em] text-accent uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 inline-flex size-11 items-center justify-center border border-accent/50"
        >
          <CutIcon name={icon} className="size-5" />
        </span>
        <Text id={term} />
      </dt>
      <dd className="mt-1 text-lg">{children}</dd>
    </div>
  );
}
