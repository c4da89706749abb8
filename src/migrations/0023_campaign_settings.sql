-- Campaigns become what agents dial (docs/dialer.md, "Campaigns"): a status, their dialing settings as one JSON
-- document (domain/campaign_settings.cpp reads and writes it; absent keys take the product's defaults) and the
-- lead lists they dial. Campaigns that existed (names agents were assigned to) start as drafts.
ALTER TABLE campaigns ADD COLUMN status TEXT NOT NULL DEFAULT 'draft'
  CHECK (status IN ('draft', 'active', 'paused', 'archived'));
ALTER TABLE campaigns ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE campaigns ADD COLUMN updated_at TEXT;

CREATE TABLE campaign_lists (
  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  list_id     INTEGER NOT NULL REFERENCES lead_lists (id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, list_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX campaign_lists_by_list ON campaign_lists (list_id);
