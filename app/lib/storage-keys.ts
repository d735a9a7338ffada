/** Every browser-storage key the product uses (SPEC §3.2), in one place. */
export const STORAGE_KEYS = {
  theme: "website-theme",
  templateContext: "templateContext",
  constructionContext: "constructionContext",
  miningContext: "miningContext",
  /** The admin log-in: the time it happened (ms since 1970), valid for {@link ADMIN_SESSION_MS}. */
  adminAuthenticated: "admin-authenticated",
  adminEditMode: "admin-edit-mode",
  language: "preferred-language",
  seenWelcome: "hasSeenWelcome",
  quoteDraft: "quote-draft",
  leadThrottle: "emailjs-limit:lead",
  preloadReloadAt: "preload-reload-at",
  /** Snow Squatch's storm-alert banner, once dismissed (for the session). */
  stormAlertDismissed: "snow-squatch-storm-alert",
  /** The copy editor's text edits, per language (SPEC §3.2: a name that carries the brand). */
  copyEdits: "nickel-and-pine-copy-edits",
  /** A stored text of the edits that the editor could not read in full, kept until the owner discards it. */
  copyEditsBackup: "nickel-and-pine-copy-edits-backup",
  /** The copy editor's local order and deletions of page sections. */
  sectionLayout: "nickel-and-pine-section-layout",
} as const;

/** How long an admin log-in lasts in this browser: 12 hours, then it reads as logged out. */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/** A stored theme: one of the two looks or a template site's own (its manifest record says which). */
export type StoredTheme = string;

/**
 * The session template context (SPEC §3.2). Two values carry rules (construction
 * forces the premium look, mining the simple one); every template site stores its own.
 */
export type TemplateContext = string;

/** What a stored theme or context may look like: a short lower-case name, nothing else. */
export const STORED_NAME = /^[a-z][a-z0-9-]{0,39}$/;

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
