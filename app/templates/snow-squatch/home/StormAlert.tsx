import { useSyncExternalStore } from "react";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { read, subscribe, write } from "../../../lib/storage";
import { SnowIcon } from "./SnowIcon";

/**
 * The storm-alert banner above the header. Dismissing it is remembered for
 * the session (sessionStorage), so it stays closed on reload and comes back
 * in a new visit.
 */
export function StormAlert() {
  const t = useText();
  // Storage is only readable in the browser: the prerendered page shows the alert.
  const dismissed = useSyncExternalStore(
    subscribe,
    () => read("stormAlertDismissed") === true,
    () => false,
  );

  if (dismissed) return null;

  const dismiss = () => {
    write("stormAlertDismissed", true);
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <section
      aria-label={t("snowSquatch.alert.label")}
      className="tone-steel relative z-50 bg-bg text-fg"
    >
      <div className="mx-auto box-content flex max-w-6xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center sm:px-6">
        <SnowIcon name="alert" className="mt-0.5 size-5 shrink-0 text-accent sm:mt-0" />
        <p className="flex-1 leading-snug">
          <strong className="mr-2 font-bold tracking-wide text-accent uppercase">
            <Text id="snowSquatch.alert.tag" />
          </strong>
          <Text id="snowSquatch.alert.text" />
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t("snowSquatch.alert.dismiss")}
          className="-my-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted transition hover:bg-surface-raised hover:text-fg"
        >
          <SnowIcon name="close" className="size-4" />
        </button>
      </div>
    </section>
  );
}
