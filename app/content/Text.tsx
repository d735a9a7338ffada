import { useCopyLayer } from "./copy-layer";
import type { TextId } from "./namespaces";
import { useTextWith, type TextValues } from "./useText";

/**
 * Renders one piece of copy, as text (never HTML), in the current language.
 * In the copy editor's edit mode it is the editable text instead. `svg` marks
 * a text inside an SVG <text> element.
 */
export function Text({ id, values, svg }: { id: TextId; values?: TextValues; svg?: boolean }) {
  const layer = useCopyLayer();
  const { EditableText } = layer;
  const text = useTextWith(layer)(id, values);
  return EditableText ? <EditableText id={id} text={text} svg={svg} /> : <>{text}</>;
}
