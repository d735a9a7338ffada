import type { ReactElement, ReactNode } from "react";
import type { Namespaces } from "../../../../content/namespaces";
import type { Locale } from "../../../../lib/storage-keys";
import type { Translation } from "../../../../lib/text-path";
import { SitePage } from "../../../shared/SitePage";
import type { CutPage } from "../../chrome/cut-nav";
import { CutCta } from "./CutCta";
import { PageHero } from "./PageHero";

/** Each sub-page's copy namespace. */
const NAMESPACES = {
  about: "cutAbout",
  contact: "cutContact",
  portfolio: "cutPortfolio",
  services: "cutServices",
} as const;

type SubPage = keyof typeof NAMESPACES;

/**
 * A barbershop sub-page (`/about`, `/portfolio`, ...): its hero (with `heroAction` under
 * the words), its sections, then the call to action leading to the two pages of `cta`.
 * Its ids are `cut-<page>-hero` and `cut-<page>-cta`.
 */
export function CutSubPage<P extends SubPage>({
  page,
  copy,
  cta,
  heroAction,
  children,
}: {
  page: P;
  copy: Record<Locale, Translation<Namespaces[(typeof NAMESPACES)[P]]>>;
  cta: readonly [CutPage, CutPage];
  heroAction?: ReactNode;
  children: ReactElement | ReactElement[];
}) {
  const namespace: (typeof NAMESPACES)[SubPage] = NAMESPACES[page];
  const [primary, secondary] = cta;
  return (
    <SitePage
      namespace={namespace}
      copy={copy as Record<Locale, Translation<Namespaces[typeof namespace]>>}
      page={`cut-district/${page}`}
      Hero={PageHero}
      hero={{ id: `cut-${page}-hero`, children: heroAction }}
    >
      {[
        ...([] as ReactElement[]).concat(children),
        <CutCta
          key="cta"
          id={`cut-${page}-cta`}
          namespace={namespace}
          primary={primary}
          secondary={secondary}
        />,
      ]}
    </SitePage>
  );
}
