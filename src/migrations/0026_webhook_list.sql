-- The lead list a webhook's leads join (docs/dialer.md, "The hopper": a fresh webhook lead is called first by the
-- running campaigns over its list). NULL: no list, as before; a deleted list leaves its webhooks without one.
ALTER TABLE webhooks ADD COLUMN list_id INTEGER REFERENCES lead_lists (id) ON DELETE SET NULL;
