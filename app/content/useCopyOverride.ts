import { createContext, use } from "react";
import type { Locale } from "../lib/storage-keys";

/**
 * Returns the owner's edited text for a text id in a language, or undefined.
 * `instance` names which copy of the id's namespace is shown, when it has
 * several (a template card: its slug), as the registry lists it.
 */
export type CopyOverride = (locale: Locale, id: string, instance?: string) => string | undefined;

const none: CopyOverride = () => undefined;

/** The copy editor provides its edits here; without it, every text is the dictionary's. */
export const CopyOverrideContext = createContext<CopyOverride>(none);

export const useCopyOverride = (): CopyOverride => use(CopyOverrideContext);
