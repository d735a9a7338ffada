/**
 * The browser's side of the owner's sign-in on the studio's own server (`/api/owner`, issue 35).
 * On a static host there is no such server: the probe says so and the copy editor keeps the
 * build-time password check. Every call resolves (never rejects) with what happened.
 */

const OWNER_ENDPOINT = "/api/owner";
const TIMEOUT_MS = 10_000;

/**
 * Where this page is served from: the studio's server (with or without an owner yet, and
 * whether this browser holds the owner's session), a static host, or a server that did not
 * answer.
 */
export type OwnerServer =
  | { kind: "server"; owner: boolean; signedIn: boolean }
  | { kind: "static" }
  | { kind: "unreachable" };

export type SignInResult =
  | { kind: "signed-in" }
  | { kind: "incorrect" }
  | { kind: "wait"; seconds: number }
  | { kind: "no-owner" }
  | { kind: "unreachable" };

export type SetupResult =
  | { kind: "signed-in" }
  | { kind: "link" }
  | { kind: "too-short" }
  | { kind: "too-long" }
  | { kind: "owner-exists" }
  | { kind: "unreachable" };

/** The password's length limits, the server's (server/owner/password-hash.js). */
export const OWNER_PASSWORD_MIN = 12;
export const OWNER_PASSWORD_MAX = 256;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

async function bodyOf(response: Response): Promise<Record<string, unknown> | null> {
  if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) return null;
  try {
    return record(await response.json());
  } catch {
    return null;
  }
}

const post = (path: string, body: unknown) =>
  fetch(`${OWNER_ENDPOINT}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });

/** Asks the server whether it has an owner and whether this browser is signed in. */
export async function probeOwner(): Promise<OwnerServer> {
  let response: Response;
  try {
    response = await fetch(OWNER_ENDPOINT, {
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: "unreachable" };
  }
  const body = response.ok ? await bodyOf(response) : null;
  if (body && typeof body.owner === "boolean" && typeof body.signedIn === "boolean") {
    return { kind: "server", owner: body.owner, signedIn: body.signedIn };
  }
  // A static host answers 404, or its fallback page: no back office here.
  return response.status >= 500 ? { kind: "unreachable" } : { kind: "static" };
}

/** Seconds to wait from a 429 answer (its body, else Retry-After), at least 1. */
const secondsToWait = (response: Response, body: Record<string, unknown> | null) => {
  const fromBody = Number(body?.retryAfterSeconds);
  const fromHeader = Number(response.headers.get("Retry-After"));
  const seconds = Number.isFinite(fromBody) && fromBody > 0 ? fromBody : fromHeader;
  return Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
};

/** Signs in with the owner's password; the session is the server's HttpOnly cookie. */
export async function signIn(password: string): Promise<SignInResult> {
  try {
    const response = await post("/sign-in", { password });
    if (response.ok) return { kind: "signed-in" };
    const body = await bodyOf(response);
    if (response.status === 429) return { kind: "wait", seconds: secondsToWait(response, body) };
    if (response.status === 401) return { kind: "incorrect" };
    if (response.status === 409) return { kind: "no-owner" };
  } catch {
    // Below.
  }
  return { kind: "unreachable" };
}

/** Sets the first owner password with the one-time token of the setup link, and signs in. */
export async function setUpOwner(token: string, password: string): Promise<SetupResult> {
  try {
    const response = await post("/setup", { token, password });
    if (response.ok) return { kind: "signed-in" };
    const error = (await bodyOf(response))?.error;
    if (response.status === 409) return { kind: "owner-exists" };
    if (response.status === 403) return { kind: "link" };
    if (error === "too-short" || error === "too-long") return { kind: error };
  } catch {
    // Below.
  }
  return { kind: "unreachable" };
}

/** Ends this browser's session on the server. True when the server confirmed it. */
export async function signOut(): Promise<boolean> {
  try {
    return (await post("/sign-out", {})).ok;
  } catch {
    return false;
  }
}
