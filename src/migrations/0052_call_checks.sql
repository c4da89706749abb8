-- What the dialer checked when it placed each call (docs/dialer.md, "Proof of compliance"): the lead's local time in
-- each zone it may be in, the window's hours that day, and its attempts against the limits in force then — kept as
-- the evidence, not worked out again later under today's settings. A call placed outside its window or over a limit
-- must never exist; the partial index lists one at once if it ever does.
CREATE TABLE call_checks (
  call_id             INTEGER PRIMARY KEY REFERENCES calls (id) ON DELETE CASCADE,
  organization_id     INTEGER NOT NULL,
  campaign_id         INTEGER NOT NULL,
  checked_at          INTEGER NOT NULL,                 -- Unix milliseconds
  lead_local          TEXT NOT NULL,                    -- "2026-11-25T13:00:00 America/New_York", "; " between zones
  window_hours        TEXT NOT NULL DEFAULT '',         -- "08:00-21:00" on the lead's date; "" for no calls that day
  rule_state          TEXT NOT NULL DEFAULT '',         -- the US state whose rules applied, "" for none
  inside_window       INTEGER NOT NULL CHECK (inside_window IN (0, 1)),
  attempts_before     INTEGER NOT NULL,
  attempts_24h_before INTEGER NOT NULL,
  max_attempts        INTEGER NOT NULL,
  max_per_24h         INTEGER NOT NULL,
  within_limits       INTEGER NOT NULL CHECK (within_limits IN (0, 1))
) STRICT;
CREATE INDEX call_checks_breaches ON call_checks (organization_id, campaign_id, checked_at)
  WHERE inside_window = 0 OR within_limits = 0;

-- The compliance page lists a campaign's abandoned calls of the last 30 days with their evidence: found without
-- reading the campaign's other calls.
CREATE INDEX calls_abandoned ON calls (organization_id, campaign_id, created_at) WHERE abandoned = 1;
