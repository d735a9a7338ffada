import { ICONS } from "../../ui/icon-paths";
import { LineIcon } from "../../ui/LineIcon";
import { STUDIO_ICONS } from "../studio-icons";
import { useCopy } from "../../content/useCopy";
import { Text } from "../../content/Text";
import { homeSectionsCopy } from "../content/home-sections";
import { SectionHeading } from "../../ui/SectionHeading";
import { CardCarousel } from "./CardCarousel";
import { withCopyPart } from "../../content/withCopyPart";

const icons = [ICONS.eye, ICONS.shieldCheck, STUDIO_ICONS.trendingUp];

/** Visibility, Trust and Growth: a swipeable carousel on phones, a grid from 768 px. */
export const PillarsSection = withCopyPart("home", homeSectionsCopy, Pillars);

function Pillars() {
  const copy = useCopy(homeSectionsCopy);
  return (
    <section aria-labelledby="pillars-title" className="relative bg-bg py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          variant="studio"
          id="pillars-title"
          eyebrow="home.pillars.eyebrow"
          title="home.pillars.title"
        />
        <CardCarousel labelId="pillars-title" count={copy.pillars.cards.length}>
          {copy.pillars.cards.map((_, i) => (
            <article
              key={i}
              className="h-full rounded-card border border-line bg-gradient-to-b from-surface-raised to-surface p-6 sm:p-8"
            >
              <div className="flex items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-aurora-a/12 text-aurora-a">
                  <LineIcon node={icons[i] ?? ICONS.eye} className="size-6" />
                </span>
                <span className="font-display text-sm font-bold text-fg-muted" aria-hidden="true">
                  0{i + 1}
                </span>
              </div>
              <h3 className="mt-6 text-2xl font-bold">
                <Text id={`home.pillars.cards.${i}.title`} />
              </h3>
              <p className="mt-2 font-semibold text-accent-strong">
                <Text id={`home.pillars.cards.${i}.lead`} />
              </p>
              <p className="mt-3 text-fg-muted">
                <Text id={`home.pillars.cards.${i}.body`} />
              </p>
            </article>
          ))}
        </CardCarousel>
      </div>
    </section>
  );
}
