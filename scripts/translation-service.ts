/**
 * The translation service the build uses for the owner's English-only
 * published edits (app/lib/machine-translation.ts), named by TRANSLATE_URL and
 * TRANSLATE_KEY in the build's environment (SECURITY.md T7). Google Cloud
 * Translation v2's REST shape: POST JSON `{ q: [...], source: "en", target:
 * "fr", format: "text" }`, the key in the `X-Goog-Api-Key` header, the answer's
 * `data.translations[i].translatedText`.
 *
 * The key never leaves this process: it is not in a URL (a URL with
 * credentials or a query string is refused), never logged (only the service's
 * origin and path are), and a failure stops the build with the product's own
 * message, never the service's answer (which names the cloud project and its
 * quota).
 */
export interface TranslationService {
  readonly url: string;
  readonly key: string | undefined;
  /** What the build may print of the service: its origin and path. */
  readonly label: string;
}

export class TranslationError extends Error {
  override name = "TranslationError";
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The service named by the environment, or null when none is. Refuses a URL
 * that is not https (http only on loopback, for a service on the same machine),
 * or that carries credentials, a query string or a fragment, and a key
 * without a URL.
 */
export function translationServiceFrom(
  env: Readonly<Record<string, string | undefined>>,
): TranslationService | null {
  const { TRANSLATE_URL: url, TRANSLATE_KEY: key } = env;
  if (!url) {
    if (key) throw new TranslationError("TRANSLATE_KEY is set but TRANSLATE_URL is not.");
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TranslationError("TRANSLATE_URL is not a URL.");
  }
  const label = `${parsed.origin}${parsed.pathname}`;
  if (parsed.username || parsed.password) {
    throw new TranslationError(
      `TRANSLATE_URL must not hold credentials (${label}): put the key in TRANSLATE_KEY.`,
    );
  }
  if (parsed.search || parsed.hash || url.includes("?") || url.includes("#")) {
    throw new TranslationError(
      `TRANSLATE_URL must not have a query string (${label}): put the key in TRANSLATE_KEY.`,
    );
  }
  const loopback = LOOPBACK.has(parsed.hostname);
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && loopback)) {
    throw new TranslationError(`TRANSLATE_URL must be an https URL (${label}).`);
  }
  return { url: label, key: key || undefined, label };
}

/** At most this many texts and characters per request (the v2 API takes 128 texts). */
const BATCH_TEXTS = 100;
const BATCH_CHARS = 25_000;
/** The largest answer read from the service. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 20_000;

/** The texts in requests of at most BATCH_TEXTS texts and BATCH_CHARS characters. */
function batchesOf(texts: readonly string[]): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (batch.length > 0 && (batch.length >= BATCH_TEXTS || chars + text.length > BATCH_CHARS)) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(text);
    chars += text.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

const translatedTexts = (body: unknown): unknown[] | undefined => {
  const data = (body as { data?: { translations?: unknown } } | null)?.data;
  return Array.isArray(data?.translations)
    ? data.translations.map((item) => (item as { translatedText?: unknown })?.translatedText)
    : undefined;
};

interface TranslateOptions {
  /** Why a translation is refused, or null (app/lib/machine-translation.ts translationProblem). */
  check: (source: string, translated: string) => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** One request's translations, in order; throws the product's own message on any failure. */
async function translateBatch(
  service: TranslationService,
  texts: readonly string[],
  { check, fetch: send = fetch, timeoutMs = REQUEST_TIMEOUT_MS }: TranslateOptions,
): Promise<string[]> {
  const failed = (why: string) =>
    new TranslationError(`The translation service at ${service.label} ${why}.`);
  let response: Response;
  try {
    response = await send(service.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        ...(service.key ? { "X-Goog-Api-Key": service.key } : {}),
      },
      body: JSON.stringify({ q: texts, source: "en", target: "fr", format: "text" }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw failed(timedOut ? `did not answer within ${timeoutMs / 1000} s` : "could not be reached");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const hint =
      response.status === 401 || response.status === 403
        ? " (check TRANSLATE_KEY and the key's API restrictions)"
        : response.status === 429
          ? " (over its quota or rate limit)"
          : "";
    throw failed(`refused the request: HTTP ${response.status}${hint}`);
  }
  const length = Number(response.headers.get("content-length") ?? 0);
  const body = length > MAX_ANSWER_BYTES ? "" : await response.text().catch(() => "");
  if (body.length === 0 || body.length > MAX_ANSWER_BYTES) throw failed("gave no usable answer");
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw failed("answered something other than JSON");
  }
  const answers = translatedTexts(parsed);
  if (!answers || answers.length !== texts.length) {
    throw failed("answered with a different number of translations");
  }
  return answers.map((answer, i) => {
    const source = texts[i] ?? "";
    if (typeof answer !== "string") throw failed("answered a translation that is not text");
    const problem = check(source, answer);
    if (problem) throw failed(`answered a translation the site refuses: ${problem}`);
    return answer;
  });
}

/** Translates every text into French, in order, a request per batch. */
export async function translateTexts(
  service: TranslationService,
  texts: readonly string[],
  options: TranslateOptions,
): Promise<string[]> {
  const translated: string[] = [];
  for (const batch of batchesOf(texts)) {
    translated.push(...(await translateBatch(service, batch, options)));
  }
  return translated;
}
