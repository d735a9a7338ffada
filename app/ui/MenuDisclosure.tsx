import type { ReactNode } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { Icon } from "./Icon";
import { useMenuDisclosure } from "./useMenuDisclosure";
import { ActionButton } from "./ActionButton";

/**
 * A navigation menu for narrow screens (under 768 px, SPEC §9): a button that
 * opens a panel titled `title`. The panel closes on Escape (focus back on the
 * button), on a change of page, and when an item calls the `close` it is given.
 * The studio and every template site use it with their own look.
 */
export function MenuDisclosure({
  labels,
  buttonClassName,
  panelClassName,
  titleClassName,
  children,
}: {
  labels: { open: TextId; close: TextId; title: TextId };
  buttonClassName: string;
  panelClassName: string;
  titleClassName: string;
  children: (close: () => void) => ReactNode;
}) {
  const { open, panelId, buttonRef, toggle, close } = useMenuDisclosure();
  const t = useText();

  return (
    <div className="md:hidden">
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
      <div id={panelId} hidden={!open} className={panelClassName}>
        <p
          className={`pb-2 text-xs font-semibold tracking-[0.18em] text-fg-muted uppercase ${titleClassName}`}
        >
          <Text id={labels.title} />
        </p>
        {children(close)}
      </div>
    </div>
  );
}
