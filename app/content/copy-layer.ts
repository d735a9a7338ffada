import { useSyncExternalStore, type ComponentType, type ReactElement } from "react";
import type { Locale } from "../lib/storage-keys";
import type { TextId } from "./namespaces";

/**
 * Returns the owner's edited text for a text id in a language, or undefined.
 * `instance` names which copy of the id's namespace is shown, when it has
 * several (a template card: its slug), as the registry lists it.
 */
export type CopyOverride = (locale: Locale, id: string, instance?: string) => string | undefined;

export interface EditableTextProps {
  id: TextId;
  /** The text as shown (the edit or the dictionary's, values filled in). */
  text: string;
  /** True inside an SVG <text>, where a text must be a <tspan>. */
  svg?: boolean;
}

/** What a page shows of its sections, and what it could restore. */
interface Arrangement {
  readonly visible: readonly string[];
  readonly deleted: readonly string[];
}

export interface SectionsFrameProps {
  page: string;
  /** The page's sections in their built order. */
  defaults: readonly string[];
  arrangement: Arrangement;
  /** Each section's element, by id. */
  sections: ReadonlyMap<string, ReactElement>;
}

/**
 * What the copy editor lays over the site's copy in this browser (its code
 * loads only for someone who logged in or has edits here): the edited texts,
 * the order and deletions of sections and, in edit mode, the editable text
 * and the section toolbars. Empty for everyone else, and on the server.
 */
export interface CopyLayer {
  readonly override: CopyOverride | null;
  readonly EditableText: ComponentType<EditableTextProps> | null;
  readonly arrange: ((page: string, defaults: readonly string[]) => Arrangement) | null;
  readonly SectionsFrame: ComponentType<SectionsFrameProps> | null;
}

const EMPTY: CopyLayer = {
  override: null,
  EditableText: null,
  arrange: null,
  SectionsFrame: null,
};

let layer = EMPTY;
const listeners = new Set<() => void>();

export function setCopyLayer(next: Partial<CopyLayer>): void {
  layer = { ...layer, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => layer;

/**
 * What the prerendered HTML was made with: nothing, in a browser. A part of
 * the page that hydrates late (a lazy section) hydrates with it, then shows
 * the layer, so it never mismatches its HTML.
 */
const server = () => (typeof window === "undefined" ? layer : EMPTY);

/** The copy layer, read by every text and every page's sections. */
export const useCopyLayer = (): CopyLayer => useSyncExternalStore(subscribe, current, server);
