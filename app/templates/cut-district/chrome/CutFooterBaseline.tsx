import type { ReactNode } from "react";
import { AdminControl } from "../../../admin/AdminControl";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { QuoteButton } from "../../../quote/QuoteButton";
import { site } from "../../../site.config";
import { Copyright } from "../../../ui/Copyright";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { cutDistrictBrand, ESTABLISHED } from "../brand";

/** The ids of the baseline's words, from the home's copy or the sub-pages'. */
export interface BaselineWords {
  established: TextId;
  copyright: TextId;
  demo: TextId;
  studioLink: TextId;
  getSite: TextId;
}

/**
 * The last row of the barbershop's footer, the same on every page: the shop and its founding
 * year, the copyright, the studio's credit and link, "Get a site like this", the page's own
 * last link (`end`: back to the top, or back to the gallery) and the admin control.
 */
export function CutFooterBaseline({
  name,
  words,
  end,
}: {
  name: string;
  words: BaselineWords;
  end: ReactNode;
}) {
  const brand = cutDistrictBrand;
  return (
    <div className="mx-auto mt-16 flex w-full max-w-7xl flex-col gap-6 border-t border-line pt-8 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex items-center gap-3">
        <TemplateLogo brand={brand} className="size-12" />
        <p className="leading-tight">
          <span className="block font-display text-lg font-extrabold tracking-wider uppercase">
            {name}
          </span>
          <span className="block text-sm font-semibold tracking-[0.14em] text-accent uppercase">
            <Text id={words.established} values={{ year: ESTABLISHED }} />
          </span>
        </p>
      </div>
      <div className="grid gap-2 text-sm text-fg-muted lg:text-right">
        <p>
          <Copyright id={words.copyright} values={{ name }} />
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 lg:justify-end">
          <Text id={words.demo} values={{ studio: site.brand }} />
          <LocalizedLink
            to="/"
            className="font-semibold text-fg underline underline-offset-4 hover:text-accent"
          >
            <Text id={words.studioLink} values={{ studio: site.brand }} />
          </LocalizedLink>
          <QuoteButton
            options={{ template: { slug: brand.id, title: brand.name } }}
            className="min-h-11 font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
          >
            <Text id={words.getSite} />
          </QuoteButton>
          {end}
          <AdminControl discreet />
        </p>
      </div>
    </div>
  );
}
