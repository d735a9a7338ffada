import type { ReactNode } from "react";
import { AdminControl } from "../../../admin/AdminControl";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { QuoteButton } from "../../../quote/QuoteButton";
import { site } from "../../../site.config";
import { Copyright } from "../../../ui/Copyright";
import { SocialIcon } from "../../../ui/SocialIcon";
import { usePreviewBrand } from "../../frame/preview-brand";
import { TemplateFooter } from "../../shared/TemplateFooter";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { cutDistrictBrand, ESTABLISHED } from "../brand";
import { CutIcon } from "../home/cut-icons";
import { CutUpdates } from "../home/CutUpdates";
import { TOP_ID } from "../home/data";
import { CutShopColumns } from "./CutShopColumns";

const SOCIALS = ["instagram", "facebook"] as const;

const LOOKS = {
  home: {
    footer:
      "flex min-h-[calc(100svh-5rem)] flex-col border-t-4 border-accent bg-surface px-4 pt-20 pb-10 outline-none sm:px-6",
    body: "mx-auto grid w-full max-w-7xl flex-1 content-start gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]",
  },
  pages: {
    footer: "border-t border-accent/25 bg-[#09090a] text-fg",
    body: "mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-12",
  },
};

const link = "transition-colors hover:text-accent-strong";

/**
 * The barbershop's footer (SPEC §2.10), on its one-page home and on its
 * sub-pages alike: the shop, its address, phone, hours and e-mail, its
 * founding year, the studio's credit and the admin control.
 * - on the home, around its `contact` details: the contact footer, the CONTACT anchor, with "Email for updates"
 *   and the social area (the profiles are the buyer's to fill in, so they are
 *   named, not linked). It is at least a screen tall less the header, so its
 *   anchor can put it 80 px under the top like every other section.
 * - the sub-pages: the shop in a line, its address and hours, how to reach it,
 *   its pages, and the way back to the gallery.
 */
export function CutFooter({ contact }: { contact?: ReactNode }) {
  const name = usePreviewBrand(cutDistrictBrand.name);
  const brand = cutDistrictBrand;
  if (!contact) {
    return (
      <TemplateFooter
        look={LOOKS.pages}
        lead={
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
        }
        aside={<CutShopColumns />}
        baseline={
          <div className="border-t border-line">
            <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <p>
                <Text id="cutCommon.footer.demo" values={{ studio: site.brand }} />
              </p>
              <LocalizedLink
                to="/templates"
                data-preview-close=""
                className={`${link} font-semibold`}
              >
                <Text id="cutCommon.footer.viewTemplates" />
              </LocalizedLink>
              <AdminControl discreet />
            </div>
          </div>
        }
      />
    );
  }
  return (
    <TemplateFooter
      id="contact"
      aria-labelledby="contact-title"
      look={LOOKS.home}
      lead={contact}
      aside={
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
      }
      baseline={
        <div className="mx-auto mt-16 flex w-full max-w-7xl flex-col gap-6 border-t border-line pt-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex items-center gap-3">
            <TemplateLogo brand={brand} className="size-12" />
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
              <Copyright id="cutHome.contact.copyright" values={{ name }} />
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
                options={{ template: { slug: brand.id, title: brand.name } }}
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
      }
    />
  );
}
