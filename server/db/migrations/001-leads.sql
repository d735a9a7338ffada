-- Every quote request, stored before anything else can fail (issue 35).
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  -- The id the browser and the inbox use: random, so ids tell nothing about volume.
  public_id TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'fr')),
  project_type TEXT NOT NULL,
  business_name TEXT NOT NULL,
  industry TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  template_slug TEXT NOT NULL DEFAULT '',
  template_title TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost')),
  -- What the visitor's browser reported of its EmailJS send.
  emailjs_state TEXT NOT NULL DEFAULT 'pending' CHECK (emailjs_state IN ('pending', 'sent', 'failed')),
  emailjs_detail TEXT NOT NULL DEFAULT '',
  -- SHA-256 of the one-time token that lets the browser report that send; NULL once used.
  delivery_token_hash TEXT
) STRICT;

CREATE INDEX leads_by_time ON leads (received_at);
