import type { TextId } from "../../../../content/namespaces";
import { Text } from "../../../../content/Text";
import { LocalizedLink } from "../../../../i18n/LocalizedLink";
import { useSitePath } from "../../../shared/SiteBase";
import type { CutPage } from "../../chrome/cut-nav";
import { cutButton } from "./cut-button";

/** The sub-pages' copy namespaces, each with a `cta` of a title, a text and two link labels. */
type CtaNamespace = "cutAbout" | "cutContact" | "cutPortfolio" | "cutServices";

/**
 * A page's closing call to action: a gold-framed panel leading to two of the shop's pages,
 * worded by `<namespace>.cta.title|text|primary|secondary`.
 */
export function CutCta({
  id,
  namespace,
  primary,
  secondary,
}: {
  id: string;
  namespace: CtaNamespace;
  primary: CutPage;
  secondary: CutPage;
}) {
  const pathOf = useSitePath();
  const words = (key: "title" | "text" | "primary" | "secondary") =>
    `${namespace}.cta.${key}` satisfies TextId;
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-7xl overflow-hidden border border-accent/40 bg-surface px-6 py-14 text-center sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute inset-2 border border-accent/15 sm:inset-3" />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-40 bg-[radial-gradient(ellipse_at_top,rgb(224_181_79/0.18),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-extrabold uppercase sm:text-5xl">
            <Text id={words("title")} />
          </h2>
          <p className="mt-5 text-lg text-fg-muted">
            <Text id={words("text")} />
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <LocalizedLink to={pathOf(primary)} className={cutButton("solid")}>
              <Text id={words("primary")} />
            </LocalizedLink>
            <LocalizedLink to={pathOf(secondary)} className={cutButton("outline")}>
              <Text id={words("secondary")} />
            </LocalizedLink>
          </div>
        </div>
      </div>
    </section>
  );
}
