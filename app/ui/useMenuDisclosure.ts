import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A menu panel's open state: its button toggles it; Escape closes it and
 * puts focus back on the button; a change of page closes it.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Close when the page changes (render-time state adjustment, no effect needed).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // Stable, so the menu's items may hold on to `close`.
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, panelId, buttonRef, toggle, close };
}
