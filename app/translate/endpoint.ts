import type { TranslateEndpoint } from "./translate-request";

/**
 * The translation service, from the build's VITE_TRANSLATE_URL (and optional
 * VITE_TRANSLATE_KEY); null when none is configured: then nothing is ever sent.
 * The build adds the URL's origin to the CSP's connect-src (scripts/connect-origins-plugin.ts).
 */
export const translateEndpoint: TranslateEndpoint | null = import.meta.env.VITE_TRANSLATE_URL
  ? {
      url: import.meta.env.VITE_TRANSLATE_URL,
      ...(import.meta.env.VITE_TRANSLATE_KEY ? { key: import.meta.env.VITE_TRANSLATE_KEY } : {}),
    }
  : null;
