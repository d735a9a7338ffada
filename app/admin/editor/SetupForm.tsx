import { useId, useState } from "react";
import { useText } from "../../content/useText";
import {
  OWNER_PASSWORD_MAX,
  OWNER_PASSWORD_MIN,
  setUpOwner,
  type SetupResult,
} from "../../lib/owner/owner-client";
import { withoutSetupToken } from "../../lib/owner/setup-link";
import { write } from "../../lib/storage";
import { buttonClass } from "../../ui/button-styles";
import { askOwnerServerAgain } from "../owner-server";
import { passwordFieldClass } from "./password-field";

type Problem = Exclude<SetupResult["kind"], "signed-in"> | "mismatch" | null;

/**
 * The first start's owner password (issue 35), for whoever holds the one-time link the
 * server wrote to its log: chosen twice, checked by the server, which signs this browser in.
 */
export function SetupForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useText();
  const ids = { password: useId(), repeat: useId(), hint: useId(), message: useId() };
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (password.length < OWNER_PASSWORD_MIN) return setProblem("too-short");
    if (password.length > OWNER_PASSWORD_MAX) return setProblem("too-long");
    if (password !== repeat) return setProblem("mismatch");
    setSending(true);
    const result = await setUpOwner(token, password);
    setSending(false);
    if (result.kind !== "signed-in") return setProblem(result.kind);
    askOwnerServerAgain();
    // The spent token leaves the address bar (and the history entry).
    window.history.replaceState(window.history.state, "", withoutSetupToken(window.location.href));
    write("adminAuthenticated", true);
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <p className="text-fg-muted">{t("admin.setup.intro")}</p>
      <label htmlFor={ids.password} className="mt-6 block text-sm font-semibold">
        {t("admin.setup.password")}
      </label>
      <input
        id={ids.password}
        type="password"
        autoComplete="new-password"
        data-autofocus
        required
        minLength={OWNER_PASSWORD_MIN}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={problem === "too-short" || problem === "too-long" || undefined}
        aria-describedby={`${ids.hint} ${ids.message}`}
        className={passwordFieldClass}
      />
      <p id={ids.hint} className="mt-1 text-sm text-fg-muted">
        {t("admin.setup.hint", { min: OWNER_PASSWORD_MIN })}
      </p>
      <label htmlFor={ids.repeat} className="mt-4 block text-sm font-semibold">
        {t("admin.setup.repeat")}
      </label>
      <input
        id={ids.repeat}
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        aria-invalid={problem === "mismatch" || undefined}
        aria-describedby={ids.message}
        className={passwordFieldClass}
      />
      <div id={ids.message} role="alert" className="mt-2 min-h-6 text-sm font-semibold text-danger">
        {problem && t(`admin.setup.problems.${problem}`, { min: OWNER_PASSWORD_MIN })}
      </div>
      <button
        type="submit"
        disabled={sending}
        className={buttonClass("primary", "lg", "mt-4 w-full")}
      >
        {t(sending ? "admin.setup.sending" : "admin.setup.submit")}
      </button>
    </form>
  );
}
