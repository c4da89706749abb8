-- Agents at work (docs/dialer.md, "Agent state"): why an agent may pause, the state each agent is in now, and how
-- long each state lasted, for reports.
CREATE TABLE pause_reasons (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  label           TEXT NOT NULL,
  position        INTEGER NOT NULL DEFAULT 0,
  active          INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  UNIQUE (organization_id, label)
) STRICT;

INSERT INTO pause_reasons (organization_id, label, position)
  SELECT o.id, r.label, r.position FROM organizations o,
    (SELECT 'Break' AS label, 1 AS position UNION ALL SELECT 'Lunch', 2 UNION ALL SELECT 'Training', 3
     UNION ALL SELECT 'Meeting', 4) r;

CREATE TRIGGER organizations_get_pause_reasons AFTER INSERT ON organizations BEGIN
  INSERT INTO pause_reasons (organization_id, label, position)
    VALUES (NEW.id, 'Break', 1), (NEW.id, 'Lunch', 2), (NEW.id, 'Training', 3), (NEW.id, 'Meeting', 4);
END;

-- The state an agent is in now; no row: offline.
CREATE TABLE agent_states (
  user_id         INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  organization_id INTEGER NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('offline', 'ready', 'paused', 'reserved', 'on_call', 'wrap_up')),
  campaign_id     INTEGER,
  pause_reason    TEXT,
  call_id         INTEGER,
  since           INTEGER NOT NULL,  -- Unix milliseconds
  heartbeat_at    INTEGER NOT NULL   -- the agent's browser last said it is there
) STRICT;
CREATE INDEX agent_states_by_organization ON agent_states (organization_id);
CREATE INDEX agent_states_present ON agent_states (heartbeat_at) WHERE state <> 'offline';

-- Each state an agent was in, and for how long (ended_at NULL: the current one).
CREATE TABLE agent_state_log (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  user_id         INTEGER NOT NULL,
  state           TEXT NOT NULL,
  campaign_id     INTEGER,
  pause_reason    TEXT,
  started_at      INTEGER NOT NULL,
  ended_at        INTEGER
) STRICT;
CREATE INDEX agent_state_log_by_user ON agent_state_log (user_id, started_at);
