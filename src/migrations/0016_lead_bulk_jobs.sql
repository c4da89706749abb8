-- Bulk actions on leads (set status, move to a list, delete) run in the background, a batch per write, so a
-- change of a million leads never holds the writer for long. A job resumes after a restart where it stopped:
-- each batch moves the cursor in the same transaction as its changes.
CREATE TABLE lead_bulk_jobs (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  user_id         INTEGER REFERENCES users (id) ON DELETE SET NULL,
  action          TEXT NOT NULL CHECK (action IN ('set_status', 'move_to_list', 'delete')),
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
  finished_at     TEXT
) STRICT;

CREATE INDEX lead_bulk_jobs_by_organization ON lead_bulk_jobs (organization_id, id);
CREATE INDEX lead_bulk_jobs_waiting ON lead_bulk_jobs (id) WHERE state IN ('queued', 'running');
