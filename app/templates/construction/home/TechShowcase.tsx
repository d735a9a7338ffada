import { useText } from "../../../content/useText";
import { idsOf, SHOWCASE_INTERVAL_MS, SHOWCASE_SLIDES } from "../data";
import { ShowcaseControls } from "./ShowcaseControls";
import { ShowcaseSlide } from "./ShowcaseSlide";
import { useRotation } from "./useRotation";

const SLIDES = idsOf(SHOWCASE_SLIDES);

/**
 * SPEC §2.7, §9: the technology showcase, 3 slides rotating every 9000 ms; a
 * carousel in the WAI-ARIA sense (labelled region, slides as groups, previous,
 * next, one button per slide, pause/play). Hover and focus inside hold it;
 * reduced motion stops it; changes are announced politely when it is not
 * rotating on its own.
 */
export function TechShowcase() {
  const t = useText();
  const rotation = useRotation(SLIDES.length, SHOWCASE_INTERVAL_MS);
  return (
    <section
      aria-roledescription={t("constructionHome.showcase.carousel")}
      aria-label={t("constructionHome.showcase.label")}
      className="min-w-0"
      {...rotation.holdProps}
    >
      <div
        id="showcase-slides"
        aria-live={rotation.rotating ? "off" : "polite"}
        className="tone-steel grid overflow-hidden rounded-card bg-bg text-fg shadow-lift"
      >
        {SLIDES.map((id, i) => (
          <ShowcaseSlide
            key={id}
            id={id}
            position={i + 1}
            total={SLIDES.length}
            active={i === rotation.index}
          />
        ))}
      </div>
      <ShowcaseControls slides={SLIDES} rotation={rotation} />
    </section>
  );
}
