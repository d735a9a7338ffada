import { createEditLookup } from "../../lib/copy-edits/edit-lookup";
import { read, subscribe } from "../../lib/storage";
import { fillEditorSlot } from "../editor-slot";
import { pageOf } from "./copy-source";
import { EditableText } from "./EditableText";
import { EditModeChrome } from "./EditModeChrome";
import { currentEdits, subscribeEdits } from "./edits-store";
import { arrange, subscribeLayout } from "./layout-store";

let started = false;

/**
 * Plugs the editor into every page: this browser's edits and arrangement of
 * sections, and edit mode's text and controls. The section toolbars' code
 * (drag and drop) loads the first time edit mode is on.
 */
export function startEditor(): void {
  if (started) return;
  started = true;
  const showEdits = () => fillEditorSlot({ override: createEditLookup(currentEdits(), pageOf) });
  const showLayout = () => fillEditorSlot({ arrange: (page, defaults) => arrange(page, defaults) });
  showEdits();
  showLayout();
  subscribeEdits(showEdits);
  subscribeLayout(showLayout);
  fillEditorSlot({ EditableText, EditModeChrome });

  let sectionsLoading = false;
  const loadSections = () => {
    if (sectionsLoading || read("adminEditMode") !== true) return;
    sectionsLoading = true;
    import("./sections/SectionsEditor")
      .then(({ default: SectionsFrame }) => fillEditorSlot({ SectionsFrame }))
      .catch((error: unknown) => {
        sectionsLoading = false;
        console.error("The section toolbars failed to load.", error);
      });
  };
  loadSections();
  subscribe(loadSections);
}
