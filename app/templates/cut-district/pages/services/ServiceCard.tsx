import { Text } from "../../../../content/Text";
import { useCopy } from "../../../../content/useCopy";
import { cutServicesCopy } from "../../content/services";
import { CutIcon } from "../../home/cut-icons";
import { SERVICE_ICONS, type CoreServiceId } from "./services-data";

/** One core service: icon, name, price range, what it is and what it includes. */
export function ServiceCard({ id }: { id: CoreServiceId }) {
  const copy = useCopy(cutServicesCopy).core.items[id];
  const path = `cutServices.core.items.${id}` as const;
  return (
    <li
      id={`service-${id}`}
      className="relative flex scroll-mt-24 flex-col border border-line bg-surface p-7 transition-colors duration-(--motion) hover:border-accent/50 sm:p-9"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-14 place-items-center border border-accent/50 text-accent">
          <CutIcon name={SERVICE_ICONS[id]} className="size-7" strokeWidth={1.6} />
        </span>
        <p className="font-display text-2xl font-bold text-accent-strong">
          <Text id={`${path}.price`} />
        </p>
      </div>
      <h3 className="mt-7 text-2xl font-extrabold tracking-[0.04em] uppercase">
        <Text id={`${path}.title`} />
      </h3>
      <p className="mt-3 text-fg-muted">
        <Text id={`${path}.description`} />
      </p>
      <h4 className="mt-7 text-xs font-bold tracking-[0.24em] text-accent uppercase">
        <Text id="cutServices.core.featuresLabel" />
      </h4>
      <ul className="mt-3 grid gap-2.5 border-t border-line pt-4">
        {copy.features.map((_, i) => (
          <li key={i} className="flex gap-3 text-sm text-fg">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rotate-45 bg-accent" />
            <Text id={`${path}.features.${i}`} />
          </li>
        ))}
      </ul>
    </li>
  );
}
