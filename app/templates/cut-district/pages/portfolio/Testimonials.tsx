import { Text } from "../../../../content/Text";
import { useCopy } from "../../../../content/useCopy";
import { useText } from "../../../../content/useText";
import { StarRating } from "../../../shared/StarRating";
import { TEMPLATE_ICONS } from "../../../shared/template-icons";
import { cutPortfolioCopy } from "../../content/portfolio";
import { CutHeading } from "../ui/CutHeading";

/** Three regulars' words, each with a five-star rating, their initials and neighbourhood. */
export function Testimonials() {
  const copy = useCopy(cutPortfolioCopy);
  const t = useText();
  return (
    <section
      aria-labelledby="cut-testimonials-title"
      className="border-y border-line bg-[#111113] px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <CutHeading
          id="cut-testimonials-title"
          eyebrow="cutPortfolio.testimonials.eyebrow"
          title="cutPortfolio.testimonials.title"
          align="center"
        />
        <ul className="mt-14 grid gap-5 lg:grid-cols-3">
          {copy.testimonials.items.map((_, i) => (
            <li key={i} className="flex flex-col border border-line bg-surface p-7 sm:p-8">
              <StarRating
                label={t("cutPortfolio.testimonials.rating")}
                star={TEMPLATE_ICONS.star}
                className="flex gap-1 text-accent"
                starClass="size-4"
              />
              <blockquote className="mt-5 flex-1 font-display text-xl leading-snug text-fg">
                <p>
                  <Text id={`cutPortfolio.testimonials.items.${i}.quote`} />
                </p>
              </blockquote>
              <p className="mt-6 flex items-center gap-3 border-t border-line pt-5 text-sm">
                <span className="font-bold tracking-[0.12em] text-accent-strong">
                  <Text id={`cutPortfolio.testimonials.items.${i}.author`} />
                </span>
                <span aria-hidden="true" className="size-1 rounded-full bg-fg-muted" />
                <span className="text-fg-muted">
                  <Text id={`cutPortfolio.testimonials.items.${i}.location`} />
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
