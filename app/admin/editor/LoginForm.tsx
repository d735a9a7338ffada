import { useEffect, useId, useRef, useState } from "react";
import { useText } from "../../content/useText";
import {
  msUntilNextAttempt,
  NO_FAILURES,
  recordFailure,
  type LoginThrottle,
} from "../../lib/copy-edits/login-throttle";
import { isPasswordConfigured, verifyPassword } from "../../lib/copy-edits/password";
import { canPersist, write } from "../../lib/storage";
import { buttonClass } from "../../ui/button-styles";

const CONFIGURED_HASH = import.meta.env.VITE_ADMIN_PASSWORD_HASH;

/** Wrong entries so far in this page view (kept while the dialog closes and reopens). */
let throttle: LoginThrottle = NO_FAILURES;

/**
 * The log-in (SPEC §5, §8): the password is checked against the build's
 * salted PBKDF2 hash. A wrong entry shows "Incorrect password" and clears the
 * field; repeated ones wait longer each time, and the form says how long.
 */
export function LoginForm() {
  const t = useText();
  const fieldId = useId();
  const messageId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<"incorrect" | "unsupported" | null>(null);
  const [waitMs, setWaitMs] = useState(() => msUntilNextAttempt(throttle, Date.now()));

  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setWaitMs(msUntilNextAttempt(throttle, Date.now())), 250);
    return () => clearTimeout(timer);
  }, [waitMs]);

  if (!isPasswordConfigured(CONFIGURED_HASH))
    return <Notice>{t("admin.login.notConfigured")}</Notice>;
  if (!canPersist()) return <Notice>{t("admin.login.storageUnavailable")}</Notice>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (checking || waitMs > 0 || password === "") return;
    setChecking(true);
    const result = await verifyPassword(password, CONFIGURED_HASH);
    setChecking(false);
    if (result === "correct") {
      throttle = NO_FAILURES;
      write("adminAuthenticated", true);
      return;
    }
    setPassword("");
    field.current?.focus();
    if (result === "unsupported") return setError("unsupported");
    throttle = recordFailure(throttle, Date.now());
    setWaitMs(msUntilNextAttempt(throttle, Date.now()));
    setError("incorrect");
  };

  const waiting = waitMs > 0;
  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <p className="text-fg-muted">{t("admin.login.intro")}</p>
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
        aria-invalid={error === "incorrect" || undefined}
        aria-describedby={messageId}
        className="mt-2 h-12 w-full rounded-xl border border-line bg-bg px-4 text-base text-fg focus-visible:outline-2 focus-visible:outline-accent"
      />
      <div id={messageId} role="alert" className="mt-2 min-h-6 text-sm font-semibold text-danger">
        {error && t(error === "incorrect" ? "admin.login.incorrect" : "admin.login.unsupported")}
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
      <p className="mt-6 text-xs text-fg-muted">{t("admin.login.note")}</p>
    </form>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-xl border border-line bg-bg p-4 text-fg-muted">
      {children}
    </p>
  );
}
