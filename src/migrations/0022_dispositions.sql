-- Dispositions: the outcomes an agent (or the dialer) gives a call, per organization (docs/dialer.md,
-- "Dispositions"). Every organization starts with the standard set (disposition_defaults), copied in by a
-- trigger when the organization is made and here for those that exist. A disposition is archived, never
-- deleted: calls will name it.
CREATE TABLE disposition_defaults (
  code         TEXT PRIMARY KEY,
  label        TEXT NOT NULL,
  emoji        TEXT NOT NULL,
  hotkey       TEXT NOT NULL,
  lead_status  TEXT,
  is_contact   INTEGER NOT NULL,
  is_conversion INTEGER NOT NULL,
  is_callback  INTEGER NOT NULL,
  is_dnc       INTEGER NOT NULL,
  is_final     INTEGER NOT NULL,
  is_machine   INTEGER NOT NULL,
  position     INTEGER NOT NULL
) STRICT;

INSERT INTO disposition_defaults VALUES
  ('no_answer',      'No Answer',      '📵', '1', NULL,             0, 0, 0, 0, 0, 0, 1),
  ('busy',           'Busy',           '⛔', '2', NULL,             0, 0, 0, 0, 0, 0, 2),
  ('voicemail',      'Voicemail',      '📼', '3', NULL,             0, 0, 0, 0, 0, 1, 3),
  ('wrong_number',   'Wrong Number',   '❌', '4', 'not_interested', 0, 0, 0, 0, 1, 0, 4),
  ('not_interested', 'Not Interested', '👎', '5', 'not_interested', 1, 0, 0, 0, 1, 0, 5),
  ('callback',       'Callback',       '📅', '6', 'callback',       1, 0, 1, 0, 0, 0, 6),
  ('interested',     'Interested',     '👍', '7', 'interested',     1, 0, 0, 0, 0, 0, 7),
  ('sale',           'Sale',           '💰', '8', 'interested',     1, 1, 0, 0, 1, 0, 8),
  ('do_not_call',    'Do Not Call',    '🚫', '9', 'not_interested', 1, 0, 0, 1, 1, 0, 9);

CREATE TABLE dispositions (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  code            TEXT NOT NULL,
  label           TEXT NOT NULL,
  emoji           TEXT NOT NULL DEFAULT '',
  hotkey          TEXT NOT NULL DEFAULT '',   -- one key, 0-9 or a-z; '' for none
  lead_status     TEXT CHECK (lead_status IN ('new', 'contacted', 'interested', 'not_interested', 'callback')),
  is_contact      INTEGER NOT NULL DEFAULT 0, -- the lead was reached
  is_conversion   INTEGER NOT NULL DEFAULT 0, -- the campaign's goal was met
  is_callback     INTEGER NOT NULL DEFAULT 0, -- asks for a callback time
  is_dnc          INTEGER NOT NULL DEFAULT 0, -- puts the number on the do-not-call list
  is_final        INTEGER NOT NULL DEFAULT 0, -- the lead is not called again in the campaign
  is_machine      INTEGER NOT NULL DEFAULT 0, -- what answering-machine detection gives
  position        INTEGER NOT NULL DEFAULT 0,
  active          INTEGER NOT NULL DEFAULT 1,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  UNIQUE (organization_id, code)
) STRICT;
CREATE UNIQUE INDEX dispositions_hotkey ON dispositions (organization_id, hotkey) WHERE hotkey <> '' AND active = 1;

CREATE TRIGGER organizations_get_dispositions AFTER INSERT ON organizations BEGIN
  INSERT INTO dispositions (organization_id, code, label, emoji, hotkey, lead_status, is_contact, is_conversion,
                            is_callback, is_dnc, is_final, is_machine, position, created_at, updated_at)
  SELECT NEW.id, code, label, emoji, hotkey, lead_status, is_contact, is_conversion, is_callback, is_dnc, is_final,
         is_machine, position, NEW.created_at, NEW.created_at
  FROM disposition_defaults;
END;

INSERT INTO dispositions (organization_id, code, label, emoji, hotkey, lead_status, is_contact, is_conversion,
                          is_callback, is_dnc, is_final, is_machine, position, created_at, updated_at)
SELECT o.id, d.code, d.label, d.emoji, d.hotkey, d.lead_status, d.is_contact, d.is_conversion, d.is_callback, d.is_dnc,
       d.is_final, d.is_machine, d.position, o.created_at, o.created_at
FROM organizations o, disposition_defaults d;
