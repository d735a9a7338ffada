import type { commonEn } from "../i18n/common.en";
import type { systemEn } from "../i18n/system.en";
import type { TextPath } from "../lib/text-path";

/**
 * Every copy namespace and its English shape; French is typed against it.
 * The shell declares its own here; each feature adds its namespaces in its
 * `namespaces.ts` (module augmentation), so this folder imports no feature.
 */
export interface Namespaces {
  common: typeof commonEn;
  system: typeof systemEn;
}

/** A type-checked copy id such as "home.hero.title" or "home.services.cards.0.title". */
export type TextId = {
  [N in keyof Namespaces & string]: `${N}.${TextPath<Namespaces[N]>}`;
}[keyof Namespaces & string];

/** The copy paths with a text at `<path>.<field>`: e.g. "home.cards.${number}" for "title". */
export type TextParent<F extends string> = TextId extends infer T
  ? T extends `${infer P}.${F}`
    ? P
    : never
  : never;
