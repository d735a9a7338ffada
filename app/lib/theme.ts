import type { StoredTheme, TemplateContext } from "./storage-keys";

export type Theme = StoredTheme;
export const DEFAULT_THEME: Theme = "premium";

/**
 * The effective theme (SPEC §3.2, §4): the template context forces it
 * (construction -> premium, mining -> simple), else the stored theme, else premium.
 */
export function effectiveTheme(context: TemplateContext | null, stored: StoredTheme | null): Theme {
  if (context === "construction") return "premium";
  if (context === "mining") return "simple";
  return stored ?? DEFAULT_THEME;
}

export const themeClass = (theme: Theme) => `theme-${theme}`;
