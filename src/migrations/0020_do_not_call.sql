-- Do-not-call lists (docs/dialer.md, "Do not call"). An organization has its own list (campaign_id 0) and one
-- per campaign. Every addition — one number typed, an imported file, a disposition — is a batch that says who
-- added what, when, how and why; its new numbers are kept sorted in chunks of up to 65,536, delta-encoded, so a
-- national registry extract of ten million numbers is a few hundred rows written in order rather than ten
-- million index entries. The server holds each list as a sorted set in memory (domain/dnc_registry.cpp).
CREATE TABLE dnc_batches (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  campaign_id     INTEGER NOT NULL DEFAULT 0,
  source          TEXT NOT NULL CHECK (source IN ('manual', 'import', 'disposition', 'sms_opt_out', 'api')),
  note            TEXT NOT NULL DEFAULT '',
  file_name       TEXT NOT NULL DEFAULT '',
  user_id         INTEGER,                       -- who; NULL for the system
  user_name       TEXT NOT NULL DEFAULT '',      -- kept as it was, whatever happens to the user later
  created_at      TEXT NOT NULL,
  added           INTEGER NOT NULL DEFAULT 0,    -- numbers this batch put on the list
  already_listed  INTEGER NOT NULL DEFAULT 0,
  unreadable      INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX dnc_batches_by_list ON dnc_batches (organization_id, campaign_id, id);

CREATE TABLE dnc_chunks (
  id              INTEGER PRIMARY KEY,
  batch_id        INTEGER NOT NULL REFERENCES dnc_batches (id),
  organization_id INTEGER NOT NULL,
  campaign_id     INTEGER NOT NULL,
  first_number    INTEGER NOT NULL,              -- E.164 digits as an integer: 12025550147
  last_number     INTEGER NOT NULL,
  count           INTEGER NOT NULL,
  numbers         BLOB NOT NULL                  -- varint deltas from first_number, ascending
) STRICT;
CREATE INDEX dnc_chunks_by_list ON dnc_chunks (organization_id, campaign_id, first_number);
CREATE INDEX dnc_chunks_by_batch ON dnc_chunks (batch_id);

-- A removal is recorded, never erased: which addition it ended, who, when and why. Kept for good (the rules
-- ask for at least five years).
CREATE TABLE dnc_removals (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  campaign_id     INTEGER NOT NULL,
  number          INTEGER NOT NULL,
  batch_id        INTEGER NOT NULL REFERENCES dnc_batches (id),
  user_id         INTEGER,
  user_name       TEXT NOT NULL DEFAULT '',
  note            TEXT NOT NULL DEFAULT '',
  removed_at      TEXT NOT NULL
) STRICT;
CREATE INDEX dnc_removals_by_number ON dnc_removals (organization_id, number);
