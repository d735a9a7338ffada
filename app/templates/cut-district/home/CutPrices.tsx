import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { cutHomeSectionsCopy } from "../content/home-sections";
import { CutIcon } from "./cut-icons";
import { BOOKING_ID, PRICE_CARDS } from "./data";
import { CutSection } from "./ui";
import { cutButton } from "../pages/ui/cut-button";
import { withCopyPart } from "../../../content/withCopyPart";

/**
 * The price list (SPEC §2.10, §9): Men's Cut $32 (wash & style included),
 * Beard Trim $18 and Shave $25, then the group rates and the Wednesday and
 * Thursday student discount.
 */
export const CutPrices = withCopyPart("cutHome", cutHomeSectionsCopy, CutPricesBody);

function CutPricesBody() {
  const copy = useCopy(cutHomeSectionsCopy);
  return (
    <CutSection
      id="prices"
      eyebrow="cutHome.prices.eyebrow"
      title="cutHome.prices.title"
      intro="cutHome.prices.intro"
      tone="surface"
    >
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {PRICE_CARDS.map((card, index) => {
          const key = `cutHome.prices.items.${card}` as const;
          const featured = index === 0;
          return (
            <li key={card} data-reveal className="flex">
              <article
                className={`relative flex w-full flex-col border bg-bg p-8 ${featured ? "border-accent shadow-lift" : "border-line"}`}
              >
                {featured && (
                  <p className="absolute -top-3.5 left-8 bg-accent px-3 py-1 text-xs font-extrabold tracking-[0.16em] text-accent-fg uppercase">
                    <Text id="cutHome.prices.popular" />
                  </p>
                )}
                <h3 className="font-display text-xl font-extrabold tracking-wide uppercase">
                  <Text id={`${key}.title`} />
                </h3>
                <p className="mt-4 font-display text-6xl font-extrabold text-accent">
                  <Text id={`${key}.price`} />
                </p>
                <p className="mt-2 font-semibold">
                  <Text id={`${key}.note`} />
                </p>
                <ul className="mt-6 grid flex-1 content-start gap-2 border-t border-line pt-6 text-fg-muted">
                  {copy.prices.items[card].features.map((_, i) => (
                    <li key={i} className="flex items-start gap-2">
                      <CutIcon name="check" className="mt-1 size-4 shrink-0 text-accent" />
                      <Text id={`${key}.features.${i}`} />
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          );
        })}
      </ul>
      <div
        data-reveal
        className="mt-8 flex flex-col gap-6 border border-dashed border-accent/50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
      >
        <div>
          <h3 className="text-sm font-extrabold tracking-[0.18em] text-accent uppercase">
            <Text id="cutHome.prices.dealsLabel" />
          </h3>
          <ul className="mt-3 grid gap-2 font-semibold">
            <li>
              <Text id="cutHome.prices.deals.group" />
            </li>
            <li>
              <Text id="cutHome.prices.deals.student" />
            </li>
          </ul>
        </div>
        <a href={`#${BOOKING_ID}`} className={cutButton("solid", "shrink-0", "md", "heavy")}>
          <Text id="cutHome.prices.book" />
        </a>
      </div>
    </CutSection>
  );
}
