import { createContext, startTransition, use, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { read, subscribe, write } from "../lib/storage";
import type { StoredTheme } from "../lib/storage-keys";
import { DEFAULT_THEME, effectiveTheme, themeClass, type Theme } from "../lib/theme";

interface ThemeState {
  theme: Theme;
  setTheme: (theme: StoredTheme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

const snapshot = () => effectiveTheme(read("templateContext"), read("theme"));
const setTheme = (theme: StoredTheme) => void write("theme", theme);

/**
 * Effective theme, re-evaluated whenever storage changes (SPEC §4), mirrored on <html> and <body>.
 *
 * The prerendered HTML knows no storage, so the page hydrates with the default theme and the
 * stored one follows as a transition: React then hydrates a part of the page still waiting for
 * its code before changing it, where an urgent change would throw its server HTML away. The
 * provider sits at the root and mounts once, so no later page starts from the default.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(DEFAULT_THEME);

  useEffect(() => {
    const update = () => startTransition(() => setThemeState(snapshot()));
    update();
    return subscribe(update);
  }, []);

  useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      for (const name of [...element.classList]) {
        if (name.startsWith("theme-")) element.classList.remove(name);
      }
      element.classList.add(themeClass(theme));
    }
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const value = useMemo(() => ({ theme, setTheme }), [theme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The effective theme (the default while the first page hydrates; then the stored one) and its setter. */
export function useTheme(): ThemeState {
  const state = use(ThemeContext);
  if (state == null) throw new Error("useTheme must be used inside <ThemeProvider>.");
  return state;
}
