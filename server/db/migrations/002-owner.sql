-- The owner's sign-in (issue 35): one password, the sessions it opened, the one-time setup links.
CREATE TABLE owner (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- scrypt, with its parameters and salt (server/owner/password-hash.js)
  password_hash TEXT NOT NULL,
  changed_at INTEGER NOT NULL
) STRICT;

CREATE TABLE sessions (
  -- SHA-256 of the cookie's token: a copy of the database opens no session.
  token_hash TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
) STRICT;

CREATE TABLE setup_links (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT;
