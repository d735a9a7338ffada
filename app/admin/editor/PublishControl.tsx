import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import type { EditSet } from "../../lib/copy-edits/edits";
import { localizePath } from "../../lib/locale-path";
import { ownerTime } from "../../lib/owner/owner-time";
import type { Answer, PublishState, Version } from "../../lib/owner/publish-client";
import { NOTE_MAX } from "../../lib/publish/publish-post";
import { unpublishedCount, unpublishedEdits } from "../../lib/publish/unpublished";
import { buttonClass } from "../../ui/button-styles";
import { ownerServer } from "../owner-server";
import { useAdmin } from "../useAdmin";
import { originalText, setServerLive } from "./copy-source";

/** The server's publish calls: loaded when the bar first asks (only on the studio's server). */
const publishClient = () => import("../../lib/owner/publish-client");

/** How often the bar asks where a publish stands. */
const POLL_MS = 1000;

type Phase =
  | { kind: "idle" }
  | { kind: "writing" }
  | { kind: "sending" }
  | { kind: "waiting"; id: number; state: "queued" | "building" }
  | { kind: "live"; at: string }
  | { kind: "failed"; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "unreachable" };

/**
 * The edit bar's Publish, on the studio's server (issue 36), given this browser's `edits`: those
 * visitors do not see yet
 * go to the server with the owner's note; the bar says where the publish stands (queued,
 * building, live with its time, failed with the reason) and, until then, how many edits are
 * not live. Once live, none of those edits counts as unpublished any more.
 */
export function PublishControl({ edits }: { edits: EditSet }) {
  const t = useText();
  const locale = useLocale();
  const { logout } = useAdmin();
  const noteId = useId();
  const [onServer, setOnServer] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [note, setNote] = useState("");
  const [live, setLive] = useState<Version | null>(null);
  const unpublished = unpublishedCount(edits, originalText);

  /** Takes in what the server says is live; false when the browser must sign in again. */
  const settle = (answer: Answer<PublishState>): PublishState | null => {
    if (answer.kind === "signed-out") logout();
    if (answer.kind !== "ok") return null;
    setServerLive(answer.value.liveCopy);
    setLive(answer.value.live);
    return answer.value;
  };

  useEffect(() => {
    let current = true;
    void ownerServer().then(async (server) => {
      if (!current || server.kind !== "server") return;
      setOnServer(true);
      const answer = await (await publishClient()).fetchPublishState();
      if (current) settle(answer);
    });
    return () => {
      current = false;
    };
    // Once per edit mode: what is live when the bar opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const waitingFor = phase.kind === "waiting" ? phase.id : null;
  useEffect(() => {
    if (waitingFor === null) return;
    const timer = setInterval(async () => {
      const state = settle(await (await publishClient()).fetchPublishState());
      const version = state?.versions.find((entry) => entry.id === waitingFor);
      if (!version) return;
      if (version.state === "live") {
        // The edits it holds are live: the page keeps showing them, and none is counted unpublished.
        setPhase({ kind: "live", at: version.liveAt ?? "" });
      } else if (version.state === "failed") {
        setPhase({ kind: "failed", reason: version.failure });
      } else {
        setPhase({ kind: "waiting", id: version.id, state: version.state });
      }
    }, POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingFor]);

  if (!onServer) return null;

  const publish = async () => {
    setPhase({ kind: "sending" });
    const { publishEdits } = await publishClient();
    const answer = await publishEdits(unpublishedEdits(edits, originalText), note);
    if (answer.kind === "ok") {
      setNote("");
      const { id, state } = answer.value;
      setPhase({ kind: "waiting", id, state: state === "building" ? "building" : "queued" });
    } else if (answer.kind === "refused") setPhase({ kind: "refused", reason: answer.reason });
    else if (answer.kind === "signed-out") logout();
    else setPhase({ kind: "unreachable" });
  };

  const time = (iso: string) => ownerTime(iso, locale);

  const busy = phase.kind === "sending" || phase.kind === "waiting";
  const status =
    phase.kind === "waiting"
      ? t(`admin.publish.${phase.state}`)
      : phase.kind === "sending"
        ? t("admin.publish.sending")
        : phase.kind === "live"
          ? t("admin.publish.live", { time: time(phase.at) })
          : phase.kind === "failed"
            ? t("admin.publish.failed", { reason: phase.reason })
            : phase.kind === "refused"
              ? t("admin.publish.refused", { reason: phase.reason })
              : phase.kind === "unreachable"
                ? t("admin.publish.unreachable")
                : unpublished > 0
                  ? t("admin.publish.unpublished", { count: unpublished })
                  : live?.liveAt
                    ? t("admin.publish.upToDate", { time: time(live.liveAt) })
                    : "";

  return (
    <div className="col-span-2 flex basis-full flex-wrap items-center gap-2 border-t border-white/10 px-2 pt-2">
      {phase.kind === "writing" ? (
        <form
          aria-label={t("admin.publish.title")}
          className="flex w-full flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void publish();
          }}
        >
          <div className="grid min-w-48 flex-1 gap-1 text-sm">
            <label htmlFor={noteId}>{t("admin.publish.note")}</label>
            <input
              id={noteId}
              autoFocus
              value={note}
              maxLength={NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t("admin.publish.notePlaceholder")}
              className="h-9 rounded-lg border border-white/20 bg-black/30 px-2 text-[#eef2f8]"
            />
          </div>
          <button type="submit" className={buttonClass("primary", "sm")}>
            {t("admin.publish.confirm")}
          </button>
          <button
            type="button"
            onClick={() => setPhase({ kind: "idle" })}
            className={buttonClass("ghost", "sm")}
          >
            {t("admin.editBar.cancel")}
          </button>
        </form>
      ) : (
        <>
          <button
            type="button"
            onClick={() => setPhase({ kind: "writing" })}
            disabled={busy || unpublished === 0}
            className={buttonClass("primary", "sm")}
          >
            {t("admin.publish.publish")}
          </button>
          <Link
            to={localizePath("/admin/versions", locale)}
            className={buttonClass("ghost", "sm", "px-2.5")}
          >
            {t("admin.publish.versions")}
          </Link>
        </>
      )}
      <p
        role="status"
        className={`basis-full text-sm empty:hidden ${phase.kind === "failed" || phase.kind === "refused" || phase.kind === "unreachable" ? "text-[#ffb4a8]" : ""}`}
      >
        {status}
      </p>
    </div>
  );
}
