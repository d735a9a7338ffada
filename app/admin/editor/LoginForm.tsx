import { useEffect, useId, useRef, useState } from "react";
import { useText } from "../../content/useText";
import { isPasswordConfigured } from "../../lib/copy-edits/password";
import { canPersist, write } from "../../lib/storage";
import { buttonClass } from "../../ui/button-styles";
import { askOwnerServerAgain } from "../owner-server";
import { AdminNotice } from "./AdminNotice";
import {
  checkAgainstBuildHash,
  checkWithServer,
  staticWaitMs,
  type LoginOutcome,
} from "./password-checks";
import { passwordFieldClass } from "./password-field";

const CONFIGURED_HASH = import.meta.env.VITE_ADMIN_PASSWORD_HASH;

/** When the server or the build's throttle lets the next attempt in (kept across reopening). */
let nextAttemptAt = 0;

type Problem = Exclude<LoginOutcome["kind"], "correct" | "wait"> | null;

/**
 * The log-in (SPEC §5, §8). On the studio's server (`mode="server"`) the server checks the
 * password, slows repeated failures and keeps the session in an HttpOnly cookie; on a static
 * host the build's salted PBKDF2 hash is checked in this browser. A wrong entry shows
 * "Incorrect password" and clears the field; a wait says how long.
 */
export function LoginForm({ mode = "static" }: { mode?: "static" | "server" }) {
  const t = useText();
  const fieldId = useId();
  const messageId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [waitMs, setWaitMs] = useState(() =>
    Math.max(0, nextAttemptAt - Date.now(), mode === "static" ? staticWaitMs() : 0),
  );

  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setWaitMs(Math.max(0, nextAttemptAt - Date.now())), 250);
    return () => clearTimeout(timer);
  }, [waitMs]);

  if (mode === "static" && !isPasswordConfigured(CONFIGURED_HASH))
    return <AdminNotice>{t("admin.login.notConfigured")}</AdminNotice>;
  if (!canPersist()) return <AdminNotice>{t("admin.login.storageUnavailable")}</AdminNotice>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (checking || waitMs > 0 || password === "") return;
    setChecking(true);
    const outcome =
      mode === "server"
        ? await checkWithServer(password)
        : await checkAgainstBuildHash(password, CONFIGURED_HASH);
    setChecking(false);
    if (outcome.kind === "correct") {
      nextAttemptAt = 0;
      if (mode === "server") askOwnerServerAgain();
      write("adminAuthenticated", true);
      return;
    }
    setPassword("");
    field.current?.focus();
    const wait = "waitMs" in outcome ? outcome.waitMs : 0;
    nextAttemptAt = Date.now() + wait;
    setWaitMs(wait);
    setProblem(outcome.kind === "wait" ? null : outcome.kind);
  };

  const waiting = waitMs > 0;
  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <p className="text-fg-muted">
        {t(mode === "server" ? "admin.login.introServer" : "admin.login.intro")}
      </p>
      <label htmlFor={fieldId} className="mt-6 block text-sm font-semibold">
        {t("admin.login.password")}
      </label>
      <input
        ref={field}
        id={fieldId}
        type="password"
        autoComplete="current-password"
        data-autofocus
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={problem === "incorrect" || undefined}
        aria-describedby={messageId}
        className={passwordFieldClass}
      />
      <div id={messageId} role="alert" className="mt-2 min-h-6 text-sm font-semibold text-danger">
        {problem && t(`admin.login.${problem}`)}
        {waiting && (
          <span className="block font-normal text-fg-muted">
            {t("admin.login.wait", { seconds: Math.ceil(waitMs / 1000) })}
          </span>
        )}
      </div>
      <button
        type="submit"
        disabled={checking || waiting}
        className={buttonClass("primary", "lg", "mt-4 w-full")}
      >
        {t(checking ? "admin.login.checking" : "admin.login.submit")}
      </button>
      <p className="mt-6 text-xs text-fg-muted">
        {t(mode === "server" ? "admin.login.noteServer" : "admin.login.note")}
      </p>
    </form>
  );
}
