import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { SectionHeading } from "../../../ui/SectionHeading";
import { QuoteFigure } from "../../shared/QuoteFigure";
import { StarRating } from "../../shared/StarRating";
import { SNOW_ICONS } from "./snow-icons";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Three reviews, five stars each. */
export const SnowReviews = withCopyPart("snowSquatch", snowSquatchSectionsCopy, SnowReviewsBody);

function SnowReviewsBody() {
  const t = useText();
  const { items } = useCopy(snowSquatchSectionsCopy).reviews;
  return (
    <section
      id="reviews"
      aria-labelledby="snow-reviews-title"
      className="tone-steel relative overflow-hidden bg-bg px-4 py-20 text-fg sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div data-reveal>
          <SectionHeading
            id="snow-reviews-title"
            eyebrow="snowSquatch.reviews.eyebrow"
            title="snowSquatch.reviews.title"
            variant="template"
          />
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {items.map((item, i) => (
            <li key={item.author} data-reveal>
              <QuoteFigure
                quote={`snowSquatch.reviews.items.${i}.quote`}
                look={{
                  figure: "flex h-full flex-col rounded-card border border-line bg-surface p-7",
                  quote: "mt-5 flex-1 text-lg leading-relaxed",
                  caption: "mt-6 border-t border-line pt-4",
                }}
                top={
                  <StarRating
                    label={t("snowSquatch.reviews.rating")}
                    star={SNOW_ICONS.star}
                    className="flex gap-1 text-accent"
                    starClass="size-5"
                  />
                }
              >
                <span className="block font-bold">
                  <Text id={`snowSquatch.reviews.items.${i}.author`} />
                </span>
                <span className="text-sm text-fg-muted">
                  <Text id={`snowSquatch.reviews.items.${i}.place`} />
                </span>
              </QuoteFigure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
