import { createContext, startTransition, use, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { read, subscribe, write } from "../lib/storage";
import type { StoredTheme } from "../lib/storage-keys";
import { DEFAULT_THEME, effectiveTheme, themeClass, type Theme } from "../lib/theme";

interface ThemeState {
  theme: Theme;
  setTheme: (theme: StoredTheme) => void;
}

/** What the provider shares: the same object for good, so a change of theme reaches only the parts that read it. */
interface ThemeSource {
  current(): Theme;
  subscribe(listener: () => void): () => void;
  setTheme(theme: StoredTheme): void;
}

const ThemeContext = createContext<ThemeSource | null>(null);

const snapshot = () => effectiveTheme(read("templateContext"), read("theme"));

/**
 * Effective theme, re-evaluated whenever storage changes (SPEC §4), mirrored on <html> and <body>.
 *
 * The prerendered HTML knows no storage, so the page hydrates with the default theme and the
 * stored one follows as a transition. A synchronous change (what useSyncExternalStore makes)
 * reaching a part of the page that has not hydrated yet makes React throw its server HTML away
 * and draw it again; a transition waits for it to hydrate. So the context itself never
 * changes (a changed context reaches every part below it, even one that would not read it, and
 * a part below the fold hydrates only when needed: ui/HydrateWhenNear.tsx): each reader follows
 * the theme as a transition of its own. The provider sits at the root and mounts once, so no
 * later page starts from the default.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(DEFAULT_THEME);
  const [source] = useState(createSource);

  useEffect(() => {
    const update = () => {
      const next = snapshot();
      source.set(next);
      startTransition(() => setThemeState(next));
    };
    update();
    return subscribe(update);
  }, [source]);

  useEffect(() => {
    for (const element of [document.documentElement, document.body]) {
      for (const name of [...element.classList]) {
        if (name.startsWith("theme-")) element.classList.remove(name);
      }
      element.classList.add(themeClass(theme));
    }
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return <ThemeContext value={source.shared}>{children}</ThemeContext>;
}

function createSource() {
  let theme = DEFAULT_THEME;
  const listeners = new Set<() => void>();
  const shared: ThemeSource = {
    current: () => theme,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme: (next) => void write("theme", next),
  };
  return {
    shared,
    set(next: Theme) {
      if (next === theme) return;
      theme = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The effective theme (the default while the first page hydrates; then, as a transition, the stored one) and its setter. */
export function useTheme(): ThemeState {
  const source = use(ThemeContext);
  if (source == null) throw new Error("useTheme must be used inside <ThemeProvider>.");
  const [theme, setTheme] = useState(source.current);
  useEffect(() => {
    const follow = () => startTransition(() => setTheme(source.current()));
    follow();
    return source.subscribe(follow);
  }, [source]);
  return { theme, setTheme: source.setTheme };
}
