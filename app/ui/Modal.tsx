import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab visits inside `root`, in order (a radio group is one stop). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => {
    if (item.tabIndex < 0 || item.getClientRects().length === 0) return false;
    if (!(item instanceof HTMLInputElement) || item.type !== "radio") return true;
    const group = [
      ...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${item.name}"]`),
    ];
    const checked = group.find((radio) => radio.checked);
    return checked ? item === checked : item === group[0];
  });
}

/**
 * A modal dialog on the platform's <dialog>: the rest of the page is inert,
 * Escape and a click on the backdrop close it, Tab cycles inside it, page scroll
 * is locked, and focus returns to the opener when it closes. Focus starts on
 * `initialFocus`, else on the element marked `data-autofocus`, else on the
 * first focusable element.
 * (Chosen over a JS focus-trap library: no injected <style>, so the strict
 * Content-Security-Policy holds, and no extra bytes.)
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  className = "",
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    if (!element.open) element.showModal();
    (
      initialFocus?.current ??
      element.querySelector<HTMLElement>("[data-autofocus]") ??
      element.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();

    return () => {
      root.style.overflow = previousOverflow;
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = tabbables(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 hidden h-dvh max-h-none w-screen max-w-none items-end justify-center overflow-y-auto bg-transparent p-0 text-fg backdrop:bg-[#050a14]/75 backdrop:backdrop-blur-sm open:flex sm:items-center sm:p-6"
    >
      <div className={`w-full ${className}`}>{children}</div>
    </dialog>
  );
}
