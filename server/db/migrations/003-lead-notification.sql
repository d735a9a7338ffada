-- The server's own e-mail about each lead (issue 35), when SMTP_URL is set: queued with the
-- lead, in the same commit, and sent by server/leads/lead-notifier.js, retried with backoff.
-- 'off': no SMTP when the lead arrived; 'queued': to send at smtp_next_at; 'sent'; 'failed':
-- given up after the last retry; 'skipped': EmailJS delivered it, so the studio has it once.
ALTER TABLE leads ADD COLUMN smtp_state TEXT NOT NULL DEFAULT 'off'
  CHECK (smtp_state IN ('off', 'queued', 'sent', 'failed', 'skipped'));
ALTER TABLE leads ADD COLUMN smtp_attempts INTEGER NOT NULL DEFAULT 0;
-- Milliseconds since the epoch; NULL unless queued.
ALTER TABLE leads ADD COLUMN smtp_next_at INTEGER;
ALTER TABLE leads ADD COLUMN smtp_detail TEXT NOT NULL DEFAULT '';

CREATE INDEX leads_smtp_due ON leads (smtp_next_at) WHERE smtp_state = 'queued';
