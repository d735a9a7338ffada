import { useEffect, type RefObject } from "react";
import { frameToGallery } from "../lib/frame-messages";

/**
 * Listens to the preview frame: accepts a message only from this site's origin
 * AND from our own iframe (SECURITY.md T4), with a valid shape (lib/frame-messages).
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
      const message = frameToGallery(event, window.location.origin, frame.current?.contentWindow);
      if (message?.type === "navigate") handlers.navigate(message.path);
      else if (message?.type === "close") handlers.close();
      else if (message?.type === "location") handlers.location(message.path);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, handlers]);
}
