-- An organization's calling rules once an admin has saved them (until then the product's defaults apply:
-- calling::CallingRules::defaults). One JSON document: its weekday hours, holidays and state rules
-- (domain/calling_rules_settings.cpp reads and writes it).
CREATE TABLE calling_rules (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations (id),
  rules           TEXT NOT NULL,
  updated_at      TEXT NOT NULL
) STRICT;
