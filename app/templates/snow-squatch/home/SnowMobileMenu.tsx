import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { MenuDisclosure } from "../../../ui/MenuDisclosure";
import { QUOTE_SECTION } from "./sections";
import { SnowNavLinks } from "./SnowNavLinks";

const LABELS = {
  open: "snowSquatch.nav.openMenu",
  close: "snowSquatch.nav.closeMenu",
  title: "snowSquatch.nav.menuTitle",
} as const;

/** The header's menu under 768 px: the in-page anchors and the quote button; choosing one closes it. */
export function SnowMobileMenu() {
  const t = useText();
  return (
    <MenuDisclosure
      labels={LABELS}
      buttonClassName="rounded-full border border-line transition hover:bg-surface-raised"
      panelClassName="absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-3 pb-5 shadow-lift sm:px-6"
      titleClassName="px-3"
    >
      {(close) => (
        <>
          <nav aria-label={t("snowSquatch.nav.label")}>
            <SnowNavLinks layout="menu" onNavigate={close} />
          </nav>
          <a
            href={`#${QUOTE_SECTION}`}
            onClick={close}
            className={buttonClass("primary", "md", "mt-4 w-full")}
          >
            <Text id="snowSquatch.nav.quote" />
          </a>
        </>
      )}
    </MenuDisclosure>
  );
}
