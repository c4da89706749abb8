-- Agent settings on users, campaigns agents are assigned to, the e-mail outbox and password resets.

ALTER TABLE users ADD COLUMN extension TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN status TEXT NOT NULL DEFAULT 'offline' CHECK (status IN ('offline', 'online', 'away'));
ALTER TABLE users ADD COLUMN max_concurrent_calls INTEGER NOT NULL DEFAULT 1
  CHECK (max_concurrent_calls BETWEEN 1 AND 10);
ALTER TABLE users ADD COLUMN auto_answer INTEGER NOT NULL DEFAULT 0 CHECK (auto_answer IN (0, 1));

CREATE TABLE campaigns (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  name            TEXT NOT NULL,
  created_at      TEXT NOT NULL
) STRICT;

CREATE INDEX campaigns_by_organization ON campaigns (organization_id, name);

CREATE TABLE agent_campaigns (
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, campaign_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX agent_campaigns_by_campaign ON agent_campaigns (campaign_id);

-- Messages wait here as 'queued' until a mail relay sender picks them up.
CREATE TABLE email_outbox (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  user_id         INTEGER NOT NULL REFERENCES users (id),
  recipient       TEXT NOT NULL,
  subject         TEXT NOT NULL,
  body            TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('welcome', 'password_reset')),
  status          TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  created_at      TEXT NOT NULL,
  sent_at         TEXT
) STRICT;

CREATE INDEX email_outbox_by_user ON email_outbox (user_id, id);
CREATE INDEX email_outbox_queued ON email_outbox (id) WHERE status = 'queued';

-- Single-use reset links: only a hash of the token is kept, like sessions.
CREATE TABLE password_resets (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash BLOB NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
) STRICT;

CREATE INDEX password_resets_by_user ON password_resets (user_id);
