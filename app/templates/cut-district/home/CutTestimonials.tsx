import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { cutHomeSectionsCopy } from "../content/home-sections";
import { QuoteFigure } from "../../shared/QuoteFigure";
import { StarRating } from "../../shared/StarRating";
import { TEMPLATE_ICONS } from "../../shared/template-icons";
import { CutIcon } from "./cut-icons";
import { RATING } from "./data";
import { CutSection } from "./ui";
import { withCopyPart } from "../../../content/withCopyPart";

/** Three reviews (SPEC §2.10, §3.4): a quote, the author's initials and neighbourhood, 5 out of 5. */
export const CutTestimonials = withCopyPart("cutHome", cutHomeSectionsCopy, CutTestimonialsBody);

function CutTestimonialsBody() {
  const copy = useCopy(cutHomeSectionsCopy);
  const t = useText();
  return (
    <CutSection
      id="testimonials"
      eyebrow="cutHome.testimonials.eyebrow"
      title="cutHome.testimonials.title"
    >
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {copy.testimonials.items.map((_, i) => (
          <li key={i} data-reveal className="flex">
            <QuoteFigure
              quote={`cutHome.testimonials.items.${i}.quote`}
              look={{
                figure: "flex w-full flex-col border border-line bg-surface p-7",
                quote: "mt-5 flex-1 text-lg leading-relaxed",
                caption: "mt-6 flex items-center gap-3 border-t border-line pt-5",
              }}
              top={
                <div className="flex items-center justify-between">
                  <StarRating
                    label={t("cutHome.testimonials.rating", {
                      rating: RATING.value,
                      max: RATING.max,
                    })}
                    star={TEMPLATE_ICONS.star}
                    className="flex gap-1 text-accent"
                    starClass="size-5"
                    value={RATING.value}
                    max={RATING.max}
                  />
                  <CutIcon name="quote" className="size-8 text-accent/30" />
                </div>
              }
            >
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center bg-accent font-display text-sm font-extrabold text-accent-fg"
              >
                {t(`cutHome.testimonials.items.${i}.initials`).replace(/\./g, "")}
              </span>
              <span>
                <span className="block font-bold">
                  <Text id={`cutHome.testimonials.items.${i}.initials`} />
                </span>
                <span className="block text-sm text-fg-muted">
                  <Text id={`cutHome.testimonials.items.${i}.location`} />
                </span>
              </span>
            </QuoteFigure>
          </li>
        ))}
      </ul>
    </CutSection>
  );
}
