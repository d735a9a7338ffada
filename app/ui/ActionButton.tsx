import type { ComponentProps } from "react";
import { useCodeReady } from "./useCodeReady";

/**
 * A button that only the page's code can act on: it opens a dialog or changes
 * what the page shows, and does nothing by itself. In a prerendered page it is
 * disabled until the code of the part it is in has run (React hydrating it),
 * with a busy cursor rather than a greyed look (app.css): a click that comes
 * before is refused in sight, never lost, and never made again behind the
 * visitor's back. Drawn after the first page, it is ready at once.
 */
export function ActionButton({
  disabled = false,
  type = "button",
  ...props
}: ComponentProps<"button">) {
  const ready = useCodeReady();
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || !ready}
      data-waiting={ready ? undefined : ""}
    />
  );
}
