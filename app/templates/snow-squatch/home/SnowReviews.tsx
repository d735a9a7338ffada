import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { SectionHeading } from "../../../ui/SectionHeading";
import { snowSquatchCopy } from "../content/home";
import { SnowIcon } from "./SnowIcon";

/** Three reviews, five stars each. */
export function SnowReviews() {
  const t = useText();
  const { items } = useCopy(snowSquatchCopy).reviews;
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
              <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-7">
                <p
                  role="img"
                  aria-label={t("snowSquatch.reviews.rating")}
                  className="flex gap-1 text-accent"
                >
                  {[0, 1, 2, 3, 4].map((star) => (
                    <SnowIcon key={star} name="star" className="size-5 fill-current" />
                  ))}
                </p>
                <blockquote className="mt-5 flex-1 text-lg leading-relaxed">
                  <p>
                    <Text id={`snowSquatch.reviews.items.${i}.quote`} />
                  </p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-4">
                  <span className="block font-bold">
                    <Text id={`snowSquatch.reviews.items.${i}.author`} />
                  </span>
                  <span className="text-sm text-fg-muted">
                    <Text id={`snowSquatch.reviews.items.${i}.place`} />
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
