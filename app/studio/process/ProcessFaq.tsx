import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { LineIcon } from "../../ui/LineIcon";
import { processCopy } from "../content/process";
import { PROCESS_ICONS } from "./process-icons";

export function ProcessFaq() {
  const copy = useCopy(processCopy);
  return (
    <section aria-labelledby="faq-title" className="bg-paper px-4 py-20 text-paper-fg sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-title" className="text-3xl font-extrabold sm:text-4xl">
          <Text id="process.faq.title" />
        </h2>
        <div className="mt-8 divide-y divide-paper-line rounded-card border border-paper-line bg-paper-raised">
          {copy.faq.items.map((_, i) => (
            <details key={i} className="group px-6 py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold">
                <Text id={`process.faq.items.${i}.question`} />
                <LineIcon
                  node={PROCESS_ICONS.chevronDown}
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 text-paper-muted">
                <Text id={`process.faq.items.${i}.answer`} />
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
