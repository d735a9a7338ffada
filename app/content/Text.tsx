import type { TextId } from "./namespaces";
import { useText, type TextValues } from "./useText";

/** Renders one piece of copy, as text (never HTML), in the current language. */
export function Text({ id, values }: { id: TextId; values?: TextValues }) {
  const t = useText();
  return <>{t(id, values)}</>;
}
