-- Calls (docs/api.md, "Calls"; docs/dialer.md, "Calls"): one row per call leg to a lead, its timeline of provider
-- events, and the counts the analytics and the phone numbers' figures read instead of scanning the calls.
CREATE TABLE calls (
  id               INTEGER PRIMARY KEY,
  organization_id  INTEGER NOT NULL REFERENCES organizations (id),
  provider_sid     TEXT,              -- Twilio's CA… of the lead's leg, once known
  agent_leg_sid    TEXT,              -- the agent's leg (phone bridge, browser) when there is one
  campaign_id      INTEGER,
  lead_id          INTEGER,
  agent_id         INTEGER,           -- the user who works the call
  direction        TEXT NOT NULL DEFAULT 'outbound' CHECK (direction IN ('outbound', 'inbound')),
  audio            TEXT NOT NULL CHECK (audio IN ('browser', 'phone', 'none')),
  from_number      TEXT NOT NULL,
  to_number        TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('queued', 'initiated', 'ringing', 'in-progress', 'completed',
                                                   'busy', 'no-answer', 'failed', 'canceled')),
  answered_by      TEXT CHECK (answered_by IN ('human', 'machine', 'unknown')),
  created_at       INTEGER NOT NULL,  -- Unix milliseconds
  answered_at      INTEGER,
  ended_at         INTEGER,
  duration_seconds INTEGER,           -- from placing to the end
  talk_seconds     INTEGER,           -- from the answer to the end
  recording_sid    TEXT,
  recording_seconds INTEGER,
  abandoned        INTEGER NOT NULL DEFAULT 0 CHECK (abandoned IN (0, 1)),
  disposition_id   INTEGER,
  disposition_code TEXT,
  contact          INTEGER NOT NULL DEFAULT 0 CHECK (contact IN (0, 1)),     -- its disposition's flags when given
  conversion       INTEGER NOT NULL DEFAULT 0 CHECK (conversion IN (0, 1)),
  notes            TEXT NOT NULL DEFAULT '',
  error            TEXT,              -- why the provider refused or failed it
  updated_at       INTEGER NOT NULL
) STRICT;
CREATE UNIQUE INDEX calls_by_sid ON calls (provider_sid) WHERE provider_sid IS NOT NULL;
-- History paging, newest first (created_at, id), with and without each filter and inside a date range.
CREATE INDEX calls_by_time ON calls (organization_id, created_at);
CREATE INDEX calls_by_campaign ON calls (organization_id, campaign_id, created_at);
CREATE INDEX calls_by_agent ON calls (organization_id, agent_id, created_at);
CREATE INDEX calls_by_outcome ON calls (organization_id, disposition_code, created_at);
CREATE INDEX calls_by_number ON calls (organization_id, to_number, created_at);
CREATE INDEX calls_by_lead ON calls (lead_id, created_at);
CREATE UNIQUE INDEX calls_by_agent_leg ON calls (agent_leg_sid) WHERE agent_leg_sid IS NOT NULL;
-- Calls not ended yet, for the sweep that ends those whose agent never connects or whose end is never reported.
CREATE INDEX calls_live ON calls (created_at) WHERE status IN ('queued', 'initiated', 'ringing', 'in-progress');

-- What happened to a call, in the order it arrived. `event_key` makes a provider's retry of the same event one
-- event (its CallSid + SequenceNumber).
CREATE TABLE call_events (
  id        INTEGER PRIMARY KEY,  -- the order they arrived in
  call_id   INTEGER NOT NULL REFERENCES calls (id) ON DELETE CASCADE,
  event_key TEXT NOT NULL,
  kind      TEXT NOT NULL,   -- placed | status | amd | recording | disposition | error
  status    TEXT NOT NULL DEFAULT '',
  detail    TEXT NOT NULL DEFAULT '',
  at        INTEGER NOT NULL,  -- Unix milliseconds, when the server received it
  late      INTEGER NOT NULL DEFAULT 0 CHECK (late IN (0, 1)),  -- arrived after a later state: it moved nothing
  UNIQUE (call_id, event_key)
) STRICT;

-- Counts per hour (Unix seconds / 3600) of the calls placed in it, kept as calls change.
CREATE TABLE call_hour_counts (
  organization_id INTEGER NOT NULL,
  hour            INTEGER NOT NULL,
  campaign_id     INTEGER NOT NULL,  -- 0: none
  agent_id        INTEGER NOT NULL,  -- 0: none
  from_number     TEXT NOT NULL,
  calls           INTEGER NOT NULL DEFAULT 0,
  answered        INTEGER NOT NULL DEFAULT 0,  -- a person or a machine picked up
  human           INTEGER NOT NULL DEFAULT 0,
  contacts        INTEGER NOT NULL DEFAULT 0,
  conversions     INTEGER NOT NULL DEFAULT 0,
  abandoned       INTEGER NOT NULL DEFAULT 0,
  talk_seconds    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, hour, campaign_id, agent_id, from_number)
) STRICT, WITHOUT ROWID;


-- Twilio's callbacks name the account by its SID.
CREATE INDEX telephony_accounts_by_sid ON telephony_accounts (account_sid);

-- The Twilio screen says when Twilio last reached the server.
ALTER TABLE telephony_accounts ADD COLUMN last_callback_at TEXT;
