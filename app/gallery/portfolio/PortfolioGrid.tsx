import { useText } from "../../content/useText";
import { gallerySites } from "../../templates/manifest";
import { galleryCard } from "../../templates/registry";
import { CardCopy } from "../CardCopy";
import { PortfolioCard } from "./PortfolioCard";

/** One card per template the gallery shows, in its order, each with its own words. */
export function PortfolioGrid() {
  const t = useText();
  return (
    <section aria-label={t("portfolio.hero.eyebrow")} className="px-4 pb-20 sm:px-6">
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {gallerySites().map((site) => {
          const card = galleryCard(site.slug);
          if (!card) return null;
          return (
            <li key={site.slug}>
              <CardCopy template={{ slug: site.slug, card }}>
                <PortfolioCard slug={site.slug} />
              </CardCopy>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
