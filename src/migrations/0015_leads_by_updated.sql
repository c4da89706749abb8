-- The leads screen sorts by last update through this index. New and changed leads get the newest update time,
-- so their entries are appended at the index's end (equal times are ordered by id, which also grows) and
-- keeping it costs an import little. Names and companies have no such index: random keys would dirty a page
-- per lead written (db/lead_sorted_pages.cpp sorts them within a bounded selection).
CREATE INDEX leads_by_updated ON leads (organization_id, updated_at);
