import { createContext, use, type ComponentType } from "react";
import type { TextId } from "./namespaces";

export interface EditableTextProps {
  id: TextId;
  /** The text as shown (the edit or the dictionary's, values filled in). */
  text: string;
  /** True inside an SVG <text>, where a text must be a <tspan>. */
  svg?: boolean;
}

/**
 * The copy editor puts its editable text here while edit mode is on (its code
 * loads only then); otherwise null, and every text renders as plain text.
 */
export const EditableTextContext = createContext<ComponentType<EditableTextProps> | null>(null);

export const useEditableText = () => use(EditableTextContext);
