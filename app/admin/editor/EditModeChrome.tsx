import { ContentProvider } from "../../content/ContentProvider";
import { adminCopy } from "../content/admin";
import { EditBar } from "./EditBar";
import { PencilLayer } from "./PencilLayer";
import "./editor.css";

/** What edit mode adds to every page: the edit bar, and the pencils with their editor. */
export function EditModeChrome() {
  return (
    <ContentProvider namespace="admin" copy={adminCopy}>
      <EditBar />
      <PencilLayer />
    </ContentProvider>
  );
}
