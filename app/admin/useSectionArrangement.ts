import { createContext, use, type ComponentType, type ReactElement } from "react";

/** What a page shows of its sections, and what it could restore. */
export interface Arrangement {
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
 * The copy editor's arrangement of page sections in this browser (SPEC §4):
 * `arrange` orders and hides them; `Frame`, in edit mode only, adds the
 * section toolbars. Null until the editor's code has loaded.
 */
export interface SectionArrangement {
  readonly arrange: (page: string, defaults: readonly string[]) => Arrangement;
  readonly Frame: ComponentType<SectionsFrameProps> | null;
}

export const SectionArrangementContext = createContext<SectionArrangement | null>(null);

export const useSectionArrangement = () => use(SectionArrangementContext);
