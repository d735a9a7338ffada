import { Text } from "../../content/Text";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { buttonClass } from "../../ui/button-styles";
import { ICONS } from "../../ui/icon-paths";
import { LineIcon } from "../../ui/LineIcon";

export function PortfolioGalleryCallout() {
  return (
    <section
      aria-labelledby="gallery-callout"
      className="bg-paper px-4 py-16 text-paper-fg sm:px-6"
    >
      <div className="mx-auto flex max-w-[69rem] flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="gallery-callout" className="text-3xl font-extrabold sm:text-4xl">
            <Text id="portfolio.galleryTitle" />
          </h2>
          <p className="mt-3 text-lg text-paper-muted">
            <Text id="portfolio.galleryText" />
          </p>
        </div>
        <LocalizedLink to="/templates" className={buttonClass("paper", "lg")}>
          <LineIcon node={ICONS.layoutGrid} className="size-5" />
          <Text id="portfolio.galleryButton" />
        </LocalizedLink>
      </div>
    </section>
  );
}
