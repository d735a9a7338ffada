import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { inertOutside } from "../lib/inert-outside";

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

/** Tab and Shift+Tab cycle through the dialog's controls, and come back to it from outside. */
function keepTabInside(dialog: HTMLElement, event: KeyboardEvent) {
  const items = tabbables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Open modals, the last on top: Escape closes only the top one. */
const openModals: HTMLElement[] = [];

/**
 * A modal dialog: the rest of the page is inert, Escape and a click on the backdrop close
 * it, Tab cycles inside it, page scroll is locked, and focus returns to the opener when it
 * closes. Focus starts on `initialFocus`, else on the element marked `data-autofocus`, else
 * on the first focusable element.
 *
 * It opens in the browser's top layer as a popover rather than with <dialog>'s showModal():
 * showModal() makes the whole document inert in one task, which restyles every element of
 * the page at once (20 to 35 ms on a long page here, as long again on a phone), while
 * lib/inert-outside.ts marks the page inert a few parts per task. The dialog role,
 * aria-modal, the focus trap and Escape give it a modal dialog's behaviour meanwhile.
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
  const dialog = useRef<HTMLDivElement>(null);
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
    if (!element.matches(":popover-open")) element.showPopover();
    (
      initialFocus?.current ??
      element.querySelector<HTMLElement>("[data-autofocus]") ??
      element.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    const release = inertOutside(element);
    openModals.push(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || openModals.at(-1) !== element) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === "Tab") {
        keepTabInside(element, event);
      }
    };
    document.addEventListener("keydown", onKey);

    return () => {
      document.removeEventListener("keydown", onKey);
      openModals.splice(openModals.indexOf(element), 1);
      release();
      root.style.overflow = previousOverflow;
      if (element.matches(":popover-open")) element.hidePopover();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      popover="manual"
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className="fixed inset-0 m-0 hidden h-dvh max-h-none w-screen max-w-none items-end justify-center overflow-y-auto bg-transparent p-0 text-fg backdrop:bg-[#050a14]/75 backdrop:backdrop-blur-sm open:flex sm:items-center sm:p-6"
    >
      <div className={`w-full ${className}`}>{children}</div>
    </div>
  );
}
