-- The leads screen sorts by last update through this index, which carries the status and list too, so a
-- filtered page is found on the index entries alone. New and changed leads land at its end (their update
-- time is the newest), so keeping it costs an import little. Names and companies have no such index: random
-- keys would dirty a page per lead written (db/lead_sorted_pages.cpp sorts them within a bounded selection).
CREATE INDEX leads_by_updated ON leads (organization_id, updated_at, status, list_id);
