import type { ReactNode } from "react";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { SocialIcon } from "../../../ui/SocialIcon";
import { usePreviewBrand } from "../../frame/preview-brand";
import { TemplateFooter } from "../../shared/TemplateFooter";
import { cutDistrictBrand } from "../brand";
import { CutIcon } from "../home/cut-icons";
import { CutUpdates } from "../home/CutUpdates";
import { TOP_ID } from "../home/data";
import { CutFooterBaseline, type BaselineWords } from "./CutFooterBaseline";
import { CUT_CONTAINER, CUT_GUTTER } from "./cut-layout";
import { CutShopColumns } from "./CutShopColumns";

const SOCIALS = ["instagram", "facebook"] as const;

/** One look on every page: a gold rule on the shop's dark surface, in the site's container. */
const FOOTER = `border-t-4 border-accent bg-surface pt-20 pb-10 outline-none ${CUT_GUTTER}`;
const LOOKS = {
  home: {
    footer: `flex min-h-[calc(100svh-5rem)] flex-col ${FOOTER}`,
    body: `${CUT_CONTAINER} grid flex-1 content-start gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]`,
  },
  pages: {
    footer: FOOTER,
    body: `${CUT_CONTAINER} grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-12`,
  },
};

const WORDS: Record<"home" | "pages", BaselineWords> = {
  home: {
    established: "cutHome.contact.established",
    copyright: "cutHome.contact.copyright",
    demo: "cutHome.contact.demo",
    studioLink: "cutHome.contact.studioLink",
    getSite: "cutHome.contact.getSite",
  },
  pages: {
    established: "cutCommon.footer.established",
    copyright: "cutCommon.footer.copyright",
    demo: "cutCommon.footer.demo",
    studioLink: "cutCommon.footer.studioLink",
    getSite: "cutCommon.footer.getSite",
  },
};

const endLink = "inline-flex min-h-11 items-center gap-1 font-semibold text-fg hover:text-accent";

/**
 * The barbershop's footer (SPEC §2.10), one look and one baseline on its
 * one-page home and on its sub-pages alike.
 * - on the home, around its `contact` details: the contact footer, the CONTACT
 *   anchor, with "Email for updates" and the social area (the profiles are the
 *   buyer's to fill in, so they are named, not linked). It is at least a screen
 *   tall less the header, so its anchor can put it 80 px under the top like
 *   every other section.
 * - the sub-pages: the shop in a line, its address and hours, how to reach it,
 *   its pages, and the way back to the gallery.
 */
export function CutFooter({ contact }: { contact?: ReactNode }) {
  const name = usePreviewBrand(cutDistrictBrand.name);
  if (!contact) {
    return (
      <TemplateFooter
        look={LOOKS.pages}
        lead={
          <p className="max-w-xs font-display text-2xl leading-snug font-extrabold tracking-wide uppercase">
            <Text id="cutCommon.footer.pitch" />
          </p>
        }
        aside={<CutShopColumns />}
        baseline={
          <CutFooterBaseline
            name={name}
            words={WORDS.pages}
            end={
              <LocalizedLink to="/templates" data-preview-close="" className={endLink}>
                <Text id="cutCommon.footer.viewTemplates" />
              </LocalizedLink>
            }
          />
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
        <CutFooterBaseline
          name={name}
          words={WORDS.home}
          end={
            <a href={`#${TOP_ID}`} className={endLink}>
              <Text id="cutHome.contact.toTop" />
              <CutIcon name="arrowUpRight" className="size-4 -rotate-45" />
            </a>
          }
        />
      }
    />
  );
}
