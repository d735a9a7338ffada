/**
 * The address a template's `externalUrl` may send the browser to, or null.
 * Only absolute http(s) URLs without credentials, whitespace or control
 * characters pass (SECURITY.md T5); the caller only ever passes values held
 * by the registry itself, never anything from the URL or storage.
 */
export function resolveTarget(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return null;
  if (!/^https?:\/\/[^/]/i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  if (parsed.username || parsed.password || !parsed.hostname) return null;
  return parsed.href;
}
