import { useCopy } from "../../../../content/useCopy";
import { ItemList } from "../../../../ui/ItemList";
import type { ItemLook } from "../../../../ui/ListItem";
import { cutAboutCopy } from "../../content/about";
import { CutHeading } from "../ui/CutHeading";

/** The four house rules, numbered like a barber's price board. */
export function AboutValues() {
  const copy = useCopy(cutAboutCopy);
  return (
    <section aria-labelledby="cut-values-title" className="px-4 pt-20 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-7xl">
        <CutHeading
          id="cut-values-title"
          eyebrow="cutAbout.values.eyebrow"
          title="cutAbout.values.title"
          align="center"
        />
        <ItemList
          visual={(_, i) => (
            <span
              aria-hidden="true"
              className="font-display text-4xl font-extrabold text-accent/75 tabular-nums"
            >
              {String(i + 1).padStart(2, "0")}
            </span>
          )}
          look={LOOK}
          ordered
          keys={copy.values.items.map((_, i) => i)}
          path={(i) => `cutAbout.values.items.${i}`}
          fields={{ title: "title", body: "description" }}
        />
      </div>
    </section>
  );
}

const LOOK: ItemLook = {
  list: "mt-14 grid gap-px border border-line bg-line sm:grid-cols-2",
  item: "flex gap-6 bg-bg p-7 sm:p-10",
  words: "",
  title: "text-xl font-bold tracking-[0.04em] uppercase",
  body: "mt-3 text-fg-muted",
};
