/**
 * The address a template's `externalUrl` may send the browser to, or null
 * (SECURITY.md T5). Only `https:` URLs whose host (with its port, if any) is
 * exactly one of `allowedHosts` pass; credentials, whitespace, backslashes and
 * control characters (raw or percent-encoded) are refused. The caller only
 * ever passes values held by the registry itself, never anything from the URL
 * or storage.
 */
export function resolveTarget(url: string, allowedHosts: readonly string[]): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f-\u009f\\]/.test(url)) return null;
  if (/%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i.test(url)) return null;
  // "https://", then an authority without userinfo ("@", even empty, which the parser drops).
  if (!/^https:\/\/[^/?#@]+(?:[/?#]|$)/i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password) return null;
  return allowedHosts.includes(parsed.host) ? parsed.href : null;
}

/**
 * The slugs of `records` whose `externalUrl` {@link resolveTarget} refuses:
 * the build stops on any (a record may only name an allowed host).
 */
export function refusedExternalUrls(
  records: readonly { slug: string; externalUrl?: string }[],
  allowedHosts: readonly string[],
): string[] {
  return records.flatMap(({ slug, externalUrl }) =>
    externalUrl !== undefined && resolveTarget(externalUrl, allowedHosts) === null ? [slug] : [],
  );
}
