import { useEffect, useId, useRef } from "react";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { Icon } from "../../../ui/Icon";
import { RobotNavLinks } from "./RobotNavLinks";

/**
 * The header's menu under 768 px. The page closes it when an anchor is
 * chosen (useAnchorScroll's callback); Escape closes it too and puts focus
 * back on its button.
 */
export function RobotMobileMenu({
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
        aria-label={t(open ? "robotTemplate.nav.closeMenu" : "robotTemplate.nav.openMenu")}
        onClick={onToggle}
        className="inline-flex size-11 items-center justify-center rounded-xl border border-line text-fg transition hover:bg-white/5"
      >
        <Icon name={open ? "x" : "menu"} className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-3 pb-5 shadow-lift sm:px-6"
      >
        <p className="px-3 pb-2 font-mono text-xs tracking-[0.18em] text-fg-muted uppercase">
          <Text id="robotTemplate.nav.menuTitle" />
        </p>
        <nav aria-label={t("robotTemplate.nav.label")}>
          <RobotNavLinks layout="menu" />
        </nav>
        <LocalizedLink
          to="/templates"
          className="mt-3 block rounded-xl border border-line px-3 py-3 font-semibold text-fg-muted hover:text-fg"
        >
          <Text id="robotTemplate.nav.allTemplates" />
        </LocalizedLink>
      </div>
    </div>
  );
}
