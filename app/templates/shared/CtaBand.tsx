import type { ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

/** A closing call to action: a steel panel with a title, a line and its buttons. */
export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: TextId;
  text: TextId;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="tone-steel relative mx-auto max-w-6xl overflow-hidden rounded-card bg-bg px-6 py-12 text-fg sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full border-[28px] border-accent/15"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-16 size-80 rounded-full border-[20px] border-white/5"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
              <Text id={title} />
            </h2>
            <p className="mt-4 text-lg text-fg-muted">
              <Text id={text} />
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
