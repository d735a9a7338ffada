import { useEffect, useState } from "react";

const EVENT = "preview-brand";
let current = "";

/** Called by the frame bridge when the gallery sends the visitor's business name. */
export function setPreviewBrand(name: string) {
  current = name.trim().slice(0, 60);
  window.dispatchEvent(new Event(EVENT));
}

/**
 * The name to show in a template's brand spots: the visitor's own business
 * name while the gallery previews the template with it, else `fallback`.
 * Always rendered as text.
 */
export function usePreviewBrand(fallback: string): string {
  const [name, setName] = useState(() => (typeof window === "undefined" ? "" : current));
  useEffect(() => {
    const update = () => setName(current);
    update();
    window.addEventListener(EVENT, update);
    return () => window.removeEventListener(EVENT, update);
  }, []);
  return name || fallback;
}
