interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_ADMIN_PASSWORD_HASH?: string;
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_E2E_FIXTURES?: string;
}

/** The published copy edits, or null (scripts/published-edits-plugin.ts). */
declare module "virtual:published-edits" {
  const edits: unknown;
  export default edits;
}

/** The edit address key of every text of the site (scripts/copy-fields-plugin.ts). */
declare module "virtual:copy-fields" {
  const keys: readonly string[];
  export default keys;
}
