import type { TextId } from "./namespaces";
import { useEditableText } from "./useEditableText";
import { useText, type TextValues } from "./useText";

/**
 * Renders one piece of copy, as text (never HTML), in the current language.
 * In the copy editor's edit mode it is the editable text instead. `svg` marks
 * a text inside an SVG <text> element.
 */
export function Text({ id, values, svg }: { id: TextId; values?: TextValues; svg?: boolean }) {
  const t = useText();
  const Editable = useEditableText();
  const text = t(id, values);
  // The editor's text is one stable component, plugged in once edit mode's code has loaded.
  // eslint-disable-next-line react-hooks/static-components
  return Editable ? <Editable id={id} text={text} svg={svg} /> : <>{text}</>;
}
