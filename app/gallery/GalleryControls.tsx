import { ICONS } from "../ui/icon-paths";
import { LineIcon, type IconNode } from "../ui/LineIcon";
import { GALLERY_ICONS } from "./gallery-icons";
import { useId } from "react";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import type { GalleryQuery, ViewMode } from "../lib/gallery-query";
import { FilterOption, type FilterChoice } from "./FilterOption";
import { ActionButton } from "../ui/ActionButton";

const selectClass =
  "select-chevron h-11 w-full rounded-full border border-line bg-surface pl-4 text-sm text-fg sm:w-auto sm:min-w-44";

/** Search, industry and style filters, and the grid/immersive switch. */
export function GalleryControls({
  query,
  industries,
  styles,
  onChange,
}: {
  query: GalleryQuery;
  industries: FilterChoice[];
  styles: FilterChoice[];
  onChange: (change: Partial<GalleryQuery>, options?: { replace?: boolean }) => void;
}) {
  const t = useText();
  const ids = { search: useId(), industry: useId(), style: useId() };
  const views: { mode: ViewMode; icon: IconNode }[] = [
    { mode: "grid", icon: ICONS.layoutGrid },
    { mode: "immersive", icon: GALLERY_ICONS.rows },
  ];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="relative flex-1">
        <label htmlFor={ids.search} className="mb-1.5 block text-sm font-semibold">
          <Text id="gallery.search.label" />
        </label>
        <LineIcon
          node={GALLERY_ICONS.search}
          className="pointer-events-none absolute bottom-3.5 left-4 size-4 text-fg-muted"
        />
        <input
          id={ids.search}
          type="search"
          value={query.q}
          maxLength={100}
          placeholder={t("gallery.search.placeholder")}
          onChange={(event) => onChange({ q: event.target.value }, { replace: true })}
          className="h-11 w-full rounded-full border border-line bg-surface pr-4 pl-11 text-fg placeholder:text-fg-muted/80"
        />
      </div>
      {/* Side by side where "Tous les secteurs" and "Tous les styles" fit, else one above the other. */}
      <div className="grid gap-3 min-[440px]:grid-cols-2 sm:flex">
        <div>
          <label htmlFor={ids.industry} className="mb-1.5 block text-sm font-semibold">
            <Text id="gallery.filters.industry" />
          </label>
          <select
            id={ids.industry}
            value={query.industry}
            onChange={(event) => onChange({ industry: event.target.value })}
            className={selectClass}
          >
            <option value="">{t("gallery.filters.allIndustries")}</option>
            {industries.map((choice) => (
              <FilterOption key={choice.value} choice={choice} field="industry" />
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.style} className="mb-1.5 block text-sm font-semibold">
            <Text id="gallery.filters.style" />
          </label>
          <select
            id={ids.style}
            value={query.style}
            onChange={(event) => onChange({ style: event.target.value })}
            className={selectClass}
          >
            <option value="">{t("gallery.filters.allStyles")}</option>
            {styles.map((choice) => (
              <FilterOption key={choice.value} choice={choice} field="style" />
            ))}
          </select>
        </div>
      </div>
      <div
        role="group"
        aria-label={t("gallery.view.label")}
        className="flex rounded-full border border-line bg-surface p-1"
      >
        {views.map(({ mode, icon }) => (
          <ActionButton
            key={mode}
            aria-pressed={query.view === mode}
            onClick={() => onChange({ view: mode })}
            className="inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-fg-muted transition aria-pressed:bg-accent aria-pressed:text-accent-fg"
          >
            <LineIcon node={icon} className="size-4" />
            <Text id={`gallery.view.${mode}`} />
          </ActionButton>
        ))}
      </div>
    </div>
  );
}
