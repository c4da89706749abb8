-- A password reset e-mail waiting in the outbox no longer holds its link readable: the readable body has the
-- link removed, the whole message is sealed with a key that only the running server holds (sealed_body), and
-- the message expires with its link (expires_at, then status 'expired'). Messages queued before this have their
-- link removed and are expired: a backup made before this upgrade is the only place their links remain.
CREATE TABLE email_outbox_sealed (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  user_id         INTEGER NOT NULL REFERENCES users (id),
  recipient       TEXT NOT NULL,
  subject         TEXT NOT NULL,
  body            TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('welcome', 'password_reset')),
  status          TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'expired')),
  created_at      TEXT NOT NULL,
  sent_at         TEXT,
  sealed_body     BLOB,
  expires_at      TEXT
) STRICT;

INSERT INTO email_outbox_sealed (id, organization_id, user_id, recipient, subject, body, kind, status, created_at,
                                 sent_at)
SELECT id, organization_id, user_id, recipient, subject,
       CASE WHEN kind = 'password_reset' AND instr(body, '/reset-password?token=') > 0
            THEN substr(body, 1, instr(body, '/reset-password?token=') + 21) || '[removed]' ||
                 substr(body, instr(body, '/reset-password?token=') + 22 + 43)
            ELSE body END,
       kind,
       CASE WHEN kind = 'password_reset' AND status = 'queued' THEN 'expired' ELSE status END,
       created_at, sent_at
FROM email_outbox;

DROP TABLE email_outbox;
ALTER TABLE email_outbox_sealed RENAME TO email_outbox;
CREATE INDEX email_outbox_by_user ON email_outbox (user_id, id);
CREATE INDEX email_outbox_queued ON email_outbox (id) WHERE status = 'queued';
