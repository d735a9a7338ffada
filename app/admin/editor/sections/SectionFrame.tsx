import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useRef, type ReactNode } from "react";
import { SectionToolbar } from "./SectionToolbar";

/** One section in edit mode: its toolbar above it, and both move together when dragged. */
export function SectionFrame({
  page,
  id,
  defaults,
  first,
  last,
  describedBy,
  picked,
  onHandleKey,
  onHandleBlur,
  children,
}: {
  page: string;
  id: string;
  defaults: readonly string[];
  first: boolean;
  last: boolean;
  describedBy: string;
  /** Picked up with the keyboard, to move with the arrow keys. */
  picked: boolean;
  onHandleKey: (event: React.KeyboardEvent) => void;
  onHandleBlur: (event: React.FocusEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement | null>(null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <div
      ref={(node) => {
        frame.current = node;
        setNodeRef(node);
      }}
      data-section-id={id}
      className={`section-frame${isDragging || picked ? " section-frame-dragging" : ""}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <SectionToolbar
        page={page}
        id={id}
        defaults={defaults}
        first={first}
        last={last}
        frame={frame}
        handle={{
          ref: setActivatorNodeRef,
          ...attributes,
          ...listeners,
          "aria-describedby": describedBy,
          "aria-pressed": picked,
          onKeyDown: onHandleKey,
          onBlur: onHandleBlur,
        }}
      />
      {children}
    </div>
  );
}
