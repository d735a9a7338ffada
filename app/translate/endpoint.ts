import type { TranslateEndpoint } from "./translate-request";

/**
 * The translation service, from the build's VITE_TRANSLATE_URL: the server's proxy
 * (`/api/translate`, which holds the key) or a service that needs none; null when none is
 * configured: then nothing is ever sent. An https URL's origin goes into the CSP's
 * connect-src (scripts/connect-origins-plugin.ts); a same-origin path needs nothing there.
 */
export const translateEndpoint: TranslateEndpoint | null = import.meta.env.VITE_TRANSLATE_URL
  ? { url: import.meta.env.VITE_TRANSLATE_URL }
  : null;
