/**
 * The one module that talks to EmailJS (SECURITY.md: each external service
 * sits behind one small module). The SDK is imported lazily, only when a
 * configured form is sent, inside try/catch: its import reads `localStorage`
 * and throws where storage is blocked (details and workaround in ./sdk-guard).
 */
import type { TemplateParams } from "./payload";
import { importWithStorageGuard, throttleStorage, withSignal, type EmailSdk } from "./sdk-guard";

/** Where the SDK POSTs `{ lib_version, user_id, service_id, template_id, template_params }`. */
export const SEND_ENDPOINT = "https://api.emailjs.com/api/v1.0/email/send";

/** The SDK has no timeout of its own (SECURITY.md §4). */
const SEND_TIMEOUT_MS = 15_000;

/** One send per 30 s per browser, enforced by the SDK through `throttleStorage`. */
const LIMIT_RATE = { id: "lead", throttle: 30_000 };

/** The public EmailJS identifiers (acceptable in the bundle, SECURITY.md T7). */
export interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** Why a send did not succeed; each has its own EN/FR copy in `quoteEn.failure`. */
type SendFailure = "not-configured" | "offline" | "timeout" | "blocked" | "throttled" | "failed";

/** Outcome of {@link sendLead}; `detail` is for logs, not for visitors. */
export type SendResult = { ok: true } | { ok: false; reason: SendFailure; detail: string };

/** Test seams. */
export interface SendOptions {
  timeoutMs?: number;
  importSdk?: () => Promise<EmailSdk>;
}

/** True when all three identifiers are non-blank. */
export function isConfigured(config: EmailConfig): boolean {
  return [config.publicKey, config.serviceId, config.templateId].every(
    (value) => typeof value === "string" && value.trim() !== "",
  );
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;
const TIMED_OUT = Symbol("timeout");
let inFlight: Promise<SendResult> | null = null;

/**
 * Sends a lead. Resolves, never rejects. Not configured → no import, no
 * network. Offline → no attempt. Calls made while one is running share its
 * result (a triple-click sends one request). Failures are logged with
 * `console.error("Lead send failed", …)` (SPEC §8).
 */
export function sendLead(
  params: TemplateParams,
  config: EmailConfig,
  { timeoutMs = SEND_TIMEOUT_MS, importSdk = () => import("@emailjs/browser") }: SendOptions = {},
): Promise<SendResult> {
  if (!isConfigured(config)) return Promise.resolve(fail("not-configured", "EmailJS ids missing"));
  if (isOffline()) return Promise.resolve(fail("offline", "navigator.onLine is false"));
  inFlight ??= attempt(params, config, timeoutMs, importSdk).finally(() => (inFlight = null));
  return inFlight;
}

async function attempt(
  params: TemplateParams,
  config: EmailConfig,
  timeoutMs: number,
  importSdk: () => Promise<EmailSdk>,
): Promise<SendResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(TIMED_OUT);
    }, timeoutMs);
  });
  try {
    const work = importWithStorageGuard(importSdk).then(({ send }) =>
      withSignal(SEND_ENDPOINT, controller.signal, () =>
        send(
          config.serviceId,
          config.templateId,
          { ...params },
          {
            publicKey: config.publicKey,
            blockHeadless: true,
            limitRate: { ...LIMIT_RATE },
            storageProvider: throttleStorage,
          },
        ),
      ),
    );
    // A late rejection of the aborted request is expected and not an error.
    work.catch(() => {});
    if ((await Promise.race([work, timeout])) === TIMED_OUT) {
      return fail("timeout", `No answer within ${timeoutMs} ms; request aborted`);
    }
    return { ok: true };
  } catch (error) {
    return releaseThrottle(fromError(error));
  } finally {
    clearTimeout(timer);
  }
}

function fromError(error: unknown): SendResult {
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    const detail = `${String(status)} ${String(text ?? "")}`.trim();
    if (status === 451 || status === 403) return fail("blocked", detail, error);
    if (status === 429) return fail("throttled", detail, error);
    if (status === 0) return network(detail, error);
    return fail("failed", detail, error);
  }
  if (error instanceof TypeError) return network(`TypeError: ${error.message}`, error);
  if (typeof error === "string") return fail("failed", error, error);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return fail("failed", detail, error);
}

/** A request that never got an answer. */
function network(detail: string, error: unknown): SendResult {
  return fail(isOffline() ? "offline" : "failed", detail, error);
}

/**
 * The SDK records a send in its 30 s throttle just before the request leaves.
 * Any attempt that reached the e-mail service (an answer of any status, or a
 * request that hung and was aborted) keeps that record, so a script cannot
 * retry at once; only a request that never left the browser (offline) gives
 * the visitor their retry back. SDK refusals made before the request (451,
 * 403, its own 429) never wrote a record, and the 429's existing one stays.
 */
function releaseThrottle(result: SendResult): SendResult {
  if (!result.ok && result.reason === "offline") void throttleStorage.remove(LIMIT_RATE.id);
  return result;
}

function fail(reason: SendFailure, detail: string, error?: unknown): SendResult {
  console.error("Lead send failed", { reason, detail }, ...(error === undefined ? [] : [error]));
  return { ok: false, reason, detail };
}
