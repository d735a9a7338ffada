/** Every browser-storage key the product uses (SPEC §3.2), in one place. */
export const STORAGE_KEYS = {
  theme: "website-theme",
  templateContext: "templateContext",
  constructionContext: "constructionContext",
  miningContext: "miningContext",
  adminAuthenticated: "admin-authenticated",
  adminEditMode: "admin-edit-mode",
  language: "preferred-language",
  seenWelcome: "hasSeenWelcome",
  quoteDraft: "quote-draft",
  leadThrottle: "emailjs-limit:lead",
  preloadReloadAt: "preload-reload-at",
} as const;

export const THEMES = ["simple", "premium", "cut-district"] as const;
export type StoredTheme = (typeof THEMES)[number];

export const TEMPLATE_CONTEXTS = [
  "construction",
  "mining",
  "cut-district",
  "robot",
  "snow-squatch",
] as const;
export type TemplateContext = (typeof TEMPLATE_CONTEXTS)[number];

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
