// /api/owner: the owner's sign-in (issue 35). One password (scrypt, in the database), a
// session in an HttpOnly, SameSite=Strict cookie (`__Host-` and Secure under https), ended by
// signing out or changing the password; a first start's one-time setup link; sign-in slowed
// after failures, per address and for the account.
import {
  hashPassword,
  MAX_PASSWORD_LENGTH,
  passwordProblem,
  verifyPassword,
} from "../owner/password-hash.js";
import { ABSOLUTE_MS } from "../owner/session-rules.js";
import { createSignInThrottle } from "../owner/sign-in-throttle.js";
import { jsonApi } from "./json-api.js";

const MAX_BODY = 2 * 1024;

/** The session cookie's name: `__Host-` (Secure, Path=/, no Domain) wherever it can be. */
const cookieName = (/** @type {boolean} */ https) =>
  https ? "__Host-owner-session" : "owner-session";

/**
 * The value of one cookie of the request.
 * @param {Request} req
 * @param {string} name
 */
function cookie(req, name) {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * @param {boolean} https
 * @param {string} token  "" to clear it
 */
function sessionCookie(https, token) {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict", ...(https ? ["Secure"] : [])];
  // The browser keeps it no longer than the session can last; the server decides before that.
  const life = token ? `Max-Age=${ABSOLUTE_MS / 1000}` : "Max-Age=0";
  return [`${cookieName(https)}=${token}`, life, ...attributes].join("; ");
}

/**
 * @typedef {object} OwnerApiOptions
 * @property {import("../owner/owner-store.js").OwnerStore} store
 * @property {import("./json-api.js").SiteHeaders} headers
 * @property {ReturnType<typeof createSignInThrottle>} [throttle]
 * @property {(password: string, hash: string) => Promise<boolean>} [verify]
 * @property {(password: string) => Promise<string>} [hash]
 */

/**
 * @param {OwnerApiOptions} options
 */
export function createOwnerApi({
  store,
  headers,
  throttle = createSignInThrottle(),
  verify = verifyPassword,
  hash = hashPassword,
}) {
  const { json, readPost } = jsonApi(headers);
  // One password check at a time: each takes 32 MiB and a third of a second.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @type {<T>(work: () => Promise<T>) => Promise<T>} */
  const oneAtATime = (work) => {
    const result = queue.then(work, work);
    queue = result.catch(() => {});
    return result;
  };

  /** @param {Request} req @param {boolean} https */
  const tokenOf = (req, https) => cookie(req, cookieName(https));

  /** Whether the request carries a live owner session. @param {Request} req @param {boolean} https */
  const isOwner = (req, https) => store.sessionIsLive(tokenOf(req, https));

  /** @param {Request} req @param {boolean} https @param {string} token @param {number} [status] */
  const signedIn = (req, https, token, status = 204) =>
    json(req, status, undefined, { "Set-Cookie": sessionCookie(https, token) });

  /** @param {unknown} body @param {string} key */
  const text = (body, key) => {
    const value = /** @type {Record<string, unknown> | null} */ (body)?.[key];
    return typeof value === "string" && value.length <= MAX_PASSWORD_LENGTH ? value : null;
  };

  /** @type {(req: Request, https: boolean) => Promise<Response>} */
  async function setup(req, https) {
    const read = await readPost(req, https, MAX_BODY);
    if ("refused" in read) return read.refused;
    if (store.hasOwner()) return json(req, 409, { error: "owner-exists" });
    const token = text(read.body, "token");
    const password = text(read.body, "password");
    const problem = passwordProblem(password);
    if (problem) return json(req, 422, { error: problem });
    if (!token || !store.takeSetupLink(token)) return json(req, 403, { error: "link" });
    const stored = await oneAtATime(() => hash(/** @type {string} */ (password)));
    return signedIn(req, https, store.setPassword(stored), 201);
  }

  /** @type {(req: Request, https: boolean, address: () => string) => Promise<Response>} */
  async function signIn(req, https, address) {
    const read = await readPost(req, https, MAX_BODY);
    if ("refused" in read) return read.refused;
    const stored = store.passwordHash();
    if (!stored) return json(req, 409, { error: "no-owner" });
    const from = address();
    const allowed = throttle.check(from);
    if (!allowed.ok) {
      return json(
        req,
        429,
        { error: "wait", retryAfterSeconds: allowed.retryAfterSeconds },
        {
          "Retry-After": String(allowed.retryAfterSeconds),
        },
      );
    }
    const password = text(read.body, "password");
    if (password && (await oneAtATime(() => verify(password, stored)))) {
      throttle.succeeded(from);
      return signedIn(req, https, store.openSession());
    }
    throttle.failed(from);
    return json(req, 401, { error: "incorrect" });
  }

  /** @type {(req: Request, https: boolean) => Promise<Response>} */
  async function signOut(req, https) {
    const read = await readPost(req, https, MAX_BODY);
    if ("refused" in read) return read.refused;
    store.closeSession(tokenOf(req, https));
    return json(req, 204, undefined, { "Set-Cookie": sessionCookie(https, "") });
  }

  /** @type {(req: Request, https: boolean, address: () => string) => Promise<Response>} */
  async function changePassword(req, https, address) {
    const read = await readPost(req, https, MAX_BODY);
    if ("refused" in read) return read.refused;
    if (!isOwner(req, https)) return json(req, 401, { error: "sign-in" });
    const current = text(read.body, "current");
    const next = text(read.body, "password");
    const problem = passwordProblem(next);
    if (problem) return json(req, 422, { error: problem });
    const from = address();
    const allowed = throttle.check(from);
    if (!allowed.ok)
      return json(req, 429, { error: "wait", retryAfterSeconds: allowed.retryAfterSeconds });
    const stored = store.passwordHash() ?? "";
    if (!current || !(await oneAtATime(() => verify(current, stored)))) {
      throttle.failed(from);
      return json(req, 401, { error: "incorrect" });
    }
    throttle.succeeded(from);
    const hashed = await oneAtATime(() => hash(/** @type {string} */ (next)));
    // Every session ends, this browser's included; it gets a new one.
    return signedIn(req, https, store.setPassword(hashed));
  }

  /**
   * @param {Request} req
   * @param {string} path
   * @param {() => string} address
   * @param {boolean} https
   */
  async function route(req, path, address, https) {
    switch (path) {
      case "/api/owner":
        if (req.method !== "GET" && req.method !== "HEAD") {
          return json(req, 405, { error: "method" }, { Allow: "GET, HEAD" });
        }
        return json(req, 200, { owner: store.hasOwner(), signedIn: isOwner(req, https) });
      case "/api/owner/setup":
        return setup(req, https);
      case "/api/owner/sign-in":
        return signIn(req, https, address);
      case "/api/owner/sign-out":
        return signOut(req, https);
      case "/api/owner/password":
        return changePassword(req, https, address);
      default:
        return json(req, 404, { error: "not-found" });
    }
  }

  return { route, isOwner };
}
