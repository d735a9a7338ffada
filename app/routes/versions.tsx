import { versionsCopy } from "../admin/versions/content/versions";
import { VersionsPage } from "../admin/versions/VersionsPage";
import { metaFor } from "../content/meta";

export const meta = metaFor("versions", versionsCopy, { indexable: false });

export default VersionsPage;
