import { useEffect, useRef, useState, type Ref, type RefObject } from "react";

/**
 * An iframe laid out at exactly `deviceWidth` CSS pixels, so the template's own
 * media queries fire as on that device, then scaled down to fit its box.
 */
export function ScaledFrame({
  src,
  deviceWidth,
  title,
  frameRef,
  onLoad,
  onEscape,
  className = "",
}: {
  src: string;
  deviceWidth: number;
  title: string;
  frameRef?: Ref<HTMLIFrameElement>;
  onLoad?: () => void;
  /** Escape pressed inside the framed page (same origin), where the dialog never sees it. */
  onEscape?: () => void;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Escape is heard from the moment the frame is created: its first page keeps the window
  // the frame starts with, so a key pressed before that page has finished loading counts.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  const shown = size.width > 0;
  useEffect(() => {
    const frame = box.current?.querySelector("iframe");
    if (frame) listenForEscape(frame, escape);
  }, [shown]);

  const scale = shown ? Math.min(1, size.width / deviceWidth) : 1;
  return (
    <div ref={box} className={`relative overflow-hidden ${className}`}>
      {shown && (
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          onLoad={(event) => {
            listenForEscape(event.currentTarget, escape);
            onLoad?.();
          }}
          width={deviceWidth}
          data-device-width={deviceWidth}
          className="absolute top-0 left-1/2 origin-top border-0 bg-white"
          style={{
            width: deviceWidth,
            height: size.height / scale,
            transform: `translateX(-50%) scale(${scale})`,
          }}
        />
      )}
    </div>
  );
}

/** The frames' windows that are heard already. */
const heard = new WeakSet<Window>();

/**
 * Each page the frame loads after its first gets a window of its own, so this
 * runs on every load too; a window is heard once. A cross-origin page cannot be
 * reached and is skipped.
 */
function listenForEscape(frame: HTMLIFrameElement, onEscape: RefObject<(() => void) | undefined>) {
  try {
    const view = frame.contentWindow;
    if (!view || heard.has(view)) return;
    heard.add(view);
    // Heard first (a page still hydrating may stop the key on its way), acted on after the
    // page has had it: Escape that the page used for itself is left to it.
    view.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Escape") return;
        setTimeout(() => {
          if (!event.defaultPrevented) onEscape.current?.();
        });
      },
      { capture: true },
    );
  } catch {
    // Not our origin: the dialog's own Escape handling is all there is.
  }
}
