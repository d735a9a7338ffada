import { useEffect, useId, useMemo, useState } from "react";
import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { countByStatus, filterLeads, type LeadFilter } from "../../lib/owner/lead-filter";
import {
  deleteLead,
  fetchInbox,
  LEAD_STATUSES,
  LEADS_CSV_URL,
  markLead,
  type ChangeResult,
  type Inbox,
  type InboxLead,
  type LeadStatus,
} from "../../lib/owner/leads-client";
import { buttonClass } from "../../ui/button-styles";
import { useAdmin } from "../useAdmin";
import { DeleteLeadDialog } from "./DeleteLeadDialog";
import { LeadCard } from "./LeadCard";

type Load = { kind: "loading" } | { kind: "failed" } | { kind: "ok"; inbox: Inbox };

const fieldClass = "h-11 rounded-xl border border-line bg-bg px-3 text-base text-fg";

/** The inbox: every lead the server keeps, searched, filtered, marked, deleted, exported. */
export default function LeadInbox() {
  const t = useText();
  const ids = { search: useId(), state: useId() };
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [filter, setFilter] = useState<LeadFilter>({ query: "", status: "all" });
  const [deleting, setDeleting] = useState<InboxLead | null>(null);
  const [message, setMessage] = useState("");

  const [attempt, setAttempt] = useState(0);
  // The server no longer knows this session: the page shows the log-in again.
  const { logout } = useAdmin();

  useEffect(() => {
    let live = true;
    void fetchInbox().then((result) => {
      if (!live) return;
      if (result.kind === "ok") setLoad({ kind: "ok", inbox: result.inbox });
      else if (result.kind === "signed-out") logout();
      else setLoad({ kind: "failed" });
    });
    return () => {
      live = false;
    };
  }, [attempt, logout]);

  const leads = useMemo(() => (load.kind === "ok" ? load.inbox.leads : []), [load]);
  const shown = useMemo(() => filterLeads(leads, filter), [leads, filter]);
  const counts = useMemo(() => countByStatus(leads), [leads]);

  /** Applies a change the server confirmed; says what happened either way. */
  const settle = (
    result: ChangeResult,
    done: string,
    apply: (list: InboxLead[]) => InboxLead[],
  ) => {
    if (result === "signed-out") return logout();
    if (result === "done" || result === "gone") {
      setLoad((current) =>
        current.kind === "ok"
          ? { kind: "ok", inbox: { ...current.inbox, leads: apply(current.inbox.leads) } }
          : current,
      );
    }
    setMessage(result === "done" ? done : t("inbox.status.failed"));
  };

  const mark = async (lead: InboxLead, status: LeadStatus) => {
    const result = await markLead(lead.id, status);
    settle(
      result,
      t("inbox.status.marked", {
        business: lead.businessName,
        status: t(`inbox.statuses.${status}`),
      }),
      (list) => list.map((item) => (item.id === lead.id ? { ...item, status } : item)),
    );
  };

  const remove = async (lead: InboxLead) => {
    const result = await deleteLead(lead.id);
    setDeleting(null);
    settle(result, t("inbox.status.deleted", { business: lead.businessName }), (list) =>
      list.filter((item) => item.id !== lead.id),
    );
  };

  if (load.kind === "loading")
    return (
      <p role="status" className="text-lg text-fg-muted">
        {t("inbox.gate.checking")}
      </p>
    );
  if (load.kind === "failed")
    return (
      <div role="alert" className="max-w-2xl rounded-2xl border border-line bg-surface p-6">
        <p className="text-lg">
          <Text id="inbox.gate.loadFailed" />
        </p>
        <button
          type="button"
          onClick={() => {
            setLoad({ kind: "loading" });
            setAttempt((count) => count + 1);
          }}
          className={buttonClass("secondary", "md", "mt-4")}
        >
          <Text id="inbox.gate.retry" />
        </button>
      </div>
    );

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <label htmlFor={ids.search} className="text-sm font-semibold">
            <Text id="inbox.toolbar.search" />
          </label>
          <input
            id={ids.search}
            type="search"
            value={filter.query}
            placeholder={t("inbox.toolbar.searchPlaceholder")}
            onChange={(event) => setFilter({ ...filter, query: event.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.state} className="text-sm font-semibold">
            <Text id="inbox.toolbar.state" />
          </label>
          <select
            id={ids.state}
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as LeadFilter["status"] })
            }
            className={fieldClass}
          >
            <option value="all">{t("inbox.toolbar.all", { count: leads.length })}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t("inbox.toolbar.stateOption", {
                  state: t(`inbox.statuses.${status}`),
                  count: counts[status],
                })}
              </option>
            ))}
          </select>
        </div>
        <a href={LEADS_CSV_URL} download className={buttonClass("secondary", "md")}>
          <Text id="inbox.toolbar.csv" />
        </a>
      </div>

      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-sm text-fg-muted">
        <p>{t("inbox.toolbar.shown", { shown: shown.length, total: leads.length })}</p>
        <p>{t("inbox.toolbar.retention", { months: load.inbox.retentionMonths })}</p>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold">
        {message}
      </p>

      {shown.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-fg-muted">
          <Text id={leads.length === 0 ? "inbox.toolbar.empty" : "inbox.toolbar.noMatch"} />
        </p>
      ) : (
        <ol className="mt-4 grid gap-4">
          {shown.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} onMark={mark} onDelete={setDeleting} />
            </li>
          ))}
        </ol>
      )}

      {deleting && (
        <DeleteLeadDialog
          lead={deleting}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
