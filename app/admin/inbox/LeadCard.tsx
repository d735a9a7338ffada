import { useId } from "react";
import { ownerTime } from "../../lib/owner/owner-time";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import { LEAD_STATUSES, type InboxLead, type LeadStatus } from "../../lib/owner/leads-client";
import { buttonClass } from "../../ui/button-styles";

const STATUS_TONE: Record<LeadStatus, string> = {
  new: "border-accent text-accent",
  contacted: "border-line text-fg",
  won: "border-success text-success",
  lost: "border-line text-fg-muted",
};

/** One quote request: who, what, when, what became of its e-mail; its state and deletion. */
export function LeadCard({
  lead,
  onMark,
  onDelete,
}: {
  lead: InboxLead;
  onMark: (lead: InboxLead, status: LeadStatus) => void;
  onDelete: (lead: InboxLead) => void;
}) {
  const t = useText();
  const locale = useLocale();
  const titleId = useId();
  const stateId = useId();
  const delivery =
    lead.emailjsState === "failed"
      ? t("inbox.lead.emailjs.failed", { detail: lead.emailjsDetail })
      : t(`inbox.lead.emailjs.${lead.emailjsState}`);
  const values = { attempts: lead.smtpAttempts, detail: lead.smtpDetail };
  const serverMail =
    lead.smtpState === "queued" && lead.smtpAttempts > 0
      ? t("inbox.lead.smtp.retrying", values)
      : lead.smtpState === "off"
        ? null
        : t(`inbox.lead.smtp.${lead.smtpState}`, values);
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-fg-muted">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-bold break-words">
            {lead.businessName}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            <time dateTime={lead.receivedAt}>{ownerTime(lead.receivedAt, locale)}</time>
          </p>
        </div>
        <span
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_TONE[lead.status]}`}
        >
          {t(`inbox.statuses.${lead.status}`)}
        </span>
      </header>
      <dl className="mt-4 grid gap-x-8 gap-y-2 lg:grid-cols-2">
        {row(
          t("inbox.lead.contact"),
          <>
            <a href={`mailto:${lead.email}`} className="underline underline-offset-4">
              {lead.email}
            </a>
            {" · "}
            <a
              href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
              className="underline underline-offset-4"
            >
              {lead.phone}
            </a>
          </>,
        )}
        {row(t("inbox.lead.industry"), lead.industry)}
        {row(t("inbox.lead.project"), lead.projectType)}
        {row(t("inbox.lead.template"), lead.templateTitle || t("inbox.lead.noTemplate"))}
        {row(t("inbox.lead.language"), t(`inbox.lead.languages.${lead.locale}`))}
        {row(t("inbox.lead.delivery"), delivery)}
        {serverMail && row(t("inbox.lead.serverMail"), serverMail)}
      </dl>
      <details className="mt-4 rounded-xl border border-line bg-bg px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold">
          {t("inbox.lead.message")}
        </summary>
        <p className="mt-2 break-words whitespace-pre-wrap text-fg-muted">{lead.message}</p>
      </details>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <div className="flex items-center gap-2">
          <label htmlFor={stateId} className="sr-only">
            {t("inbox.lead.mark", { business: lead.businessName })}
          </label>
          <select
            id={stateId}
            value={lead.status}
            onChange={(event) => onMark(lead, event.target.value as LeadStatus)}
            className="h-11 rounded-xl border border-line bg-bg px-3 text-base text-fg"
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`inbox.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => onDelete(lead)}
          className={buttonClass("secondary", "md")}
        >
          {t("inbox.lead.delete")}
        </button>
      </div>
    </article>
  );
}
