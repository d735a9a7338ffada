import { setCopyLayer } from "../../content/copy-layer";
import { createEditLookup } from "../../lib/copy-edits/edit-lookup";
import { read, subscribe } from "../../lib/storage";
import { setEditModeChrome } from "../editor-slot";
import { pageOf } from "./copy-source";
import { EditableText } from "./EditableText";
import { EditModeChrome } from "./EditModeChrome";
import { currentEdits, subscribeEdits } from "./edits-store";
import { arrange, subscribeLayout } from "./layout-store";

let started = false;

const inEditMode = () => read("adminAuthenticated") === true && read("adminEditMode") === true;

/**
 * Lays this browser's edits and arrangement of sections over every page and,
 * in edit mode, the editable text and the section toolbars. The toolbars'
 * code (drag and drop) loads the first time edit mode is on.
 */
export function startEditor(): void {
  if (started) return;
  started = true;
  setEditModeChrome(EditModeChrome);

  const showEdits = () => setCopyLayer({ override: createEditLookup(currentEdits(), pageOf) });
  const showLayout = () => setCopyLayer({ arrange: (page, defaults) => arrange(page, defaults) });
  showEdits();
  showLayout();
  subscribeEdits(showEdits);
  subscribeLayout(showLayout);

  let SectionsFrame: (typeof import("./sections/SectionsEditor"))["default"] | null = null;
  let loading = false;
  const showEditMode = () => {
    const on = inEditMode();
    setCopyLayer({
      EditableText: on ? EditableText : null,
      SectionsFrame: on ? SectionsFrame : null,
    });
    if (!on || SectionsFrame || loading) return;
    loading = true;
    import("./sections/SectionsEditor")
      .then(({ default: frame }) => {
        SectionsFrame = frame;
        showEditMode();
      })
      .catch((error: unknown) => console.error("The section toolbars failed to load.", error))
      .finally(() => {
        loading = false;
      });
  };
  showEditMode();
  subscribe(showEditMode);
}
