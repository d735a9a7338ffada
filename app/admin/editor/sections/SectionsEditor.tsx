import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useId, useState } from "react";
import { ContentProvider } from "../../../content/ContentProvider";
import { useText } from "../../../content/useText";
import {
  moveSection,
  moveSectionDown,
  moveSectionUp,
  type SectionLayout,
} from "../../../lib/copy-edits/section-layout";
import type { SectionsFrameProps } from "../../../content/copy-layer";
import { adminCopy } from "../../content/admin";
import { commitLayout, currentLayout } from "../layout-store";
import { HiddenSections } from "./HiddenSections";
import { SectionFrame } from "./SectionFrame";

/**
 * Edit mode's sections: each with its toolbar, sortable by drag and drop with
 * a pointer (dnd-kit), or with the keyboard on the same handle (Space picks a
 * section up, the arrow keys move it, Space drops it, Escape puts it back),
 * announced to screen readers in the page's language; the sections hidden in this browser are
 * listed after them, to restore. Loaded only in edit mode.
 */
export default function SectionsEditor(props: SectionsFrameProps) {
  return (
    <ContentProvider namespace="admin" copy={adminCopy}>
      <SortableSections {...props} />
    </ContentProvider>
  );
}

function SortableSections({ page, defaults, arrangement, sections }: SectionsFrameProps) {
  const t = useText();
  const instructionsId = useId();
  const { visible, deleted } = arrangement;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [picked, setPicked] = useState<{ id: string; before: SectionLayout } | null>(null);
  const [message, setMessage] = useState("");

  const position = (id: unknown) => ({
    id: String(id),
    position: visible.indexOf(String(id)) + 1,
    count: visible.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("admin.sections.picked", { id: String(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("admin.sections.over", { ...position(over.id), id: String(active.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("admin.sections.dropped", { ...position(over.id), id: String(active.id) })
        : t("admin.sections.cancelled", { id: String(active.id) }),
    onDragCancel: ({ active }) => t("admin.sections.cancelled", { id: String(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    commitLayout(
      moveSection(
        currentLayout(),
        page,
        defaults,
        String(active.id),
        visible.indexOf(String(over.id)),
      ),
    );
  };

  /** The keyboard's drag and drop, on a section's handle. */
  const onHandleKey = (id: string, event: React.KeyboardEvent) => {
    const at = () => ({ id, position: visible.indexOf(id) + 1, count: visible.length });
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (picked?.id === id) {
        setPicked(null);
        setMessage(t("admin.sections.dropped", at()));
      } else {
        setPicked({ id, before: currentLayout() });
        setMessage(t("admin.sections.picked", { id }));
      }
    } else if (picked?.id === id && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
      event.preventDefault();
      const index = visible.indexOf(id);
      const to = event.key === "ArrowUp" ? index - 1 : index + 1;
      if (to < 0 || to >= visible.length) return;
      const move = event.key === "ArrowUp" ? moveSectionUp : moveSectionDown;
      commitLayout(move(currentLayout(), page, defaults, id));
      setMessage(t("admin.sections.over", { id, position: to + 1, count: visible.length }));
    } else if (picked?.id === id && event.key === "Escape") {
      event.preventDefault();
      commitLayout(picked.before);
      setPicked(null);
      setMessage(t("admin.sections.cancelled", { id }));
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("admin.sections.instructions") },
        restoreFocus: false,
      }}
    >
      <SortableContext items={[...visible]} strategy={verticalListSortingStrategy}>
        {visible.map((id, index) => (
          <SectionFrame
            key={id}
            page={page}
            id={id}
            defaults={defaults}
            first={index === 0}
            last={index === visible.length - 1}
            describedBy={instructionsId}
            picked={picked?.id === id}
            onHandleKey={(event) => onHandleKey(id, event)}
            onHandleBlur={(event) => {
              // Moving a section moves its handle in the page, which blurs it for a moment
              // (React gives focus back at once): only a real move of focus elsewhere drops it.
              const handle = event.currentTarget;
              setTimeout(() => {
                if (document.activeElement !== handle) {
                  setPicked((current) => (current?.id === id ? null : current));
                }
              });
            }}
          >
            {sections.get(id)}
          </SectionFrame>
        ))}
      </SortableContext>
      <p id={instructionsId} hidden>
        {t("admin.sections.instructions")}
      </p>
      <p role="status" className="sr-only">
        {message}
      </p>
      {deleted.length > 0 && <HiddenSections page={page} defaults={defaults} deleted={deleted} />}
    </DndContext>
  );
}
