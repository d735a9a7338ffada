import { useSyncExternalStore } from "react";

const EVENT = "preview-brand";
let current = "";

/** Called by the frame bridge when the gallery sends the visitor's business name. */
export function setPreviewBrand(name: string) {
  current = name.trim().slice(0, 60);
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/**
 * The name to show in a template's brand spots: the visitor's own business
 * name while the gallery previews the template with it, else `fallback`.
 * Always rendered as text. A part that hydrates after the name arrived first
 * renders the prerendered name (the server snapshot), then the visitor's.
 */
export function usePreviewBrand(fallback: string): string {
  const name = useSyncExternalStore(
    subscribe,
    () => current,
    () => "",
  );
  return name || fallback;
}
