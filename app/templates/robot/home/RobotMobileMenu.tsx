import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { MenuDisclosure } from "../../../ui/MenuDisclosure";
import { RobotNavLinks } from "./RobotNavLinks";

const LABELS = {
  open: "robotTemplate.nav.openMenu",
  close: "robotTemplate.nav.closeMenu",
  title: "robotTemplate.nav.menuTitle",
} as const;

/** The header's menu under 768 px: the in-page anchors (choosing one closes it) and the gallery. */
export function RobotMobileMenu() {
  const t = useText();
  return (
    <MenuDisclosure
      labels={LABELS}
      buttonClassName="rounded-xl border border-line transition hover:bg-white/5"
      panelClassName="absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-3 pb-5 shadow-lift sm:px-6"
      titleClassName="px-3 font-mono"
    >
      {(close) => (
        <>
          <nav aria-label={t("robotTemplate.nav.label")}>
            <RobotNavLinks layout="menu" onNavigate={close} />
          </nav>
          <LocalizedLink
            to="/templates"
            className="mt-3 block rounded-xl border border-line px-3 py-3 font-semibold text-fg-muted hover:text-fg"
          >
            <Text id="robotTemplate.nav.allTemplates" />
          </LocalizedLink>
        </>
      )}
    </MenuDisclosure>
  );
}
