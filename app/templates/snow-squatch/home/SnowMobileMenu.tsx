import { useEffect, useId, useRef } from "react";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { QUOTE_SECTION } from "./sections";
import { SnowIcon } from "./SnowIcon";
import { SnowNavLinks } from "./SnowNavLinks";

/**
 * The header's menu under 768 px. The page closes it when an anchor is
 * chosen (useAnchorScroll's callback); Escape closes it too and puts focus
 * back on its button.
 */
export function SnowMobileMenu({
  open,
  onToggle,
  onClose,
}: {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const t = useText();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? "snowSquatch.nav.closeMenu" : "snowSquatch.nav.openMenu")}
        onClick={onToggle}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line text-fg transition hover:bg-surface-raised"
      >
        <SnowIcon name={open ? "close" : "menu"} className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-3 pb-5 shadow-lift sm:px-6"
      >
        <p className="px-3 pb-2 text-xs font-bold tracking-[0.18em] text-fg-muted uppercase">
          <Text id="snowSquatch.nav.menuTitle" />
        </p>
        <nav aria-label={t("snowSquatch.nav.label")}>
          <SnowNavLinks layout="menu" />
        </nav>
        <a href={`#${QUOTE_SECTION}`} className={buttonClass("primary", "md", "mt-4 w-full")}>
          <Text id="snowSquatch.nav.quote" />
        </a>
      </div>
    </div>
  );
}
