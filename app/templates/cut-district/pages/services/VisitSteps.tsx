import { useCopy } from "../../../../content/useCopy";
import { ItemList } from "../../../../ui/ItemList";
import type { ItemLook } from "../../../../ui/ListItem";
import { cutServicesCopy } from "../../content/services";
import { CutHeading } from "../ui/CutHeading";

/** How a visit works, in four numbered steps joined by a gold line. */
export function VisitSteps() {
  const copy = useCopy(cutServicesCopy);
  return (
    <section
      aria-labelledby="cut-process-title"
      className="border-y border-line bg-[#111113] px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <CutHeading
          id="cut-process-title"
          eyebrow="cutServices.process.eyebrow"
          title="cutServices.process.title"
          align="center"
        />
        <ItemList
          visual={(_, i) => (
            <span
              aria-hidden="true"
              className="mx-auto grid size-14 place-items-center rounded-full border border-accent bg-bg font-display text-lg font-bold text-accent-strong"
            >
              {String(i + 1).padStart(2, "0")}
            </span>
          )}
          look={LOOK}
          ordered
          keys={copy.process.steps.map((_, i) => i)}
          path={(i) => `cutServices.process.steps.${i}`}
          fields={{ title: "title", body: "description" }}
        >
          <span
            aria-hidden="true"
            className="absolute top-7 right-[12%] left-[12%] hidden h-px bg-gradient-to-r from-accent/0 via-accent/60 to-accent/0 lg:block"
          />
        </ItemList>
      </div>
    </section>
  );
}

const LOOK: ItemLook = {
  list: "relative mt-16 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8",
  item: "relative text-center",
  title: "mt-6 text-xl font-bold tracking-[0.08em] uppercase",
  body: "mx-auto mt-3 max-w-xs text-fg-muted",
};
