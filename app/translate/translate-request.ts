/**
 * One call to the translation service (SPEC §7): POST JSON `{ q, target: "fr",
 * format: "text" }` to the configured endpoint, with no key (SECURITY.md T7: a key
 * stays on the server, in its /api/translate proxy); the answer's
 * `data.translations[0].translatedText` is the translation.
 */

export interface TranslateEndpoint {
  /** An https URL, or a path on the site itself (the server's proxy). */
  url: string;
}

/** How long a request may take before it is abandoned (the original text stays). */
const REQUEST_TIMEOUT_MS = 6000;

const translatedTextOf = (body: unknown): string | undefined => {
  const data = (body as { data?: { translations?: { translatedText?: unknown }[] } } | null)?.data;
  const text = data?.translations?.[0]?.translatedText;
  return typeof text === "string" ? text : undefined;
};

/**
 * Translates `text` into French. Rejects with "Translation API error: {status}"
 * on a non-OK answer, with a timeout error when no answer comes within
 * `timeoutMs`, and when the answer holds no translation.
 */
export async function translateText(
  text: string,
  endpoint: TranslateEndpoint,
  { timeoutMs = REQUEST_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(endpoint.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ q: text, target: "fr", format: "text" }),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    credentials: "omit",
    referrerPolicy: "no-referrer",
  });
  if (!response.ok) throw new Error(`Translation API error: ${response.status}`);
  const translated = translatedTextOf(await response.json());
  if (translated === undefined) throw new Error("Translation API error: no translatedText");
  return translated;
}
