-- Column mappings saved from the import dialog, offered again for files with the same header row.
CREATE TABLE import_templates (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  header_key      TEXT NOT NULL,  -- the header cells, trimmed and lower-cased, joined by a unit separator
  name            TEXT NOT NULL,
  mapping         TEXT NOT NULL,  -- JSON array: one lead field (or "") per column
  updated_at      TEXT NOT NULL
) STRICT;

CREATE UNIQUE INDEX import_templates_by_header ON import_templates (organization_id, header_key);
