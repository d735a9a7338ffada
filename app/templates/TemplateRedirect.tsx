import { useEffect } from "react";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { TemplateMessage } from "./TemplateMessage";

/** Long enough to read where the visitor is being sent before leaving the site. */
const REDIRECT_DELAY_MS = 1200;

/**
 * Sends the browser to a template hosted elsewhere, with a link in case it
 * doesn't go. Its title is the template's card copy (a `templateCard` provider).
 */
export function TemplateRedirect({ target }: { target: string }) {
  const t = useText();
  const title = t("templateCard.title");
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace(target), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  return (
    <TemplateMessage title="templateEntry.redirecting" titleValues={{ title }} busy>
      <p className="mt-4 text-fg-muted">
        <Text id="templateEntry.redirectHint" />{" "}
        <a href={target} className="font-semibold text-accent-strong underline">
          <Text id="templateEntry.clickHere" />
        </a>
      </p>
    </TemplateMessage>
  );
}
