// The owner's password, sessions and one-time setup links, in the database. Tokens are
// random; only their SHA-256 is stored.
import { createHash, randomBytes } from "node:crypto";
import { sessionState, TOUCH_EVERY_MS } from "./session-rules.js";

/** How long a setup link works, once. */
export const SETUP_LINK_MS = 60 * 60 * 1000;

const newToken = () => randomBytes(32).toString("base64url");
const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text).digest("hex");

/**
 * @param {import("better-sqlite3").Database} db
 * @param {() => number} [now]
 */
export function createOwnerStore(db, now = Date.now) {
  const getHash = db.prepare("SELECT password_hash FROM owner WHERE id = 1").pluck();
  const putHash = db.prepare(`
    INSERT INTO owner (id, password_hash, changed_at) VALUES (1, ?, ?)
    ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash, changed_at = excluded.changed_at`);
  const insertSession = db.prepare(
    "INSERT INTO sessions (token_hash, created_at, last_seen_at) VALUES (?, ?, ?)",
  );
  const getSession = db.prepare(
    "SELECT created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE token_hash = ?",
  );
  const touch = db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?");
  const deleteSession = db.prepare("DELETE FROM sessions WHERE token_hash = ?");
  const deleteSessions = db.prepare("DELETE FROM sessions");
  const insertLink = db.prepare("INSERT INTO setup_links (token_hash, expires_at) VALUES (?, ?)");
  const takeLink = db
    .prepare("DELETE FROM setup_links WHERE token_hash = ? RETURNING expires_at")
    .pluck();
  const deleteLinks = db.prepare("DELETE FROM setup_links");

  /** A new session's token. */
  const openSession = () => {
    const token = newToken();
    const time = now();
    insertSession.run(sha256(token), time, time);
    return token;
  };

  return {
    /** @returns {string | undefined} */
    passwordHash: () => /** @type {string | undefined} */ (getHash.get()),

    hasOwner: () => getHash.get() !== undefined,

    /**
     * Sets the password: every session ends and every setup link dies; returns a new
     * session's token for whoever set it.
     * @param {string} hash
     */
    setPassword: db.transaction((/** @type {string} */ hash) => {
      putHash.run(hash, now());
      deleteSessions.run();
      deleteLinks.run();
      return openSession();
    }),

    openSession,

    /**
     * Whether the token is a live session's; a live one's last request is noted.
     * @param {string | undefined} token
     */
    sessionIsLive(token) {
      if (!token) return false;
      const hash = sha256(token);
      const session = /** @type {{ createdAt: number, lastSeenAt: number } | undefined} */ (
        getSession.get(hash)
      );
      if (!session) return false;
      const time = now();
      if (sessionState(session, time) !== "valid") {
        deleteSession.run(hash);
        return false;
      }
      if (time - session.lastSeenAt >= TOUCH_EVERY_MS) touch.run(time, hash);
      return true;
    },

    /** @param {string | undefined} token */
    closeSession(token) {
      if (token) deleteSession.run(sha256(token));
    },

    /** A one-time setup link's token, valid for SETUP_LINK_MS. */
    newSetupLink() {
      const token = newToken();
      insertLink.run(sha256(token), now() + SETUP_LINK_MS);
      return token;
    },

    /**
     * Uses up a setup link: true once, for a link that has not expired.
     * @param {string} token
     */
    takeSetupLink(token) {
      const expiresAt = /** @type {number | undefined} */ (takeLink.get(sha256(token)));
      return expiresAt !== undefined && now() < expiresAt;
    },
  };
}

/** @typedef {ReturnType<typeof createOwnerStore>} OwnerStore */
