import type { ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

/**
 * The top of a template site's page: a dark band under the navigation, with an
 * illustration in its own zone (or the site's texture behind the title). From
 * 1024 px the illustration fades out before the navigation and before the text
 * column (a mask, so no drawn object sits under a link or a line of copy);
 * narrower, it sits below the text, faded in from its top. The shade over it
 * is the look's `--hero-shade` (an "r g b" triple). With `wideArt` (a subject
 * too wide for the right of a 1024 px band), the art sits below the words up
 * to 1280 px, in a band that grows with the width.
 */
export function SiteHero({
  id,
  eyebrow,
  title,
  text,
  image,
  texture,
  size = "page",
  wideArt = false,
  children,
}: {
  id: string;
  eyebrow: TextId;
  title: TextId;
  text: TextId;
  /** An illustration anchored bottom right; without it, `texture` fills the band. */
  image?: string;
  texture: string;
  size?: "home" | "page";
  /** The subject needs the band's right half: beside the words only from 1280 px. */
  wideArt?: boolean;
  children?: ReactNode;
}) {
  const tall = size === "home";
  const zone = image && wideArt ? WIDE : NARROW;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={`tone-steel relative isolate scroll-mt-28 overflow-hidden bg-bg px-4 text-fg outline-none sm:px-6 ${
        tall
          ? `min-h-[min(44rem,100svh)] pt-40 [--text-col:40rem] ${zone.padHome}`
          : image
            ? `pt-40 [--text-col:36rem] sm:pt-44 ${zone.padPage}`
            : "pt-40 pb-20 sm:pt-44 sm:pb-28"
      }`}
    >
      <img
        src={image ?? texture}
        alt=""
        width={1600}
        height={900}
        fetchPriority={image ? "high" : "low"}
        decoding="async"
        className={`absolute -z-20 w-full object-cover ${
          image ? `inset-x-0 bottom-0 ${zone.image}` : "inset-0 h-full object-right"
        }`}
      />
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(var(--hero-shade)/0.9)_0%,rgb(var(--hero-shade)/0.55)_55%,rgb(var(--hero-shade)/0)_80%)] ${zone.shade}`}
      />
      <div className="mx-auto max-w-6xl">
        <div
          className={
            tall ? `max-w-2xl ${zone.column}` : image ? `max-w-3xl ${zone.column}` : "max-w-3xl"
          }
        >
          <p className="text-sm font-bold tracking-[0.16em] text-accent-strong uppercase">
            <Text id={eyebrow} />
          </p>
          <h1
            id={`${id}-title`}
            className={`mt-4 font-bold text-fg ${tall ? "text-4xl sm:text-5xl lg:text-6xl" : "text-4xl sm:text-5xl"}`}
          >
            <Text id={title} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-fg/85 sm:text-xl">
            <Text id={text} />
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * Where an illustration may show. Below the breakpoint: under the words, faded in from its top.
 * From it (1024 px, or 1280 px with `wideArt`): beside them, clear of the navigation (the top
 * 6rem) and of the text column, whose right edge is the container's left edge,
 * max(1.5rem, 50% - 36rem), plus `--text-col`; the art fades in over the 8rem after it.
 * Tailwind reads class names from the source, so each breakpoint's set is written out.
 */
const NARROW = {
  padHome: "pb-64 lg:pb-28",
  padPage: "pb-64 lg:pb-32",
  image:
    "h-[26rem] object-[62%_100%] [mask-image:linear-gradient(to_bottom,transparent_0,#000_45%)] lg:inset-y-0 lg:h-full lg:[mask-image:linear-gradient(to_bottom,transparent_0,transparent_6rem,#000_11rem),linear-gradient(to_right,transparent_0,transparent_calc(max(1.5rem,50%-36rem)+var(--text-col)),#000_calc(max(1.5rem,50%-36rem)+var(--text-col)+8rem))] lg:[mask-composite:intersect]",
  shade:
    "lg:bg-[linear-gradient(100deg,rgb(var(--hero-shade)/0.92)_0%,rgb(var(--hero-shade)/0.72)_42%,rgb(var(--hero-shade)/0.1)_75%)]",
  column: "lg:max-w-(--text-col)",
};

/**
 * `wideArt`: below 1280 px the band under the words grows with the width (its art keeps the
 * same crop, the subject's top stays under the last line) and, on a phone, is anchored at 80 %
 * across so the subject stays whole; from 1280 px as NARROW from 1024 px.
 */
const WIDE = {
  padHome: "pb-[max(16rem,calc(31vw+1.5rem))] xl:pb-28",
  padPage: "pb-[max(16rem,calc(31vw+1.5rem))] xl:pb-32",
  image:
    "h-[max(24.5rem,calc(31vw+10rem))] object-[80%_100%] [mask-image:linear-gradient(to_bottom,transparent_0,#000_9rem)] xl:inset-y-0 xl:h-full xl:object-[62%_100%] xl:[mask-image:linear-gradient(to_bottom,transparent_0,transparent_6rem,#000_11rem),linear-gradient(to_right,transparent_0,transparent_calc(max(1.5rem,50%-36rem)+var(--text-col)),#000_calc(max(1.5rem,50%-36rem)+var(--text-col)+8rem))] xl:[mask-composite:intersect]",
  shade:
    "xl:bg-[linear-gradient(100deg,rgb(var(--hero-shade)/0.92)_0%,rgb(var(--hero-shade)/0.72)_42%,rgb(var(--hero-shade)/0.1)_75%)]",
  column: "xl:max-w-(--text-col)",
};
