import { useText } from "../content/useText";
import type { LeadErrorKey } from "../lib/lead/validation";

/** The SPEC §5 message for a validation error, in the current language. */
export function ErrorText({ error, max }: { error?: LeadErrorKey; max?: number }) {
  const t = useText();
  if (!error) return null;
  return <>{t(`quote.errors.${error}`, { max: max ?? "" })}</>;
}
