// The copy_versions table (migration 004): versions of the owner's published edits, their
// state, and which one is live.

/**
 * @typedef {"queued" | "building" | "live" | "failed"} VersionState
 *
 * @typedef {object} VersionSummary
 * @property {number} id
 * @property {string} createdAt  ISO 8601
 * @property {string} author
 * @property {string} note
 * @property {{ en: number, fr: number }} fields  edited texts per language
 * @property {number | null} restoredFrom
 * @property {VersionState} state
 * @property {string} failure   why it failed ("" otherwise)
 * @property {string | null} liveAt
 *
 * @typedef {VersionSummary & { edits: string, machineFrench: string | null }} StoredVersion
 *   with its edit set's JSON and the machine French of its publish (publish-translation.ts)
 *
 * @typedef {object} NewVersion
 * @property {string} createdAt
 * @property {string} author
 * @property {string} note
 * @property {string} edits
 * @property {{ en: number, fr: number }} fields
 * @property {number | null} [restoredFrom]
 */

const SUMMARY = `id, created_at AS createdAt, author, note, en_fields AS en, fr_fields AS fr,
  restored_from AS restoredFrom, state, failure, live_at AS liveAt`;

/** The longest failure reason kept. */
const FAILURE_MAX = 2000;

/**
 * @param {any} row
 * @returns {VersionSummary}
 */
const summaryOf = ({ en, fr, edits: _edits, machineFrench: _french, ...row }) => ({
  ...row,
  fields: { en, fr },
});

/**
 * @param {import("better-sqlite3").Database} db
 */
export function createVersionStore(db) {
  const insert = db.prepare(`
    INSERT INTO copy_versions (created_at, author, note, edits, en_fields, fr_fields, restored_from)
    VALUES (@createdAt, @author, @note, @edits, @en, @fr, @restoredFrom)`);
  const FULL = `${SUMMARY}, edits, machine_french AS machineFrench`;
  const one = db.prepare(`SELECT ${FULL} FROM copy_versions WHERE id = ?`);
  const recent = db.prepare(`SELECT ${SUMMARY} FROM copy_versions ORDER BY id DESC LIMIT ?`);
  const live = db.prepare(
    `SELECT ${FULL} FROM copy_versions WHERE state = 'live' ORDER BY id DESC LIMIT 1`,
  );
  const lastKept = db.prepare(
    `SELECT edits FROM copy_versions WHERE state != 'failed' ORDER BY id DESC LIMIT 1`,
  );
  const before = db.prepare(
    `SELECT ${FULL} FROM copy_versions WHERE id < ? AND state != 'failed'
     ORDER BY id DESC LIMIT 1`,
  );
  const nextQueued = db.prepare(
    `SELECT ${FULL} FROM copy_versions WHERE state = 'queued' ORDER BY id LIMIT 1`,
  );
  const setState = db.prepare(
    `UPDATE copy_versions SET state = @state, failure = @failure, live_at = @liveAt
     WHERE id = @id`,
  );
  const setFrench = db.prepare(`UPDATE copy_versions SET machine_french = ? WHERE id = ?`);
  const interrupted = db.prepare(
    `UPDATE copy_versions SET state = 'failed', failure = @failure WHERE state = 'building'`,
  );

  /** @param {any} row @returns {StoredVersion | null} */
  const stored = (row) =>
    row ? { ...summaryOf(row), edits: row.edits, machineFrench: row.machineFrench } : null;

  return {
    /**
     * Adds a version, queued; its edits are made by `editsAfter` from the newest version not
     * failed (null if none), in the same transaction, so versions made at once build on each
     * other and none is lost. Returns its id.
     */
    add: db.transaction(
      (
        /** @type {Omit<NewVersion, "edits" | "fields">} */ version,
        /** @type {(previous: string | null) => Pick<NewVersion, "edits" | "fields">} */ editsAfter,
      ) => {
        const previous = /** @type {{ edits: string } | undefined} */ (lastKept.get());
        const { edits, fields } = editsAfter(previous?.edits ?? null);
        const result = insert.run({
          restoredFrom: null,
          ...version,
          edits,
          en: fields.en,
          fr: fields.fr,
        });
        return Number(result.lastInsertRowid);
      },
    ),
    /** @param {number} id */
    get: (id) => stored(one.get(id)),
    /** The version `id` was built on: the one before it that did not fail. */
    before: (/** @type {number} */ id) => stored(before.get(id)),
    /** The newest versions first. @param {number} limit @returns {VersionSummary[]} */
    list: (limit) => recent.all(limit).map(summaryOf),
    /** What visitors see: the newest version made live, or null (the build's own pages). */
    live: () => stored(live.get()),
    /** The next version to build, in order. */
    nextQueued: () => stored(nextQueued.get()),
    /** Keeps the machine French of a version's publish. @param {number} id @param {string | null} french */
    setMachineFrench: (id, french) => setFrench.run(french, id),
    /** @param {number} id */
    markBuilding: (id) => setState.run({ id, state: "building", failure: "", liveAt: null }),
    /** @param {number} id @param {Date} at */
    markLive: (id, at) =>
      setState.run({ id, state: "live", failure: "", liveAt: at.toISOString() }),
    /** @param {number} id @param {string} reason */
    markFailed: (id, reason) =>
      setState.run({ id, state: "failed", failure: reason.slice(0, FAILURE_MAX), liveAt: null }),
    /**
     * After a start: a version left building by a server that stopped is failed, with `reason`.
     * @param {string} reason
     * @returns {number}  how many
     */
    failInterrupted: (reason) => interrupted.run({ failure: reason }).changes,
  };
}

/** @typedef {ReturnType<typeof createVersionStore>} VersionStore */
