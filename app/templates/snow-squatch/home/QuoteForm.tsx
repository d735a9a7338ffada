import { useId, useRef, useState, type FormEvent } from "react";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { fieldClass, QuoteField } from "./QuoteField";
import { QUOTE_SERVICES } from "./sections";
import { SnowIcon } from "./SnowIcon";
import { SubmitButton } from "../../../ui/SubmitButton";

/**
 * The quote request. Like the other demo forms it sends nothing: a valid
 * request shows a local confirmation that says so. The form stays mounted
 * behind it (hidden), so nothing typed is lost going back to it, and an
 * invalid submit keeps every value and says which fields need a look.
 */
export function QuoteForm() {
  const t = useText();
  const id = useId();
  const zones = useCopy(snowSquatchSectionsCopy).area.zones;
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const field = (name: string) => `${id}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    setInvalid(false);
    setSentFor(name);
    requestAnimationFrame(() => confirmation.current?.focus());
  };

  const edit = () => {
    setSentFor(null);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("input")?.focus());
  };

  return (
    <div>
      <div role="status" aria-live="polite">
        {sentFor !== null && (
          <div className="flex flex-col items-center rounded-card border border-line bg-surface-raised px-6 py-12 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-success text-white">
              <SnowIcon name="check" className="size-7" />
            </span>
            <h3
              ref={confirmation}
              tabIndex={-1}
              className="mt-5 font-display text-2xl font-bold outline-none"
            >
              <Text id="snowSquatch.quote.sentTitle" values={{ name: sentFor }} />
            </h3>
            <p className="mt-3 max-w-md text-fg-muted">
              <Text id="snowSquatch.quote.sentText" />
            </p>
            <button type="button" onClick={edit} className={buttonClass("paper", "md", "mt-6")}>
              <Text id="snowSquatch.quote.edit" />
            </button>
          </div>
        )}
      </div>
      <form
        ref={form}
        method="post"
        onSubmit={onSubmit}
        onInvalidCapture={() => setInvalid(true)}
        hidden={sentFor !== null}
        aria-describedby={field("demo")}
        className="grid gap-5 sm:grid-cols-2"
      >
        <p className="text-sm text-fg-muted sm:col-span-2">
          <Text id="snowSquatch.quote.requiredNote" />
        </p>
        {invalid && (
          <p
            role="alert"
            className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger sm:col-span-2"
          >
            <Text id="snowSquatch.quote.errorSummary" />
          </p>
        )}
        <QuoteField id={field("name")} label="snowSquatch.quote.fields.name" required>
          <input
            id={field("name")}
            name="name"
            autoComplete="name"
            required
            className={`${fieldClass} h-12`}
          />
        </QuoteField>
        <QuoteField id={field("email")} label="snowSquatch.quote.fields.email" required>
          <input
            id={field("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={`${fieldClass} h-12`}
          />
        </QuoteField>
        <QuoteField id={field("phone")} label="snowSquatch.quote.fields.phone">
          <input
            id={field("phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            className={`${fieldClass} h-12`}
          />
        </QuoteField>
        <QuoteField id={field("zone")} label="snowSquatch.quote.fields.zone" required>
          <select
            id={field("zone")}
            name="zone"
            required
            defaultValue=""
            className={`${fieldClass} h-12`}
          >
            <option value="" disabled>
              {t("snowSquatch.quote.fields.zonePlaceholder")}
            </option>
            {zones.map((zone, i) => (
              <option key={zone.name} value={`zone-${i + 1}`}>
                {t(`snowSquatch.area.zones.${i}.name`)}
              </option>
            ))}
            <option value="other">{t("snowSquatch.quote.fields.zoneOther")}</option>
          </select>
        </QuoteField>
        <QuoteField
          id={field("address")}
          label="snowSquatch.quote.fields.address"
          required
          className="sm:col-span-2"
        >
          <input
            id={field("address")}
            name="address"
            autoComplete="street-address"
            required
            className={`${fieldClass} h-12`}
          />
        </QuoteField>
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold">
            <Text id="snowSquatch.quote.fields.services" />
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {QUOTE_SERVICES.map((service) => (
              <label
                key={service}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 transition duration-(--motion) hover:border-fg-muted/60 has-checked:border-accent has-checked:bg-accent/5"
              >
                <input
                  type="checkbox"
                  name="services"
                  value={service}
                  className="size-4 accent-(--accent)"
                />
                <Text id={`snowSquatch.quote.serviceOptions.${service}`} />
              </label>
            ))}
          </div>
        </fieldset>
        <QuoteField
          id={field("message")}
          label="snowSquatch.quote.fields.message"
          className="sm:col-span-2"
        >
          <textarea
            id={field("message")}
            name="message"
            rows={4}
            placeholder={t("snowSquatch.quote.fields.messageHint")}
            className={`${fieldClass} min-h-28 py-3 placeholder:text-fg-muted/70`}
          />
        </QuoteField>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p id={field("demo")} className="max-w-sm text-sm text-fg-muted">
            <Text id="snowSquatch.quote.demoNote" />
          </p>
          <SubmitButton className={buttonClass("primary", "lg")}>
            <Text id="snowSquatch.quote.submit" />
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
