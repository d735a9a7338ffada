import { LineIcon } from "../ui/LineIcon";
import { GALLERY_ICONS } from "./gallery-icons";
import { Text } from "../content/Text";
import { buttonClass } from "../ui/button-styles";
import { ActionButton } from "../ui/ActionButton";

/** SPEC §2.8's two empty-state texts, and a way out. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-card border border-dashed border-line px-6 py-16 text-center">
      <LineIcon node={GALLERY_ICONS.searchX} className="mx-auto size-10 text-fg-muted" />
      <p className="mt-4 text-sm text-fg-muted">
        <Text id="gallery.empty.inline" />
      </p>
      <h2 className="mt-3 text-2xl font-bold">
        <Text id="gallery.empty.title" />
      </h2>
      <p className="mt-2 text-fg-muted">
        <Text id="gallery.empty.text" />
      </p>
      <ActionButton onClick={onClear} className={buttonClass("secondary", "md", "mt-6")}>
        <Text id="gallery.filters.clear" />
      </ActionButton>
    </div>
  );
}
