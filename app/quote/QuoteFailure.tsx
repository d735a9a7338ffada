import { Text } from "../content/Text";
import type { TextId } from "../content/namespaces";
import type { FailureReason } from "../lib/quote-flow";
import { buttonClass } from "../ui/button-styles";
import { LineIcon } from "../ui/LineIcon";
import { site } from "../site.config";
import { ContactActions } from "./ContactActions";
import { QUOTE_ICONS } from "./quote-icons";

const messages: Record<Exclude<FailureReason, "not-configured">, TextId> = {
  offline: "quote.failure.offline",
  timeout: "quote.failure.timeout",
  blocked: "quote.failure.blocked",
  throttled: "quote.failure.throttled",
  failed: "quote.failure.generic",
};

/** Improves on SPEC §4's silent failure: says what happened and offers retry, call and text. */
export function QuoteFailure({ reason, onRetry }: { reason: FailureReason; onRetry: () => void }) {
  if (reason === "not-configured") return null;
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-4">
      <p className="flex items-center gap-2 font-semibold text-fg">
        <LineIcon node={QUOTE_ICONS.triangleAlert} className="size-5 shrink-0 text-danger" />
        <Text id="quote.failure.title" />
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        <Text id={messages[reason]} values={{ phone: site.phone.display, email: site.email }} />
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onRetry} className={buttonClass("primary", "sm")}>
          <LineIcon node={QUOTE_ICONS.rotateCcw} className="size-4" />
          <Text id="quote.failure.retry" />
        </button>
        <ContactActions />
      </div>
    </div>
  );
}
