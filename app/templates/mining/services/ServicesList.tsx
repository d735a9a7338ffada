import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { miningServicesCopy } from "../content/services";
import { idsOf, SERVICE_ICONS } from "../data";
import { IconTile } from "../ui/IconTile";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { HeadedSection } from "../../shared/HeadedSection";

/** Six service cards with their feature lists (SPEC §2.6). */
export function ServicesList() {
  const copy = useCopy(miningServicesCopy);
  return (
    <HeadedSection titleId="services-list-title" words="miningServices.list">
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {idsOf(SERVICE_ICONS).map((id) => (
          <li
            key={id}
            id={id}
            tabIndex={-1}
            className="flex scroll-mt-32 flex-col rounded-card border border-line bg-surface p-7 shadow-lift outline-none target:ring-2 target:ring-accent"
          >
            <IconTile icon={SERVICE_ICONS[id]} />
            <h3 className="mt-5 text-xl font-bold">
              <Text id={`miningServices.list.items.${id}.title`} />
            </h3>
            <p className="mt-2 text-fg-muted">
              <Text id={`miningServices.list.items.${id}.body`} />
            </p>
            <p className="mt-5 text-xs font-bold tracking-[0.14em] text-fg-muted uppercase">
              <Text id="miningServices.list.includes" />
            </p>
            <ul className="mt-3 grid gap-2 text-sm">
              {copy.list.items[id].features.map((_, j) => (
                <li key={j} className="flex gap-2">
                  <TemplateIcon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                  <Text id={`miningServices.list.items.${id}.features.${j}`} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
