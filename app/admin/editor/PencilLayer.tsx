import { useEffect, useState, useSyncExternalStore } from "react";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import { LineIcon } from "../../ui/LineIcon";
import { ADMIN_ICONS } from "./admin-icons";
import { shownEditables, subscribeEditables, takeRequestedEdit, type Editable } from "./editables";
import { editsState, subscribeEdits } from "./edits-store";
import { InlineEditor } from "./InlineEditor";
import { readText } from "./text-edit";

const none = (): readonly Editable[] => [];

/** Up to 60 characters of a text, for its pencil's name. */
const preview = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
};

/**
 * A pencil beside every text in or near the viewport (placed with CSS anchor
 * positioning, outside the page's own links and buttons, so none nests inside
 * another control), and the inline editor of the one chosen.
 */
export function PencilLayer() {
  const t = useText();
  const locale = useLocale();
  // Re-rendered on every edit, so each pencil's name shows the text as it now is.
  useSyncExternalStore(subscribeEdits, editsState, editsState);
  const editables = useSyncExternalStore(subscribeEditables, shownEditables, none);
  const [editing, setEditing] = useState<{ editable: Editable; opener: Element | null } | null>(
    null,
  );
  const open = (editable: Editable) => setEditing({ editable, opener: document.activeElement });

  // "Edit Section" asks for the first text of a section.
  useEffect(
    () =>
      subscribeEditables(() => {
        const editable = takeRequestedEdit();
        if (editable) open(editable);
      }),
    [],
  );

  const close = () => {
    const { opener, editable } = editing ?? {};
    setEditing(null);
    // Focus returns to what opened the editor: the pencil, or the section's menu. A pencil
    // drawn again meanwhile (its text re-rendered) is found by its text.
    requestAnimationFrame(() => {
      if (opener instanceof HTMLElement && opener.isConnected) return opener.focus();
      const again = shownEditables().find(
        (shown) => shown.id === editable?.id && shown.instance === editable.instance,
      );
      if (again)
        document.querySelector<HTMLElement>(`[data-pencil-for="${again.anchor}"]`)?.focus();
    });
  };

  return (
    <div className="edit-layer">
      {editables.map((editable) => (
        <button
          key={editable.anchor}
          type="button"
          data-pencil-for={editable.anchor}
          aria-label={t("admin.editor.pencil", {
            text: preview(readText({ locale, ...editable }).value),
          })}
          aria-expanded={editing?.editable === editable}
          onClick={() => open(editable)}
          className="edit-pencil"
          style={placement(editable)}
        >
          <LineIcon node={ADMIN_ICONS.pencil} className="size-3.5" />
        </button>
      ))}
      {editing && (
        <InlineEditor
          key={editing.editable.anchor}
          editable={editing.editable}
          style={placement(editing.editable)}
          onClose={close}
        />
      )}
    </div>
  );
}

/**
 * Where a pencil (and its editor) goes: against the text's CSS anchor; an SVG
 * text, which cannot be an anchor, by its box on the page.
 */
function placement({ element, anchor }: Editable): React.CSSProperties {
  if (element instanceof HTMLElement) return { "--edit-anchor": anchor } as React.CSSProperties;
  const box = element.getBoundingClientRect();
  return {
    position: "absolute",
    top: box.top + window.scrollY,
    left: box.right + window.scrollX,
    positionAnchor: "none",
  } as React.CSSProperties;
}
