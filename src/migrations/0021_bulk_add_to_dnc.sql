-- Bulk actions gain "add to do-not-call": the leads' phones go onto the organization's list as one addition
-- (dnc_addition_id, set by the first batch). SQLite cannot change a CHECK, so the table is rebuilt.
CREATE TABLE lead_bulk_jobs_new (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  user_id         INTEGER REFERENCES users (id) ON DELETE SET NULL,
  action          TEXT NOT NULL CHECK (action IN ('set_status', 'move_to_list', 'delete', 'add_to_dnc')),
  status          TEXT,                -- set_status: the new status
  list_id         INTEGER,             -- move_to_list: the list, NULL for "no list"
  selection       TEXT NOT NULL,       -- JSON: {"ids": [...]} or {"search": "", "status": "", "listId": n}
  state           TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'finished', 'failed')),
  total           INTEGER,             -- the leads selected, once counted
  processed       INTEGER NOT NULL DEFAULT 0,
  changed         INTEGER NOT NULL DEFAULT 0,
  cursor          INTEGER NOT NULL,    -- the next batch takes the selected leads with a smaller id
  error           TEXT,
  created_at      TEXT NOT NULL,
  finished_at     TEXT,
  dnc_addition_id INTEGER REFERENCES dnc_batches (id)  -- add_to_dnc: the addition its numbers went into
) STRICT;

INSERT INTO lead_bulk_jobs_new (id, organization_id, user_id, action, status, list_id, selection, state, total, processed,
                                changed, cursor, error, created_at, finished_at)
SELECT id, organization_id, user_id, action, status, list_id, selection, state, total, processed, changed, cursor, error,
       created_at, finished_at FROM lead_bulk_jobs;
DROP TABLE lead_bulk_jobs;
ALTER TABLE lead_bulk_jobs_new RENAME TO lead_bulk_jobs;

CREATE INDEX lead_bulk_jobs_by_organization ON lead_bulk_jobs (organization_id, id);
CREATE INDEX lead_bulk_jobs_waiting ON lead_bulk_jobs (id) WHERE state IN ('queued', 'running');
