import { Children, useEffect, useRef, useState, type ReactNode } from "react";
import { useText } from "../../content/useText";
import { activeIndex, SCROLL_SETTLE_MS } from "../../lib/carousel";
import { ActionButton } from "../../ui/ActionButton";

/**
 * Under 768 px: a swipeable scroll-snap row, cards 82% wide with a 12 px gap,
 * and dots that follow the active card. From 768 px: a plain three-column grid.
 */
export function CardCarousel({
  labelId,
  count,
  children,
}: {
  labelId: string;
  count: number;
  children: ReactNode;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const t = useText();

  useEffect(() => {
    const list = scroller.current;
    if (!list) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const first = list.firstElementChild as HTMLElement | null;
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setActive(activeIndex(list.scrollLeft, first?.offsetWidth ?? 0, gap, count));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_SETTLE_MS);
    };
    list.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      list.removeEventListener("scroll", onScroll);
    };
  }, [count]);

  const goTo = (index: number) => {
    const list = scroller.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const padding = Number.parseFloat(getComputedStyle(list).paddingLeft) || 0;
    list.scrollTo({ left: item.offsetLeft - padding, behavior: reduce ? "instant" : "smooth" });
    setActive(index);
  };

  return (
    <div className="mt-12">
      <ul
        ref={scroller}
        aria-labelledby={labelId}
        tabIndex={0}
        data-testid="pillar-carousel"
        className="no-scrollbar relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
      >
        {Children.map(children, (child) => (
          <li className="shrink-0 basis-[82%] snap-start md:basis-auto">{child}</li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center gap-2 md:hidden">
        {Array.from({ length: count }, (_, i) => (
          <ActionButton
            key={i}
            onClick={() => goTo(i)}
            aria-label={t("home.pillars.dotLabel", { n: i + 1, total: count })}
            aria-current={i === active ? "true" : undefined}
            className="group inline-flex size-11 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className="block h-2.5 w-2.5 rounded-full bg-fg/30 transition-all duration-300 group-aria-[current=true]:w-7 group-aria-[current=true]:bg-accent"
            />
          </ActionButton>
        ))}
      </div>
    </div>
  );
}
