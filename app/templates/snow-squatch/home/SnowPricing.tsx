import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { SectionHeading } from "../../../ui/SectionHeading";
import { FEATURED_PLAN, QUOTE_SECTION } from "./sections";
import { PlanPrice } from "./PlanPrice";
import { SnowIcon } from "./SnowIcon";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The three seasonal contracts; the most chosen one stands out. */
export const SnowPricing = withCopyPart("snowSquatch", snowSquatchSectionsCopy, SnowPricingBody);

function SnowPricingBody() {
  const { plans } = useCopy(snowSquatchSectionsCopy).pricing;
  const t = useText();
  return (
    <section
      id="pricing"
      aria-labelledby="snow-pricing-title"
      className="border-y border-line bg-surface-raised/60 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div data-reveal>
          <SectionHeading
            id="snow-pricing-title"
            eyebrow="snowSquatch.pricing.eyebrow"
            title="snowSquatch.pricing.title"
            intro="snowSquatch.pricing.text"
            variant="template"
            align="center"
          />
        </div>
        <ul className="mt-12 grid items-stretch gap-5 lg:grid-cols-3">
          {plans.map((plan, i) => {
            const featured = i === FEATURED_PLAN;
            return (
              <li
                key={plan.name}
                data-reveal
                data-plan={i}
                className={`relative flex flex-col rounded-card border p-7 ${
                  featured
                    ? "tone-steel border-transparent bg-bg text-fg shadow-lift lg:-my-4 lg:py-11"
                    : "border-line bg-surface shadow-lift"
                }`}
              >
                {featured && (
                  <p className="absolute -top-3 left-7 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-accent-fg uppercase">
                    <Text id="snowSquatch.pricing.popular" />
                  </p>
                )}
                <h3 className="font-display text-2xl font-bold">
                  <Text id={`snowSquatch.pricing.plans.${i}.name`} />
                </h3>
                <p className="mt-1 text-fg-muted">
                  <Text id={`snowSquatch.pricing.plans.${i}.text`} />
                </p>
                <PlanPrice index={i} />
                <ul className="mt-6 grid gap-3 border-t border-line pt-6">
                  {plan.features.map((feature, j) => (
                    <li key={feature} className="flex gap-3">
                      <SnowIcon name="check" className="mt-0.5 size-5 shrink-0 text-accent" />
                      <span>
                        <Text id={`snowSquatch.pricing.plans.${i}.features.${j}`} />
                      </span>
                    </li>
                  ))}
                </ul>
                <a
                  href={`#${QUOTE_SECTION}`}
                  className={buttonClass(featured ? "primary" : "paper", "md", "mt-8 w-full")}
                >
                  <Text
                    id="snowSquatch.pricing.choose"
                    values={{ plan: t(`snowSquatch.pricing.plans.${i}.name`) }}
                  />
                </a>
              </li>
            );
          })}
        </ul>
        <p className="mt-12 text-center text-fg-muted" data-reveal>
          <Text id="snowSquatch.pricing.note" />
        </p>
      </div>
    </section>
  );
}
