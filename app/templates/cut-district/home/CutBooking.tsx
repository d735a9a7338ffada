import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { QuoteButton } from "../../../quote/QuoteButton";
import { site } from "../../../site.config";
import { BARBERS, cutDistrictBrand, type BarberId } from "../brand";
import { CutIcon } from "./cut-icons";
import { BOOKING_DAYS, BOOKING_ID, BOOKING_TIMES } from "./data";
import { cutField, CutSection } from "./ui";
import { SubmitButton } from "../../../ui/SubmitButton";
import { cutButton } from "../pages/ui/cut-button";

/** What the visitor picked, shown back in the demo confirmation. */
interface Request {
  day: number;
  time: number;
  barber: BarberId | "";
}

const indexIn = (list: readonly string[], value: FormDataEntryValue | null) =>
  list.indexOf(typeof value === "string" ? value : "");

/**
 * "GET A FREE STYLE ASSESSMENT" (SPEC §2.10, §3.5): name, e-mail, phone,
 * preferred day (Monday to Saturday), time (9 AM to 5 PM hourly) and barber.
 * REQUEST APPOINTMENT sends nothing: it says plainly that no appointment was
 * booked, and offers the studio's quote for a real booking site. The barber
 * is the view's, so "Book with {name}" can choose it.
 */
export function CutBooking({
  barber,
  onBarberChange,
}: {
  barber: BarberId | "";
  onBarberChange: (barber: BarberId | "") => void;
}) {
  const t = useText();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [request, setRequest] = useState<Request | null>(null);
  const returning = useRef(false);

  // Focus follows the form: to the confirmation's title, then back to the first field.
  useEffect(() => {
    if (request) confirmation.current?.focus();
    else if (returning.current) form.current?.querySelector<HTMLInputElement>("input")?.focus();
    returning.current = false;
  }, [request]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setRequest({
      day: indexIn(BOOKING_DAYS, data.get("day")),
      time: indexIn(BOOKING_TIMES, data.get("time")),
      barber,
    });
  };

  const barberName = (chosen: BarberId | "") =>
    BARBERS.find((entry) => entry.id === chosen)?.name ?? t("cutHome.booking.noPreference");

  return (
    <CutSection
      id={BOOKING_ID}
      eyebrow="cutHome.booking.eyebrow"
      title="cutHome.booking.title"
      intro="cutHome.booking.intro"
      tone="surface"
    >
      <div className="mt-10 border border-accent/30 bg-bg p-6 shadow-lift sm:p-10">
        {request && (
          <div className="text-center">
            <CutIcon name="circleCheck" className="mx-auto size-12 text-accent" />
            <h3
              ref={confirmation}
              tabIndex={-1}
              className="mt-4 font-display text-2xl font-extrabold tracking-wide outline-none sm:text-3xl"
            >
              <Text id="cutHome.booking.sent.title" />
            </h3>
            <p className="mx-auto mt-3 max-w-2xl text-fg-muted">
              <Text id="cutHome.booking.sent.text" values={{ studio: site.brand }} />
            </p>
            <div className="mx-auto mt-6 max-w-md border border-line bg-surface p-5 text-left">
              <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
                <Text id="cutHome.booking.sent.summary" />
              </p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                <dt className="text-fg-muted">
                  <Text id="cutHome.booking.day" />
                </dt>
                <dd className="font-semibold">
                  {request.day >= 0
                    ? t(`cutHome.booking.days.${request.day}`)
                    : t("cutHome.booking.sent.anyDay")}
                </dd>
                <dt className="text-fg-muted">
                  <Text id="cutHome.booking.time" />
                </dt>
                <dd className="font-semibold">
                  {request.time >= 0
                    ? t(`cutHome.booking.times.${request.time}`)
                    : t("cutHome.booking.sent.anyTime")}
                </dd>
                <dt className="text-fg-muted">
                  <Text id="cutHome.booking.barber" />
                </dt>
                <dd className="font-semibold">{barberName(request.barber)}</dd>
              </dl>
            </div>
            <p className="mx-auto mt-8 max-w-xl font-semibold">
              <Text id="cutHome.booking.sent.ctaText" />
            </p>
            <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
              <QuoteButton
                options={{ template: { slug: cutDistrictBrand.id, title: cutDistrictBrand.name } }}
                className={cutButton("solid", "", "md", "heavy")}
              >
                <Text id="cutHome.booking.sent.cta" />
              </QuoteButton>
              <button
                type="button"
                onClick={() => {
                  returning.current = true;
                  setRequest(null);
                }}
                className={cutButton("outline", "", "md", "heavy")}
              >
                <Text id="cutHome.booking.sent.back" />
              </button>
            </div>
          </div>
        )}
        {/*
         * Submitted nowhere: the handler keeps it on the page, and before that (or
         * without JavaScript) a dialog-method form outside a dialog does not submit.
         */}
        <form
          ref={form}
          method="dialog"
          onSubmit={onSubmit}
          hidden={request !== null}
          aria-labelledby={`${BOOKING_ID}-title`}
          className="grid gap-5 sm:grid-cols-2"
        >
          <Field id={field("first")} label="cutHome.booking.firstName">
            <input
              id={field("first")}
              name="firstName"
              autoComplete="given-name"
              className={cutField}
            />
          </Field>
          <Field id={field("last")} label="cutHome.booking.lastName">
            <input
              id={field("last")}
              name="lastName"
              autoComplete="family-name"
              className={cutField}
            />
          </Field>
          <Field id={field("email")} label="cutHome.booking.email">
            <input
              id={field("email")}
              name="email"
              type="email"
              autoComplete="email"
              className={cutField}
            />
          </Field>
          <Field id={field("phone")} label="cutHome.booking.phone">
            <input
              id={field("phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              className={cutField}
            />
          </Field>
          <Field id={field("day")} label="cutHome.booking.day">
            <select
              id={field("day")}
              name="day"
              defaultValue=""
              className={`${cutField} select-chevron`}
            >
              <option value="">{t("cutHome.booking.dayPlaceholder")}</option>
              {BOOKING_DAYS.map((day, i) => (
                <option key={day} value={day}>
                  {t(`cutHome.booking.days.${i}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={field("time")} label="cutHome.booking.time">
            <select
              id={field("time")}
              name="time"
              defaultValue=""
              className={`${cutField} select-chevron`}
            >
              <option value="">{t("cutHome.booking.timePlaceholder")}</option>
              {BOOKING_TIMES.map((time, i) => (
                <option key={time} value={time}>
                  {t(`cutHome.booking.times.${i}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={field("barber")} label="cutHome.booking.barber" className="sm:col-span-2">
            <select
              id={field("barber")}
              name="barber"
              value={barber}
              onChange={(event) => onBarberChange(event.target.value as BarberId | "")}
              className={`${cutField} select-chevron`}
            >
              <option value="">{t("cutHome.booking.noPreference")}</option>
              {BARBERS.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="border-l-2 border-accent pl-3 text-sm text-fg-muted">
              <Text id="cutHome.booking.demoNote" />
            </p>
            <SubmitButton className={cutButton("solid", "shrink-0", "md", "heavy")}>
              <Text id="cutHome.booking.submit" />
            </SubmitButton>
          </div>
        </form>
      </div>
    </CutSection>
  );
}

function Field({
  id,
  label,
  className = "",
  children,
}: {
  id: string;
  label: TextId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        <Text id={label} />
      </label>
      {children}
    </div>
  );
}
