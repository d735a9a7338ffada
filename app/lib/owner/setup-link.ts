/**
 * The first start's one-time setup link, `…/#owner-setup=<token>` (issue 35): the token rides
 * in the fragment, which no request, log or Referer carries.
 */

const SETUP_PARAM = "owner-setup";

/** The one-time setup token of a link `…/#owner-setup=<token>`, or null. */
export function setupTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(SETUP_PARAM);
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}

/** The address without its setup token, for `history.replaceState` once the token is used. */
export function withoutSetupToken(href: string): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ""));
  params.delete(SETUP_PARAM);
  const rest = params.toString();
  url.hash = rest ? `#${rest}` : "";
  return `${url.pathname}${url.search}${url.hash}`;
}
