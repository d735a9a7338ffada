-- Versions of the owner's published copy edits (issue 36). Each holds the whole edit set laid
-- over the build's published edits (app/content/published-edits/), not only what it changed,
-- so any version can be rendered or restored alone. Versions go live one at a time, in id
-- order: 'queued', then 'building' while the server renders the pages, then 'live' (it was
-- made live at live_at; the newest such is what visitors see) or 'failed' with the reason.
CREATE TABLE copy_versions (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  author TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  edits TEXT NOT NULL,
  en_fields INTEGER NOT NULL,
  fr_fields INTEGER NOT NULL,
  restored_from INTEGER REFERENCES copy_versions (id) ON DELETE SET NULL,
  state TEXT NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'building', 'live', 'failed')),
  failure TEXT NOT NULL DEFAULT '',
  live_at TEXT
);

CREATE INDEX copy_versions_state ON copy_versions (state, id);
