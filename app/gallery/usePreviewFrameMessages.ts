import { useEffect, type RefObject } from "react";
import { isCloseMessage, isNavigateMessage } from "../lib/preview-path";

/**
 * Listens to the preview frame: accepts a message only from this site's origin
 * AND from our own iframe (SECURITY.md T4), with a valid {type, path} shape.
 */
export function usePreviewFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  handlers: {
    navigate: (path: string) => void;
    location: (path: string) => void;
    close: () => void;
  },
) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isNavigateMessage(event.data)) {
        handlers.navigate(event.data.path);
        return;
      }
      if (isCloseMessage(event.data)) {
        handlers.close();
        return;
      }
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type === "location" && typeof data.path === "string" && data.path.length <= 512) {
        handlers.location(data.path);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, handlers]);
}
