import type { commonEn } from "../i18n/common.en";
import type { systemEn } from "../i18n/system.en";
import type { TextPath } from "../lib/text-path";
import type { homeEn } from "../studio/content/home.en";
import type { legalEn } from "../studio/content/legal.en";
import type { portfolioEn } from "../studio/content/portfolio.en";
import type { processEn } from "../studio/content/process.en";
import type { quoteEn } from "../studio/content/quote.en";
import type { welcomeEn } from "../studio/content/welcome.en";

/** Every copy namespace and its English shape; French is typed against it. */
export interface Namespaces {
  common: typeof commonEn;
  system: typeof systemEn;
  home: typeof homeEn;
  process: typeof processEn;
  portfolio: typeof portfolioEn;
  legal: typeof legalEn;
  quote: typeof quoteEn;
  welcome: typeof welcomeEn;
}

/** A type-checked copy id such as "home.hero.title" or "home.services.cards.0.title". */
export type TextId = {
  [N in keyof Namespaces & string]: `${N}.${TextPath<Namespaces[N]>}`;
}[keyof Namespaces & string];
