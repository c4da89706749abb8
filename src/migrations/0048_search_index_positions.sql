-- One search index that keeps where in a lead's text each trigram is (detail = full): a term is then a phrase of
-- its trigrams, and the index names exactly the leads holding it — no lead is read to check a candidate. A
-- four-letter name search had read and checked about a thousand leads to count its matches; with positions it
-- reads only the index (docs/architecture.md, "Searching leads").
--
-- The phone index of migration 0047 becomes the `pairs` column: a phone's digits two to a character
-- (phone_digit_pairs, db/search_match.hpp, now characters without case), where four digits in a row are one
-- trigram. One index instead of two is one set of index pages written per commit instead of two.
--
-- Rebuilt from the leads with exactly what the server indexes, and the rowids of migration 0047 (search_text and
-- search_phone in db/search_index_writes.cpp, db/search_rowids.hpp).
DROP TABLE lead_search;
DROP TABLE lead_phone_search;
CREATE VIRTUAL TABLE lead_search USING fts5(text, phone, pairs, content = '', columnsize = 0, detail = full,
                                           tokenize = 'trigram');
INSERT INTO lead_search (lead_search, rank) VALUES ('automerge', 0);
INSERT INTO lead_search (lead_search, rank) VALUES ('crisismerge', 64);
INSERT INTO lead_search (rowid, text, phone, pairs)
SELECT rowid, text, phone, phone_digit_pairs(phone)
  FROM (SELECT (organization_id << 40) + (1099511627775 - id) AS rowid,
               name ||
                 CASE WHEN instr(CAST(name AS BLOB), CAST(first_name AS BLOB)) > 0 THEN ''
                      ELSE char(10) || first_name END ||
                 CASE WHEN instr(CAST(name AS BLOB), CAST(last_name AS BLOB)) > 0 THEN ''
                      ELSE char(10) || last_name END ||
                 char(10) || email || char(10) || company AS text,
               CASE WHEN substr(phone_key, 1, 1) = '+' THEN substr(phone_key, 2) ELSE phone_key END AS phone,
               organization_id, id
          FROM leads)
 ORDER BY organization_id, id DESC;
INSERT INTO lead_search (lead_search) VALUES ('optimize');
