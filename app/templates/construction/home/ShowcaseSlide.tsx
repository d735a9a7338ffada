import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { SHOWCASE_SLIDES, type SlideId } from "../data";

/** One slide of the technology showcase; the inactive ones are hidden (and fade out). */
export function ShowcaseSlide({
  id,
  position,
  total,
  active,
}: {
  id: SlideId;
  position: number;
  total: number;
  active: boolean;
}) {
  const t = useText();
  return (
    <div
      role="group"
      aria-roledescription={t("constructionHome.showcase.slide")}
      aria-label={t("constructionHome.showcase.slideLabel", { n: position, total })}
      data-active={active}
      className="col-start-1 row-start-1 flex flex-col transition-[opacity,visibility] duration-(--motion-slow) ease-out-soft motion-reduce:transition-none data-[active=false]:invisible data-[active=false]:opacity-0"
    >
      <img
        src={SHOWCASE_SLIDES[id].image}
        alt={t(`constructionHome.showcase.slides.${id}.alt`)}
        width={640}
        height={400}
        loading={position === 1 ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[8/5] w-full border-b border-line object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-xs font-bold tracking-[0.16em] text-accent-strong uppercase">
          <Text id={`constructionHome.showcase.slides.${id}.tag`} />
        </p>
        <h3 className="mt-3 text-xl font-bold sm:text-2xl">
          <Text id={`constructionHome.showcase.slides.${id}.title`} />
        </h3>
        <p className="mt-3 flex-1 text-fg-muted">
          <Text id={`constructionHome.showcase.slides.${id}.body`} />
        </p>
        <p className="mt-5 border-t border-line pt-4 text-sm font-semibold text-fg">
          <Text id={`constructionHome.showcase.slides.${id}.fact`} />
        </p>
      </div>
    </div>
  );
}
