import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
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
const serverSnapshot = () => DEFAULT_THEME;

/** Effective theme, re-evaluated whenever storage changes (SPEC §4), mirrored on <html> and <body>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, snapshot, serverSnapshot);

  useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      for (const name of [...element.classList]) {
        if (name.startsWith("theme-")) element.classList.remove(name);
      }
      element.classList.add(themeClass(theme));
    }
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback((next: StoredTheme) => void write("theme", next), []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = use(ThemeContext);
  if (state == null) throw new Error("useTheme must be used inside <ThemeProvider>.");
  return state;
}
