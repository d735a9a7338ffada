import { useEffect, useRef, useState, type Ref } from "react";

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

  const scale = size.width > 0 ? Math.min(1, size.width / deviceWidth) : 1;
  return (
    <div ref={box} className={`relative overflow-hidden ${className}`}>
      {size.width > 0 && (
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          onLoad={(event) => {
            listenForEscape(event.currentTarget, onEscape);
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

/**
 * Each document the frame loads gets its own listener (a new page is a new
 * window), so this runs on every load. A cross-origin page cannot be reached
 * and is skipped.
 */
function listenForEscape(frame: HTMLIFrameElement, onEscape?: () => void) {
  if (!onEscape) return;
  try {
    frame.contentWindow?.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !event.defaultPrevented) onEscape();
    });
  } catch {
    // Not our origin: the dialog's own Escape handling is all there is.
  }
}
