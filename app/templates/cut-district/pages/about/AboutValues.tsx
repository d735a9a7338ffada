import { Text } from "../../../../content/Text";
import { useCopy } from "../../../../content/useCopy";
import { cutAboutCopy } from "../../content/about";
import { CutHeading } from "../ui/CutHeading";

/** The four house rules, numbered like a barber's price board. */
export function AboutValues() {
  const copy = useCopy(cutAboutCopy);
  return (
    <section aria-labelledby="cut-values-title" className="px-4 pt-20 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-6xl">
        <CutHeading
          id="cut-values-title"
          eyebrow="cutAbout.values.eyebrow"
          title="cutAbout.values.title"
          align="center"
        />
        <ol className="mt-14 grid gap-px border border-line bg-line sm:grid-cols-2">
          {copy.values.items.map((_, i) => (
            <li key={i} className="flex gap-6 bg-bg p-7 sm:p-10">
              <span
                aria-hidden="true"
                className="font-display text-4xl font-extrabold text-accent/75 tabular-nums"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-xl font-bold tracking-[0.04em] uppercase">
                  <Text id={`cutAbout.values.items.${i}.title`} />
                </h3>
                <p className="mt-3 text-fg-muted">
                  <Text id={`cutAbout.values.items.${i}.description`} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
