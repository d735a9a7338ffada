import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { SectionHeading } from "../../../ui/SectionHeading";
import { miningHomeCopy } from "../content/home";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** Three client testimonials, each rated 5 out of 5 (SPEC §3.4). */
export function HomeTestimonials() {
  const copy = useCopy(miningHomeCopy);
  const t = useText();
  return (
    <section
      aria-labelledby="home-testimonials-title"
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="home-testimonials-title"
          eyebrow="miningHome.testimonials.eyebrow"
          title="miningHome.testimonials.title"
          align="center"
        />
        <ul className="mt-12 grid gap-5 lg:grid-cols-3">
          {copy.testimonials.items.map((_, i) => (
            <li key={i}>
              <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-7 shadow-lift">
                <div className="flex items-center justify-between">
                  <p
                    role="img"
                    aria-label={t("miningHome.testimonials.ratingLabel")}
                    className="flex gap-0.5 text-accent"
                  >
                    {[0, 1, 2, 3, 4].map((star) => (
                      <TemplateIcon name="star" key={star} className="size-4 fill-current" />
                    ))}
                  </p>
                  <TemplateIcon name="quote" className="size-7 text-line" />
                </div>
                <blockquote className="mt-5 flex-1 text-lg leading-relaxed">
                  <p>
                    <Text id={`miningHome.testimonials.items.${i}.quote`} />
                  </p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-5">
                  <span className="block font-bold">
                    <Text id={`miningHome.testimonials.items.${i}.author`} />
                  </span>
                  <span className="block text-sm text-fg-muted">
                    <Text id={`miningHome.testimonials.items.${i}.role`} />
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
