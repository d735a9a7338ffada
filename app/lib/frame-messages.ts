/**
 * The checks on messages between the gallery and its preview frame
 * (SECURITY.md T4, ASVS 3.5.5): a message counts only when it comes from this
 * site's origin, from exactly the window we expect (our own iframe, or the
 * gallery around a framed page), and has one of the known shapes; anything
 * else is ignored. Plain functions over the event's fields, so they run in tests.
 */
import {
  isCloseMessage,
  isNavigateMessage,
  isPreviewPath,
  type CloseMessage,
  type NavigateMessage,
} from "./preview-path";

/** Largest `name` a message may carry. */
const MAX_TEXT = 512;

/** The parts of a `MessageEvent` the checks read. */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** A framed page reports the path it shows. */
export interface LocationMessage {
  type: "location";
  path: string;
}

/** The gallery gives a framed page the visitor's business name to show. */
export interface PreviewBrandMessage {
  type: "preview-brand";
  name: string;
}

/** The keys of a plain object, sorted and joined, or null for anything else. */
function keysOf(data: unknown): string | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  return Object.keys(data).sort().join();
}

const text = (value: unknown) => typeof value === "string" && value.length <= MAX_TEXT;

/** A location's path is one resolvePreviewPath accepts: it may become a link's href. */
export function isLocationMessage(data: unknown): data is LocationMessage {
  if (keysOf(data) !== "path,type") return false;
  const { type, path } = data as Record<string, unknown>;
  return type === "location" && isPreviewPath(path);
}

export function isPreviewBrandMessage(data: unknown): data is PreviewBrandMessage {
  if (keysOf(data) !== "name,type") return false;
  const { type, name } = data as Record<string, unknown>;
  return type === "preview-brand" && text(name);
}

/** Exactly this origin and this window; no window (a frame not mounted yet) matches nothing. */
function isFrom(message: ReceivedMessage, origin: string, source: unknown): boolean {
  return source != null && message.origin === origin && message.source === source;
}

/**
 * What the gallery accepts from its preview frame `frame` (the iframe's
 * `contentWindow`) on `origin` (this site's): a navigate, close or location
 * message, or null.
 */
export function frameToGallery(
  message: ReceivedMessage,
  origin: string,
  frame: unknown,
): NavigateMessage | CloseMessage | LocationMessage | null {
  if (!isFrom(message, origin, frame)) return null;
  const { data } = message;
  return isNavigateMessage(data) || isCloseMessage(data) || isLocationMessage(data) ? data : null;
}

/**
 * What a framed page accepts from the gallery around it (`parent`, on this
 * site's `origin`): the preview brand, or null.
 */
export function galleryToFrame(
  message: ReceivedMessage,
  origin: string,
  parent: unknown,
): PreviewBrandMessage | null {
  if (!isFrom(message, origin, parent)) return null;
  return isPreviewBrandMessage(message.data) ? message.data : null;
}
