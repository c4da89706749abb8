-- Phones as the dialer dials them (docs/dialer.md, "Phone numbers"). An organization reads a number typed
-- without a country code as one of its default country (US until changed); each lead keeps the E.164 form that
-- libphonenumber finds valid, or "" — not dialable. dialer_phone_e164 is that library, registered on the
-- connection for this upgrade (db/phone_sql_function.cpp).
ALTER TABLE organizations ADD COLUMN phone_region TEXT NOT NULL DEFAULT 'US';
ALTER TABLE leads ADD COLUMN phone_e164 TEXT NOT NULL DEFAULT '';
UPDATE leads SET phone_e164 = dialer_phone_e164(phone, 'US') WHERE phone <> '';

-- The duplicate and search key becomes that E.164 form wherever there is one. For most numbers it already was;
-- a lead whose key changes ("+44 (0)20 …" was read as +4402…) leaves the contentless search index with the
-- text it was indexed with (migration 0009) and enters it with its new key.
CREATE TEMP TABLE rekeyed_leads AS
SELECT id, phone_key AS old_key FROM leads WHERE phone_e164 <> '' AND phone_e164 <> phone_key;
INSERT INTO lead_search (lead_search, rowid, text, phone)
SELECT 'delete', l.id,
       l.name ||
         CASE WHEN instr(CAST(l.name AS BLOB), CAST(l.first_name AS BLOB)) > 0 THEN '' ELSE char(10) || l.first_name END ||
         CASE WHEN instr(CAST(l.name AS BLOB), CAST(l.last_name AS BLOB)) > 0 THEN '' ELSE char(10) || l.last_name END ||
         char(10) || l.email || char(10) || l.company,
       CASE WHEN substr(r.old_key, 1, 1) = '+' THEN substr(r.old_key, 2) ELSE r.old_key END
  FROM rekeyed_leads r JOIN leads l ON l.id = r.id;
UPDATE leads SET phone_key = phone_e164 WHERE id IN (SELECT id FROM rekeyed_leads);
INSERT INTO lead_search (rowid, text, phone)
SELECT l.id,
       l.name ||
         CASE WHEN instr(CAST(l.name AS BLOB), CAST(l.first_name AS BLOB)) > 0 THEN '' ELSE char(10) || l.first_name END ||
         CASE WHEN instr(CAST(l.name AS BLOB), CAST(l.last_name AS BLOB)) > 0 THEN '' ELSE char(10) || l.last_name END ||
         char(10) || l.email || char(10) || l.company,
       substr(l.phone_key, 2)
  FROM rekeyed_leads r JOIN leads l ON l.id = r.id;
DROP TABLE rekeyed_leads;
