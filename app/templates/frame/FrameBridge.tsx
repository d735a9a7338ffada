import { useEffect } from "react";
import { useLocation } from "react-router";
import { galleryToFrame } from "../../lib/frame-messages";
import { framedLinkAction } from "../../lib/preview-path";
import { setPreviewBrand } from "./preview-brand";

/**
 * Runs only inside a gallery preview frame (SPEC §4 "Framed templates"):
 * a click on a link to the site root, to /templates or to a main page asks
 * the parent to show the template's own page for it instead, "View Templates"
 * asks it to close the preview, and every page change is reported so the
 * parent can show the path. Messages go to this site's origin only, never "*".
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
      const action = framedLinkAction(link.pathname, link.hasAttribute("data-preview-close"));
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      window.parent.postMessage(action, window.location.origin);
    };
    const onMessage = (event: MessageEvent) => {
      const message = galleryToFrame(event, window.location.origin, window.parent);
      if (message) setPreviewBrand(message.name);
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("message", onMessage);
    // Links are kept in the preview from here on (tests wait for this mark).
    document.documentElement.dataset.frameBridge = "ready";
    return () => {
      delete document.documentElement.dataset.frameBridge;
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("message", onMessage);
    };
  }, [framed]);

  return null;
}
