import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { LineIcon } from "../../ui/LineIcon";
import { PORTFOLIO_ICONS } from "./portfolio-icons";
import { TemplatePicture } from "./TemplatePicture";

/** A template on the portfolio page: its picture, words and a link to the template itself. */
export function PortfolioCard({ slug }: { slug: string }) {
  const t = useText();
  return (
    <article className="group flex h-full flex-col rounded-card border border-line bg-surface p-4 transition hover:border-white/25">
      <TemplatePicture slug={slug} />
      <div className="flex flex-1 flex-col px-2 pt-5 pb-2">
        <p className="flex items-center justify-between gap-3 text-sm">
          <span className="font-semibold text-aurora-a">
            <Text id="templateCard.portfolio.industry" />
          </span>
          <span className="text-fg-muted">
            <Text id="templateCard.portfolio.look" />
          </span>
        </p>
        <h2 className="mt-2 text-2xl font-bold">
          <Text id="templateCard.portfolio.title" />
        </h2>
        <p className="mt-2 flex-1 text-fg-muted">
          <Text id="templateCard.portfolio.body" />
        </p>
        <LocalizedLink
          to={`/templates/${slug}`}
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-strong hover:underline"
        >
          <Text id="portfolio.openTemplate" values={{ title: t("templateCard.portfolio.title") }} />
          <LineIcon node={PORTFOLIO_ICONS.arrowUpRight} className="size-4" />
        </LocalizedLink>
      </div>
    </article>
  );
}
