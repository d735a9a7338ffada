import type { ReactNode } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { Icon } from "./Icon";
import { ActionButton } from "./ActionButton";
import { useMenuDisclosure } from "./useMenuDisclosure";

/**
 * A navigation menu for narrow screens (under 768 px, SPEC §9, unless
 * `className` hides it from another width): a button that opens a panel
 * titled `title`. The panel closes on Escape (focus back on the button), on a
 * change of page, and when an item calls the `close` it is given. Given
 * `navLabel`, the panel is a navigation landmark of that name. The studio and
 * every template site use it with their own look.
 */
export function MenuDisclosure({
  labels,
  navLabel,
  className = "md:hidden",
  buttonClassName,
  panelClassName,
  titleClassName,
  children,
}: {
  labels: { open: TextId; close: TextId; title: TextId };
  navLabel?: string;
  className?: string;
  buttonClassName: string;
  panelClassName: string;
  titleClassName: string;
  children: (close: () => void) => ReactNode;
}) {
  const { open, panelId, buttonRef, toggle, close } = useMenuDisclosure();
  const t = useText();
  const Panel = navLabel ? "nav" : "div";

  return (
    <div className={className}>
      <ActionButton
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? labels.close : labels.open)}
        onClick={toggle}
        className={`inline-flex size-11 items-center justify-center text-fg ${buttonClassName}`}
      >
        <Icon name={open ? "x" : "menu"} className="size-5" />
      </ActionButton>
      <Panel id={panelId} hidden={!open} aria-label={navLabel} className={panelClassName}>
        <p
          className={`pb-2 text-xs font-semibold tracking-[0.18em] text-fg-muted uppercase ${titleClassName}`}
        >
          <Text id={labels.title} />
        </p>
        {children(close)}
      </Panel>
    </div>
  );
}
