import { useEffect, useRef, useState } from "react";
import { useText } from "../../content/useText";
import {
  fetchPublishState,
  restoreVersion,
  type PublishState,
  type Version,
} from "../../lib/owner/publish-client";
import { buttonClass } from "../../ui/button-styles";
import { useAdmin } from "../useAdmin";
import { VersionCard } from "./VersionCard";

/** How often the list asks again while a version is queued or building. */
const POLL_MS = 1000;

type Load = { kind: "loading" } | { kind: "failed" } | { kind: "ok"; state: PublishState };

const pending = (versions: readonly Version[]) =>
  versions.some((version) => version.state === "queued" || version.state === "building");

/** Every published version, newest first: what each changed, and restore. */
export default function VersionList() {
  const t = useText();
  const { logout } = useAdmin();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState("");
  // The restore under way, if any: the polling below says how it ended (live, or failed).
  const restoringNow = useRef<{ from: number; id: number } | null>(null);
  const [restoring, setRestoring] = useState(false);

  const busy = load.kind === "ok" && pending(load.state.versions);
  useEffect(() => {
    let live = true;
    const ask = async () => {
      const answer = await fetchPublishState();
      if (!live) return;
      if (answer.kind === "ok") {
        setLoad({ kind: "ok", state: answer.value });
        const restore = restoringNow.current;
        const settled = answer.value.versions.find(
          (version) => version.id === restore?.id && /^(live|failed)$/.test(version.state),
        );
        if (restore && settled) {
          setMessage(
            settled.state === "live"
              ? t("versions.list.restored", { id: restore.from })
              : t("versions.list.restoreFailed", { reason: settled.failure }),
          );
          restoringNow.current = null;
          setRestoring(false);
        }
      } else if (answer.kind === "signed-out") logout();
      else setLoad((was) => (was.kind === "ok" ? was : { kind: "failed" }));
    };
    void ask();
    const timer = busy ? setInterval(ask, POLL_MS) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [attempt, busy, logout, t]);

  const restore = async (id: number) => {
    setMessage(t("versions.list.restoring", { id }));
    const answer = await restoreVersion(id);
    if (answer.kind === "ok") {
      restoringNow.current = { from: id, id: answer.value.id };
      setRestoring(true);
      setAttempt((n) => n + 1);
    } else if (answer.kind === "signed-out") logout();
    else setMessage(t("versions.list.unreachable"));
  };

  if (load.kind === "loading") return <p role="status">{t("versions.gate.checking")}</p>;
  if (load.kind === "failed")
    return (
      <div role="alert" className="max-w-2xl rounded-2xl border border-line bg-surface p-6">
        <p className="text-lg">{t("versions.list.loadFailed")}</p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className={buttonClass("primary", "md", "mt-4")}
        >
          {t("versions.list.retry")}
        </button>
      </div>
    );

  const { versions, live } = load.state;
  return (
    <div className="grid gap-4">
      <p role="status" className="text-base font-semibold empty:hidden">
        {message}
      </p>
      {versions.length === 0 ? (
        <p className="max-w-2xl rounded-2xl border border-line bg-surface p-6 text-lg">
          {t("versions.list.empty")}
        </p>
      ) : (
        <ol className="grid gap-4">
          {versions.map((version) => (
            <li key={version.id}>
              <VersionCard
                version={version}
                isLive={version.id === live?.id}
                canRestore={!restoring && !busy}
                onRestore={() => void restore(version.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
