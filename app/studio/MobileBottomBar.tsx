import { Icon } from "../ui/Icon";
import { useEffect, useRef, useState } from "react";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { smsHref, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { ActionButton } from "../ui/ActionButton";

/**
 * Phone-only contact bar (SPEC §2.3). It sits above the phone's home indicator
 * (safe area) and the page reserves its height, so it never hides the end of the page.
 */
export function MobileBottomBar() {
  const [expanded, setExpanded] = useState(false);
  const t = useText();
  const callRef = useRef<HTMLAnchorElement>(null);
  const quoteRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    (expanded ? callRef : quoteRef).current?.focus();
  }, [expanded]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setExpanded(next);
  };

  return (
    <aside
      aria-label={t("common.bottomBar.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-bg/92 px-3 pt-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))] backdrop-blur-md md:hidden"
    >
      {expanded ? (
        <div className="grid grid-cols-3 gap-2">
          <a ref={callRef} href={telHref} className={buttonClass("primary", "md")}>
            <Icon name="phone" className="size-4" />
            <Text id="common.bottomBar.call" />
          </a>
          <a href={smsHref} className={buttonClass("secondary", "md")}>
            <Icon name="message" className="size-4" />
            <Text id="common.bottomBar.text" />
          </a>
          <ActionButton
            onClick={() => toggle(false)}
            className={buttonClass("ghost", "md", "border border-line")}
          >
            <Icon name="x" className="size-4" />
            <Text id="common.bottomBar.cancel" />
          </ActionButton>
        </div>
      ) : (
        <ActionButton
          ref={quoteRef}
          aria-expanded={false}
          onClick={() => toggle(true)}
          className={buttonClass("primary", "md", "w-full")}
        >
          <Text id="common.bottomBar.getQuote" />
        </ActionButton>
      )}
    </aside>
  );
}
