// /api/publish: the owner's Publish and the versions of the published copy (issue 36). Every
// call is the signed-in owner's; a state-changing one also passes the site's Origin check.
import { jsonApi } from "./json-api.js";

/** Largest publish body read: the edit set's own limit (800 KB) with room for the JSON around it. */
export const MAX_PUBLISH_BODY = 1024 * 1024;
/** Versions the list shows, newest first. */
const VERSIONS_LISTED = 100;

/**
 * @typedef {typeof import("../../app/lib/publish/publish-post")} PublishRules
 *
 * @typedef {object} PublishApiOptions
 * @property {import("../publish/version-store.js").VersionStore} versions
 * @property {import("../publish/publisher.js").Publisher} publisher
 * @property {PublishRules} rules  the editor's own (app/lib/publish/publish-post.ts)
 * @property {Pick<typeof import("../../app/lib/publish/publish-translation"), "machineFrenchOf" | "versionFrench">} french
 *   a version's French: the live texts as its pages have them, its machine French for the
 *   owner to review (publish-translation.ts)
 * @property {import("./json-api.js").SiteHeaders} headers
 * @property {(req: Request, https: boolean) => boolean} isOwner
 * @property {() => Date} [now]
 */

/**
 * @param {PublishApiOptions} options
 * @returns {(req: Request, path: string, https: boolean) => Promise<Response>}
 */
export function createPublishApi({
  versions,
  publisher,
  rules,
  french,
  headers,
  isOwner,
  now = () => new Date(),
}) {
  const { json, readPost } = jsonApi(headers);

  /** @param {string} edits  an edit set's JSON */
  const fieldsOf = (edits) => rules.fieldCounts(JSON.parse(edits));

  /** @type {(req: Request, https: boolean) => Promise<Response>} */
  async function publish(req, https) {
    const read = await readPost(req, https, MAX_PUBLISH_BODY);
    if ("refused" in read) return read.refused;
    if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
    const verdict = rules.readPublishPost(read.body);
    if (!verdict.ok) return json(req, 422, { error: "invalid", reason: verdict.reason });
    const id = publisher.submit(
      { createdAt: now().toISOString(), author: "owner", note: verdict.note },
      (previous) => {
        const edits = JSON.stringify(
          rules.nextVersionEdits(previous === null ? null : JSON.parse(previous), verdict.edits),
        );
        return { edits, fields: fieldsOf(edits) };
      },
    );
    return json(req, 202, { version: summary(id) });
  }

  /** @param {number} id */
  const summary = (id) => {
    const version = versions.get(id);
    if (!version) return null;
    const { edits: _edits, machineFrench: _french, ...rest } = version;
    return rest;
  };

  /** @type {(req: Request, id: number, https: boolean) => Promise<Response>} */
  async function restore(req, id, https) {
    const read = await readPost(req, https, 1024);
    if ("refused" in read) return read.refused;
    if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
    const source = versions.get(id);
    if (!source || source.state === "failed") return json(req, 404, { error: "unknown" });
    const next = publisher.submit(
      { createdAt: now().toISOString(), author: "owner", note: "", restoredFrom: id },
      () => ({ edits: source.edits, fields: source.fields }),
    );
    return json(req, 202, { version: summary(next) });
  }

  return async (req, path, https) => {
    const reading = req.method === "GET" || req.method === "HEAD";
    if (path === "/api/publish") {
      if (!reading) return publish(req, https);
      if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
      const live = versions.live();
      return json(req, 200, {
        live: live && summary(live.id),
        // The texts the live pages show (their data block), machine French included.
        liveCopy: live
          ? JSON.parse(
              french.versionFrench(JSON.parse(live.edits), live.machineFrench, [], []).copyJson,
            )
          : null,
        versions: versions.list(VERSIONS_LISTED),
      });
    }
    const call = /^\/api\/publish\/versions\/([1-9]\d{0,15})(\/restore)?$/.exec(path);
    if (!call) return json(req, 404, { error: "not-found" });
    const id = Number(call[1]);
    if (call[2]) return restore(req, id, https);
    if (!reading) return json(req, 405, { error: "method" }, { Allow: "GET, HEAD" });
    if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
    const version = versions.get(id);
    if (!version) return json(req, 404, { error: "unknown" });
    const before = versions.before(id);
    return json(req, 200, {
      version: summary(id),
      before: before && summary(before.id),
      changes: rules.diffVersions(before && JSON.parse(before.edits), JSON.parse(version.edits)),
      machineFrench: french.machineFrenchOf(version.machineFrench),
    });
  };
}
