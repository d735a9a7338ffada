import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";

/** The top of a studio inner page: eyebrow, title, lead paragraph, over a soft aurora glow. */
export function PageHero({
  eyebrow,
  title,
  text,
}: {
  eyebrow: TextId;
  title: TextId;
  text: TextId;
}) {
  return (
    <section className="relative isolate overflow-hidden px-4 pt-32 pb-16 sm:px-6 sm:pt-40 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 -z-10 h-96 w-[56rem] max-w-none -translate-x-1/2 rounded-full bg-gradient-to-r from-aurora-a/25 via-aurora-b/20 to-accent/10 blur-3xl"
      />
      <div className="mx-auto max-w-[69rem]">
        <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
          <Text id={eyebrow} />
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold sm:text-6xl">
          <Text id={title} />
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-fg-muted sm:text-xl">
          <Text id={text} />
        </p>
      </div>
    </section>
  );
}
