-- The organization's mail relay (SMTP), and what the outbox needs to send through it: attempts with a backoff,
-- the reason a message failed, and room for e-mails to leads (a cadence's: no user).
CREATE TABLE mail_relays (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations (id),
  host            TEXT NOT NULL,
  port            INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
  security        TEXT NOT NULL CHECK (security IN ('starttls', 'tls', 'none')),
  username        TEXT NOT NULL DEFAULT '',
  password        TEXT NOT NULL DEFAULT '',
  from_address    TEXT NOT NULL,
  from_name       TEXT NOT NULL DEFAULT '',
  -- untested until a test or a send; working after one that reached the relay; error after one that did not
  status          TEXT NOT NULL DEFAULT 'untested' CHECK (status IN ('untested', 'working', 'error')),
  last_error      TEXT,
  last_tested_at  TEXT,
  last_sent_at    TEXT,
  updated_at      TEXT NOT NULL
) STRICT;

CREATE TABLE email_outbox_next (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  user_id         INTEGER REFERENCES users (id),
  recipient       TEXT NOT NULL,
  subject         TEXT NOT NULL,
  body            TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('welcome', 'password_reset', 'cadence')),
  status          TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'expired')),
  created_at      TEXT NOT NULL,
  sent_at         TEXT,
  sealed_body     BLOB,
  expires_at      TEXT,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error      TEXT
) STRICT;

INSERT INTO email_outbox_next (id, organization_id, user_id, recipient, subject, body, kind, status, created_at,
                               sent_at, sealed_body, expires_at)
SELECT id, organization_id, user_id, recipient, subject, body, kind, status, created_at, sent_at, sealed_body,
       expires_at
FROM email_outbox;

DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX email_outbox_by_user ON email_outbox (user_id, id);
CREATE INDEX email_outbox_queued ON email_outbox (id) WHERE status = 'queued';
