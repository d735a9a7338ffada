/**
 * The copy editor's calls to the studio's server for publishing (`/api/publish`, issue 36), for
 * the signed-in owner. Every call resolves with what happened; none rejects.
 */
import type { EditSet } from "../copy-edits/edits";
import type { FieldChange, PublishPost } from "../publish/publish-post";
import type { PublishedCopy } from "../published-copy";

/** Where a version stands (server/publish/version-store.js). */
type VersionState = "queued" | "building" | "live" | "failed";

/** A published version, as the server lists it. */
export interface Version {
  id: number;
  createdAt: string;
  author: string;
  note: string;
  fields: { en: number; fr: number };
  restoredFrom: number | null;
  state: VersionState;
  /** Why it failed; "" otherwise. */
  failure: string;
  liveAt: string | null;
}

/** What is live, its texts, and the newest versions first. */
export interface PublishState {
  live: Version | null;
  liveCopy: PublishedCopy | null;
  versions: Version[];
}

/** A version and what it changed from the version before it. */
export interface VersionChanges {
  version: Version;
  before: Version | null;
  changes: FieldChange[];
  /** The French the translation service wrote for its English-only texts, to review. */
  machineFrench: { key: string; en: string; fr: string }[];
}

const TIMEOUT_MS = 15_000;

export type Answer<T> =
  | { kind: "ok"; value: T }
  | { kind: "signed-out" }
  /** The server refused what was sent, and said why. */
  | { kind: "refused"; reason: string }
  | { kind: "gone" }
  | { kind: "unreachable" };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

async function call<T>(
  path: string,
  read: (body: unknown) => T | null,
  post?: object,
): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      credentials: "same-origin",
      cache: "no-store",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(post && {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(post),
      }),
    });
    if (response.status === 401) return { kind: "signed-out" };
    if (response.status === 404) return { kind: "gone" };
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 422 && isObject(body) && typeof body.reason === "string")
      return { kind: "refused", reason: body.reason };
    const value = response.ok ? read(body) : null;
    if (value !== null) return { kind: "ok", value };
  } catch {
    // Below.
  }
  return { kind: "unreachable" };
}

const versionOf = (body: unknown): Version | null =>
  isObject(body) && isObject(body.version) && typeof body.version.id === "number"
    ? (body.version as unknown as Version)
    : null;

/** What is live and the versions. */
export const fetchPublishState = (): Promise<Answer<PublishState>> =>
  call("/api/publish", (body) =>
    isObject(body) && Array.isArray(body.versions) ? (body as unknown as PublishState) : null,
  );

/** Publishes this browser's edits (both languages) with the owner's note: the queued version. */
export const publishEdits = (edits: EditSet, note: string): Promise<Answer<Version>> =>
  call("/api/publish", versionOf, { edits, note } satisfies PublishPost);

/** A version's changes, field by field. */
export const fetchVersionChanges = (id: number): Promise<Answer<VersionChanges>> =>
  call(`/api/publish/versions/${id}`, (body) =>
    versionOf(body) &&
    isObject(body) &&
    Array.isArray(body.changes) &&
    Array.isArray(body.machineFrench)
      ? (body as unknown as VersionChanges)
      : null,
  );

/** Publishes a copy of an earlier version: the queued version. */
export const restoreVersion = (id: number): Promise<Answer<Version>> =>
  call(`/api/publish/versions/${id}/restore`, versionOf, {});
