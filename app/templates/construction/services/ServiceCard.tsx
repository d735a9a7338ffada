import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { constructionServicesCopy } from "../content/services";
import { SERVICE_ICONS, type ServiceId } from "./services-data";

/** One service: icon, number, title, description and what it includes; its id is an anchor. */
export function ServiceCard({ id, position }: { id: ServiceId; position: number }) {
  const copy = useCopy(constructionServicesCopy);
  return (
    <li
      id={id}
      tabIndex={-1}
      className="group relative flex scroll-mt-32 flex-col overflow-hidden rounded-card border border-line bg-surface p-7 shadow-lift outline-none target:ring-2 target:ring-accent"
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-accent transition-transform duration-(--motion-slow) ease-out-soft group-hover:scale-x-100 motion-reduce:transition-none"
      />
      <div className="flex items-start justify-between">
        <span className="inline-flex size-12 items-center justify-center rounded-card bg-fg text-bg">
          <TemplateIcon name={SERVICE_ICONS[id]} className="size-6" />
        </span>
        <span aria-hidden="true" className="font-display text-sm font-bold text-fg-muted">
          {String(position).padStart(2, "0")}
        </span>
      </div>
      <h3 className="mt-6 text-xl font-bold">
        <Text id={`constructionServices.list.items.${id}.title`} />
      </h3>
      <p className="mt-3 text-fg-muted">
        <Text id={`constructionServices.list.items.${id}.body`} />
      </p>
      <p className="mt-6 border-t border-line pt-5 text-xs font-bold tracking-[0.14em] text-fg-muted uppercase">
        <Text id="constructionServices.list.includes" />
      </p>
      <ul className="mt-3 grid gap-2.5 text-sm">
        {copy.list.items[id].features.map((_, j) => (
          <li key={j} className="flex gap-2.5">
            <TemplateIcon name="check" className="mt-0.5 size-4 shrink-0 text-accent" />
            <Text id={`constructionServices.list.items.${id}.features.${j}`} />
          </li>
        ))}
      </ul>
    </li>
  );
}
