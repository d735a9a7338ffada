import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { cutHomeCopy } from "../content/home";
import { CutIcon } from "./cut-icons";
import { RATING } from "./data";
import { CutSection } from "./ui";

/** Three reviews (SPEC §2.10, §3.4): a quote, the author's initials and neighbourhood, 5 out of 5. */
export function CutTestimonials() {
  const copy = useCopy(cutHomeCopy);
  const t = useText();
  const stars = Array.from({ length: RATING.max }, (_, i) => i < RATING.value);
  return (
    <CutSection
      id="testimonials"
      eyebrow="cutHome.testimonials.eyebrow"
      title="cutHome.testimonials.title"
    >
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {copy.testimonials.items.map((_, i) => (
          <li key={i} data-reveal className="flex">
            <figure className="flex w-full flex-col border border-line bg-surface p-7">
              <div className="flex items-center justify-between">
                <p
                  role="img"
                  aria-label={t("cutHome.testimonials.rating", {
                    rating: RATING.value,
                    max: RATING.max,
                  })}
                  className="flex gap-1 text-accent"
                >
                  {stars.map((filled, star) => (
                    <CutIcon
                      key={star}
                      name="star"
                      className={`size-5 ${filled ? "fill-current" : ""}`}
                    />
                  ))}
                </p>
                <CutIcon name="quote" className="size-8 text-accent/30" />
              </div>
              <blockquote className="mt-5 flex-1 text-lg leading-relaxed">
                <p>
                  <Text id={`cutHome.testimonials.items.${i}.quote`} />
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
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
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </CutSection>
  );
}
