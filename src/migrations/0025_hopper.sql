-- The hopper (docs/dialer.md, "The hopper"): per campaign, the short queue of leads to call next, by priority
-- (an admin's urgent push 90 by default, due callbacks 50, fresh webhook leads 40, cadence steps 20, recycles 10,
-- standard 0), then in the order they were added. A lead is reserved for one agent at a time (claimed_by).
CREATE TABLE hopper_entries (
  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  lead_id     INTEGER NOT NULL,
  priority    INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN -99 AND 99),
  source      TEXT NOT NULL CHECK (source IN ('standard', 'urgent', 'callback', 'webhook', 'cadence', 'recycle')),
  added_at    TEXT NOT NULL,
  seq         INTEGER NOT NULL,     -- the order of adding, within a priority
  added_by    INTEGER,              -- the admin who pushed it; NULL for the dialer
  claimed_by  INTEGER,              -- the agent it is reserved for
  claimed_at  TEXT,
  PRIMARY KEY (campaign_id, lead_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX hopper_next ON hopper_entries (campaign_id, priority DESC, seq) WHERE claimed_by IS NULL;
