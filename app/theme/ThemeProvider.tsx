import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
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

/**
 * Effective theme, re-evaluated whenever storage changes (SPEC §4), mirrored on <html> and <body>.
 *
 * The prerendered HTML knows no storage, so the page hydrates with the default theme and the
 * stored one follows as a transition. Every part of the page reads this context, and a
 * synchronous change (what useSyncExternalStore makes) reaching a lazy section that has not
 * hydrated yet makes React throw its server HTML away and draw it again; a transition waits
 * for it to hydrate. The provider sits at the root and mounts once, so no later page starts
 * from the default.
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

  const setTheme = useCallback((next: StoredTheme) => void write("theme", next), []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = use(ThemeContext);
  if (state == null) throw new Error("useTheme must be used inside <ThemeProvider>.");
  return state;
}
