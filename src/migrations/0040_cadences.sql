-- Cadences: message templates, the organization's emoji set, cadences with their steps and the leads enrolled
-- in them (figures kept by triggers as enrollments change), e-mails to leads in the outbox with their
-- unsubscribe token, and the addresses that unsubscribed.

CREATE TABLE emoji_sets (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations (id),
  emojis          TEXT NOT NULL,  -- the emojis in their order, separated by a space
  updated_at      TEXT NOT NULL
) STRICT;

CREATE TABLE message_templates (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  channel         TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  name            TEXT NOT NULL,
  subject         TEXT NOT NULL DEFAULT '',
  body            TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  UNIQUE (organization_id, name)
) STRICT;

CREATE TABLE cadences (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  name            TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'paused' CHECK (status IN ('active', 'paused', 'archived')),
  sms_from        TEXT NOT NULL DEFAULT '',
  enrolled        INTEGER NOT NULL DEFAULT 0,
  active          INTEGER NOT NULL DEFAULT 0,
  paused          INTEGER NOT NULL DEFAULT 0,
  finished        INTEGER NOT NULL DEFAULT 0,
  stopped         INTEGER NOT NULL DEFAULT 0,
  replied         INTEGER NOT NULL DEFAULT 0,
  opted_out       INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  UNIQUE (organization_id, name)
) STRICT;

CREATE TABLE cadence_steps (
  cadence_id   INTEGER NOT NULL REFERENCES cadences (id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('call', 'sms', 'email', 'wait')),
  delay_amount INTEGER NOT NULL CHECK (delay_amount BETWEEN 0 AND 1000),
  delay_unit   TEXT NOT NULL CHECK (delay_unit IN ('minutes', 'hours', 'business_days')),
  window_start INTEGER,  -- minutes after lead-local midnight; NULL: any time
  window_end   INTEGER,
  template_id  INTEGER REFERENCES message_templates (id),
  campaign_id  INTEGER REFERENCES campaigns (id),
  PRIMARY KEY (cadence_id, position)
) STRICT, WITHOUT ROWID;

CREATE INDEX cadence_steps_by_template ON cadence_steps (template_id) WHERE template_id IS NOT NULL;

CREATE TABLE cadence_enrollments (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  cadence_id      INTEGER NOT NULL REFERENCES cadences (id),
  lead_id         INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  status          TEXT NOT NULL CHECK (status IN ('active', 'paused', 'finished', 'stopped')),
  stop_reason     TEXT CHECK (stop_reason IN ('replied', 'opted_out', 'dnc', 'disposition', 'by_hand')),
  step_index      INTEGER NOT NULL DEFAULT 0,
  next_at         INTEGER,  -- Unix seconds: when the next step is due
  enrolled_at     TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  UNIQUE (cadence_id, lead_id)
) STRICT;

-- The runner's scan: the active enrollments due first, whatever their number.
CREATE INDEX cadence_enrollments_due ON cadence_enrollments (next_at) WHERE status = 'active';
CREATE INDEX cadence_enrollments_by_lead ON cadence_enrollments (lead_id);
CREATE INDEX cadence_enrollments_by_cadence ON cadence_enrollments (cadence_id, id);

-- The figures of each cadence, kept as enrollments come, change and go (a deleted lead takes its enrollment).
CREATE TRIGGER cadence_enrollment_added AFTER INSERT ON cadence_enrollments BEGIN
  UPDATE cadences SET enrolled = enrolled + 1,
    active = active + (NEW.status = 'active'), paused = paused + (NEW.status = 'paused')
  WHERE id = NEW.cadence_id;
END;

CREATE TRIGGER cadence_enrollment_changed AFTER UPDATE OF status, stop_reason ON cadence_enrollments
WHEN OLD.status IS NOT NEW.status OR OLD.stop_reason IS NOT NEW.stop_reason BEGIN
  UPDATE cadences SET
    active = active - (OLD.status = 'active') + (NEW.status = 'active'),
    paused = paused - (OLD.status = 'paused') + (NEW.status = 'paused'),
    finished = finished - (OLD.status = 'finished') + (NEW.status = 'finished'),
    stopped = stopped - (OLD.status = 'stopped') + (NEW.status = 'stopped'),
    replied = replied - (OLD.stop_reason IS 'replied') + (NEW.stop_reason IS 'replied'),
    opted_out = opted_out - (OLD.stop_reason IS 'opted_out') + (NEW.stop_reason IS 'opted_out')
  WHERE id = NEW.cadence_id;
END;

CREATE TRIGGER cadence_enrollment_removed AFTER DELETE ON cadence_enrollments BEGIN
  UPDATE cadences SET
    active = active - (OLD.status = 'active'), paused = paused - (OLD.status = 'paused'),
    finished = finished - (OLD.status = 'finished'), stopped = stopped - (OLD.status = 'stopped'),
    replied = replied - (OLD.stop_reason IS 'replied'), opted_out = opted_out - (OLD.stop_reason IS 'opted_out')
  WHERE id = OLD.cadence_id;
END;

ALTER TABLE email_outbox ADD COLUMN lead_id INTEGER REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE email_outbox ADD COLUMN unsubscribe_token TEXT;
CREATE INDEX email_outbox_by_lead ON email_outbox (lead_id);
CREATE UNIQUE INDEX email_outbox_by_unsubscribe ON email_outbox (unsubscribe_token) WHERE unsubscribe_token IS NOT NULL;

CREATE TABLE email_opt_outs (
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  email           TEXT NOT NULL COLLATE NOCASE,
  opted_out_at    TEXT NOT NULL,
  how             TEXT NOT NULL,
  PRIMARY KEY (organization_id, email)
) STRICT, WITHOUT ROWID;

-- Bulk actions gain "enroll in a cadence" (cadence_id). SQLite cannot change a CHECK, so the table is rebuilt.
CREATE TABLE lead_bulk_jobs_new (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  user_id         INTEGER REFERENCES users (id) ON DELETE SET NULL,
  action          TEXT NOT NULL CHECK (action IN ('set_status', 'move_to_list', 'delete', 'add_to_dnc', 'enroll_in_cadence')),
  status          TEXT,
  list_id         INTEGER,
  selection       TEXT NOT NULL,
  state           TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'finished', 'failed')),
  total           INTEGER,
  processed       INTEGER NOT NULL DEFAULT 0,
  changed         INTEGER NOT NULL DEFAULT 0,
  cursor          INTEGER NOT NULL,
  error           TEXT,
  created_at      TEXT NOT NULL,
  finished_at     TEXT,
  dnc_addition_id INTEGER REFERENCES dnc_batches (id),
  cadence_id      INTEGER REFERENCES cadences (id)  -- enroll_in_cadence: the cadence
) STRICT;

INSERT INTO lead_bulk_jobs_new (id, organization_id, user_id, action, status, list_id, selection, state, total, processed,
                                changed, cursor, error, created_at, finished_at, dnc_addition_id)
SELECT id, organization_id, user_id, action, status, list_id, selection, state, total, processed, changed, cursor, error,
       created_at, finished_at, dnc_addition_id FROM lead_bulk_jobs;
DROP TABLE lead_bulk_jobs;
ALTER TABLE lead_bulk_jobs_new RENAME TO lead_bulk_jobs;

CREATE INDEX lead_bulk_jobs_by_organization ON lead_bulk_jobs (organization_id, id);
CREATE INDEX lead_bulk_jobs_waiting ON lead_bulk_jobs (id) WHERE state IN ('queued', 'running');
