-- The French the translation service wrote for a version's English-only texts when it was
-- published (issue 36, app/lib/publish/publish-translation.ts): a machine-translations file's
-- JSON ({ version, texts: { key: { en, fr, machineTranslated } } }), or NULL when it has none.
ALTER TABLE copy_versions ADD COLUMN machine_french TEXT;
