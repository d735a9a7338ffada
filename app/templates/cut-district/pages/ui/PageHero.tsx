import type { ReactNode } from "react";
import emblem from "../../../../assets/cut-district/pages/shop-emblem.svg?url";
import rays from "../../../../assets/cut-district/pages/hero-rays.svg?url";
import type { TextId } from "../../../../content/namespaces";
import { Text } from "../../../../content/Text";

/**
 * The top of a barbershop sub-page: gold rays behind an uppercase title and,
 * from 1024 px, the shop's razor-and-scissors emblem.
 */
export function PageHero({
  id,
  eyebrow,
  title,
  text,
  children,
}: {
  id: string;
  eyebrow: TextId;
  title: TextId;
  text: TextId;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative isolate overflow-hidden border-b border-line px-4 pt-20 pb-20 sm:px-6 sm:pt-28 sm:pb-24"
    >
      <img
        src={rays}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-right-bottom"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1fr_auto]">
        <div className="max-w-3xl">
          <p className="flex items-center gap-4 text-xs font-bold tracking-[0.3em] text-accent uppercase sm:text-sm">
            <span aria-hidden="true" className="h-px w-10 bg-accent" />
            <Text id={eyebrow} />
          </p>
          <h1
            id={`${id}-title`}
            className="mt-6 text-[2.2rem] leading-[1.02] font-extrabold tracking-[0.01em] uppercase min-[400px]:text-[2.6rem] sm:text-6xl lg:text-7xl"
          >
            <Text id={title} />
          </h1>
          <p className="mt-7 max-w-2xl text-lg text-fg/80 sm:text-xl">
            <Text id={text} />
          </p>
          {children}
        </div>
        <img
          src={emblem}
          alt=""
          width={400}
          height={400}
          className="hidden size-72 motion-safe:animate-[spin_120s_linear_infinite] lg:block xl:size-80"
        />
      </div>
    </section>
  );
}
