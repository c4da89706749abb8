-- The Twilio account's phone numbers as the last sync found them (docs/api.md, "Phone numbers"): what a campaign's
-- caller ID is chosen from once there are any.
CREATE TABLE phone_numbers (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  sid             TEXT NOT NULL,  -- Twilio's PN…
  e164            TEXT NOT NULL,
  friendly_name   TEXT NOT NULL DEFAULT '',
  voice           INTEGER NOT NULL DEFAULT 0 CHECK (voice IN (0, 1)),
  sms             INTEGER NOT NULL DEFAULT 0 CHECK (sms IN (0, 1)),
  synced_at       TEXT NOT NULL,
  UNIQUE (organization_id, sid)
) STRICT;
CREATE INDEX phone_numbers_by_e164 ON phone_numbers (organization_id, e164);
