-- Campaign setup progress, the GoHighLevel integration, inbound lead webhooks and the integration log.

CREATE TABLE setup_progress (
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  step            TEXT NOT NULL,
  completed       INTEGER NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
  data            TEXT NOT NULL DEFAULT '{}',  -- what the UI sent along (e.g. {"started":true})
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (organization_id, step)
) STRICT, WITHOUT ROWID;

-- One row per organization and CRM. api_key is stored as given (the client needs it to call the CRM) and
-- never leaves the server through the API.
CREATE TABLE integrations (
  organization_id       INTEGER NOT NULL REFERENCES organizations (id),
  type                  TEXT NOT NULL,
  api_key               TEXT NOT NULL DEFAULT '',
  location_id           TEXT NOT NULL DEFAULT '',
  enabled               INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  sync_leads            INTEGER NOT NULL DEFAULT 0 CHECK (sync_leads IN (0, 1)),
  sync_contacts         INTEGER NOT NULL DEFAULT 0 CHECK (sync_contacts IN (0, 1)),
  auto_create_campaigns INTEGER NOT NULL DEFAULT 0 CHECK (auto_create_campaigns IN (0, 1)),
  status                TEXT NOT NULL DEFAULT 'disconnected' CHECK (status IN ('connected', 'disconnected', 'error')),
  last_error            TEXT,
  last_sync_at          TEXT,              -- the last successful sync
  last_sync_attempt_at  TEXT,              -- the background job's clock: successful or not
  updated_at            TEXT NOT NULL,
  PRIMARY KEY (organization_id, type)
) STRICT;

CREATE TABLE webhooks (
  id               INTEGER PRIMARY KEY,
  organization_id  INTEGER NOT NULL REFERENCES organizations (id),
  name             TEXT NOT NULL,
  source           TEXT NOT NULL DEFAULT '',
  enabled          INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  events           TEXT NOT NULL DEFAULT '[]',  -- JSON array of strings
  secret           TEXT,                        -- HMAC key for X-Webhook-Signature; NULL when none
  url_key          TEXT NOT NULL UNIQUE,        -- the unguessable ?key= of the inbound URL
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  last_received_at TEXT
) STRICT;

CREATE INDEX webhooks_by_organization ON webhooks (organization_id, id);

CREATE TABLE integration_logs (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  created_at      TEXT NOT NULL,
  integration     TEXT NOT NULL,
  action          TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('success', 'error', 'warning')),
  message         TEXT NOT NULL
) STRICT;

CREATE INDEX integration_logs_by_organization ON integration_logs (organization_id, id);
-- Pruning entries older than 90 days walks this instead of the table.
CREATE INDEX integration_logs_by_time ON integration_logs (created_at);
