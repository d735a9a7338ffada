import { Text } from "../content/Text";
import { site } from "../site.config";
import { LineIcon } from "../ui/LineIcon";
import { ContactActions } from "./ContactActions";
import { QUOTE_ICONS } from "./quote-icons";

/** When the e-mail service isn't set up, the form says so up front rather than pretending to send. */
export function NotConfiguredNotice() {
  return (
    <div role="note" className="rounded-2xl border border-accent/40 bg-accent/10 p-4">
      <p className="flex items-center gap-2 font-semibold text-fg">
        <LineIcon node={QUOTE_ICONS.info} className="size-5 shrink-0 text-accent" />
        <Text id="quote.notConfigured.title" />
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        <Text id="quote.notConfigured.text" values={{ email: site.email }} />
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ContactActions />
      </div>
    </div>
  );
}
