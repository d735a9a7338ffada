import { useText } from "../../../content/useText";
import { TemplateIcon } from "../../shared/TemplateIcon";
import type { SlideId } from "../data";
import type { useRotation } from "./useRotation";

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg transition hover:border-accent hover:text-accent";

/** The showcase's buttons: previous, one per slide, next, and pause/play. */
export function ShowcaseControls({
  slides,
  rotation,
}: {
  slides: readonly SlideId[];
  rotation: ReturnType<typeof useRotation>;
}) {
  const t = useText();
  const { index, go, canRotate, stopped, toggle } = rotation;
  return (
    <div className="mt-5 flex items-center justify-between gap-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-controls="showcase-slides"
          aria-label={t("constructionHome.showcase.previous")}
          className={roundButton}
          onClick={() => go(index - 1)}
        >
          <TemplateIcon name="chevronLeft" className="size-5" />
        </button>
        <ul className="flex items-center">
          {slides.map((id, i) => (
            <li key={id}>
              <button
                type="button"
                aria-controls="showcase-slides"
                aria-current={i === index}
                aria-label={t("constructionHome.showcase.goTo", { n: i + 1 })}
                className="group flex size-11 items-center justify-center"
                onClick={() => go(i)}
              >
                <span className="h-1.5 w-6 rounded-full bg-line transition-all group-hover:bg-fg-muted group-aria-[current=true]:w-10 group-aria-[current=true]:bg-accent" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-controls="showcase-slides"
          aria-label={t("constructionHome.showcase.next")}
          className={roundButton}
          onClick={() => go(index + 1)}
        >
          <TemplateIcon name="chevronRight" className="size-5" />
        </button>
      </div>
      {canRotate && (
        <button
          type="button"
          aria-label={t(
            stopped ? "constructionHome.showcase.play" : "constructionHome.showcase.pause",
          )}
          className={roundButton}
          onClick={toggle}
        >
          <TemplateIcon name={stopped ? "play" : "pause"} className="size-4" />
        </button>
      )}
    </div>
  );
}
