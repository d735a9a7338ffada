import { useEffect } from "react";
import { useLocation } from "react-router";
import { stripLocale } from "../../lib/locale-path";
import { setPreviewBrand } from "./preview-brand";

/**
 * Runs only inside a gallery preview frame (SPEC §4 "Framed templates"):
 * a click on a link to the site root asks the parent to show the template's
 * own page instead, and every page change is reported so the parent can show
 * the path. Messages go to this site's origin only, never "*".
 */
export function FrameBridge() {
  const { pathname } = useLocation();
  const framed = window.parent !== window;

  useEffect(() => {
    if (!framed) return;
    window.parent.postMessage({ type: "location", path: pathname }, window.location.origin);
  }, [framed, pathname]);

  useEffect(() => {
    if (!framed) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (stripLocale(link.pathname) !== "/") return;
      event.preventDefault();
      event.stopPropagation();
      window.parent.postMessage({ type: "navigate", path: link.pathname }, window.location.origin);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const data = event.data as { type?: unknown; name?: unknown } | null;
      if (data?.type === "preview-brand" && typeof data.name === "string") {
        setPreviewBrand(data.name);
      }
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("message", onMessage);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("message", onMessage);
    };
  }, [framed]);

  return null;
}
