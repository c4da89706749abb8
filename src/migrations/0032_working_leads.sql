-- Agents working leads (docs/dialer.md, "Working leads"): the lead an agent holds, the leads an agent passed
-- over, and callbacks — a promise to call a lead at a lead-local time, for the agent who made it or for anyone.
ALTER TABLE agent_states ADD COLUMN lead_id INTEGER;

-- A due mine-only callback waits in the hopper for its agent alone.
ALTER TABLE hopper_entries ADD COLUMN for_user INTEGER;
-- An agent's skip: the lead waits in its place for the others, and comes back to that agent only later.
ALTER TABLE hopper_entries ADD COLUMN skipped_by INTEGER;
ALTER TABLE hopper_entries ADD COLUMN skipped_at INTEGER;  -- Unix milliseconds

-- Every skip and its reason, shown with the lead to the next agent.
CREATE TABLE lead_skips (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  campaign_id     INTEGER NOT NULL,
  lead_id         INTEGER NOT NULL,
  user_id         INTEGER NOT NULL,
  reason          TEXT NOT NULL,
  at              INTEGER NOT NULL   -- Unix milliseconds
) STRICT;
CREATE INDEX lead_skips_by_lead ON lead_skips (lead_id, id);

CREATE TABLE callbacks (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  campaign_id     INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  lead_id         INTEGER NOT NULL,
  call_id         INTEGER,           -- the call whose disposition asked for it
  created_by      INTEGER NOT NULL,  -- the agent who promised it
  for_user        INTEGER,           -- mine-only: the agent it comes back to; NULL: anyone's
  due_at          INTEGER NOT NULL,  -- Unix milliseconds
  local_time      TEXT NOT NULL,     -- "2026-11-27T10:30", as chosen, in the lead's zone
  timezone        TEXT NOT NULL,     -- the lead's zone it was chosen in
  note            TEXT NOT NULL DEFAULT '',
  status          TEXT NOT NULL CHECK (status IN ('scheduled', 'queued', 'done', 'canceled')),
  created_at      INTEGER NOT NULL,
  ended_at        INTEGER            -- done or canceled
) STRICT;
-- The scheduler's question: which scheduled callbacks are due.
CREATE INDEX callbacks_due ON callbacks (due_at) WHERE status = 'scheduled';
-- "My callbacks": an agent's open ones, by time.
CREATE INDEX callbacks_open_by_agent ON callbacks (created_by, due_at) WHERE status IN ('scheduled', 'queued');
-- One open callback per lead and campaign: a new one replaces it.
CREATE UNIQUE INDEX callbacks_open_per_lead ON callbacks (campaign_id, lead_id) WHERE status IN ('scheduled', 'queued');
