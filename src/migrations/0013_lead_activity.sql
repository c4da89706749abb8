-- A lead's history: every change, newest first on its panel. Written with the change itself (the lead writes'
-- one path, domain/lead_writes), removed with the lead. `changes` is JSON: {"field": [old, new], …}.
CREATE TABLE lead_activity (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  lead_id         INTEGER NOT NULL,
  at              TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('created', 'updated')),
  origin          TEXT NOT NULL CHECK (origin IN ('api', 'import', 'webhook', 'sync')),
  user_id         INTEGER,  -- who, when a signed-in user made the change
  changes         TEXT NOT NULL DEFAULT '{}'
) STRICT;

CREATE INDEX lead_activity_by_lead ON lead_activity (lead_id, id);
