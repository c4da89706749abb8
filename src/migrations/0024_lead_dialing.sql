-- A lead's dialing state in one campaign (docs/dialer.md, "Why a lead is not dialed"): attempts, the last
-- outcome, when it may be tried again. Kept apart from the leads table so that dialing never slows it or its
-- imports; written by the calls when they exist.
CREATE TABLE lead_dialing (
  campaign_id      INTEGER NOT NULL,
  lead_id          INTEGER NOT NULL,
  attempts         INTEGER NOT NULL DEFAULT 0,
  last_outcome     TEXT NOT NULL DEFAULT '',   -- a disposition's code
  last_called_at   INTEGER,                    -- Unix seconds
  next_eligible_at INTEGER,                    -- Unix seconds: not before (the retry delay of the last outcome)
  recent_attempts  TEXT NOT NULL DEFAULT '',   -- Unix seconds of the attempts of the last 24 hours, comma-separated
  PRIMARY KEY (campaign_id, lead_id)
) STRICT, WITHOUT ROWID;
