import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { QuoteFigure } from "../../shared/QuoteFigure";
import { StarRating } from "../../shared/StarRating";
import { TEMPLATE_ICONS } from "../../shared/template-icons";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { HeadedSection } from "../../shared/HeadedSection";
import { miningHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Three client testimonials, each rated 5 out of 5 (SPEC §3.4). */
export const HomeTestimonials = withCopyPart(
  "miningHome",
  miningHomeSectionsCopy,
  HomeTestimonialsBody,
);

function HomeTestimonialsBody() {
  const copy = useCopy(miningHomeSectionsCopy);
  const t = useText();
  return (
    <HeadedSection
      titleId="home-testimonials-title"
      words="miningHome.testimonials"
      align="center"
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-28"
    >
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {copy.testimonials.items.map((_, i) => (
          <li key={i}>
            <QuoteFigure
              quote={`miningHome.testimonials.items.${i}.quote`}
              look={{
                figure:
                  "flex h-full flex-col rounded-card border border-line bg-surface p-7 shadow-lift",
                quote: "mt-5 flex-1 text-lg leading-relaxed",
                caption: "mt-6 border-t border-line pt-5",
              }}
              top={
                <div className="flex items-center justify-between">
                  <StarRating
                    label={t("miningHome.testimonials.ratingLabel")}
                    star={TEMPLATE_ICONS.star}
                    className="flex gap-0.5 text-accent"
                    starClass="size-4"
                  />
                  <TemplateIcon name="quote" className="size-7 text-line" />
                </div>
              }
            >
              <span className="block font-bold">
                <Text id={`miningHome.testimonials.items.${i}.author`} />
              </span>
              <span className="block text-sm text-fg-muted">
                <Text id={`miningHome.testimonials.items.${i}.role`} />
              </span>
            </QuoteFigure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
