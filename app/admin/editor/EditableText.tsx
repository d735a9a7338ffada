import { useEffect, useRef } from "react";
import { useDictionaries } from "../../content/ContentProvider";
import type { EditableTextProps } from "../../content/copy-layer";
import { registerEditable } from "./editables";

/** A text in edit mode: the same text, marked so that its pencil and editor can find it. */
export function EditableText({ id, text, svg }: EditableTextProps) {
  const ref = useRef<HTMLElement & SVGTSpanElement>(null);
  const instance = useDictionaries()[id.slice(0, id.indexOf("."))]?.instance;

  useEffect(() => {
    if (!ref.current) return;
    return registerEditable(ref.current, id, instance);
  }, [id, instance]);

  return svg ? (
    <tspan ref={ref} data-text-id={id}>
      {text}
    </tspan>
  ) : (
    <span ref={ref} data-text-id={id} className="editable-text">
      {text}
    </span>
  );
}
