-- The search index names each lead by its organization and its id counted down (db/search_rowids.hpp): one
-- organization's leads become one range of the index, newest first. A search then reads its own organization's
-- leads only, in the order its page shows them, without looking each up to learn whose it is.
--
-- Beside it, a phone index holds each phone's digits two to a character (phone_digit_pairs, db/search_match.hpp):
-- a trigram there is four digits in a row, so four typed digits are found exactly, without reading the leads.
-- Those characters have no case to fold (folding each costs a table search).
--
-- Both are rebuilt from the leads with exactly the text the server indexes (search_text, search_phone and
-- phone_digit_pairs in db/lead_store.cpp), as migration 0009 did; both merge when the server is idle
-- (migration 0007).
DROP TABLE lead_search;
CREATE VIRTUAL TABLE lead_search USING fts5(text, phone, content = '', columnsize = 0, detail = none,
                                           tokenize = 'trigram');
INSERT INTO lead_search (lead_search, rank) VALUES ('automerge', 0);
INSERT INTO lead_search (lead_search, rank) VALUES ('crisismerge', 64);
INSERT INTO lead_search (rowid, text, phone)
SELECT (organization_id << 40) + (1099511627775 - id),
       name ||
         CASE WHEN instr(CAST(name AS BLOB), CAST(first_name AS BLOB)) > 0 THEN '' ELSE char(10) || first_name END ||
         CASE WHEN instr(CAST(name AS BLOB), CAST(last_name AS BLOB)) > 0 THEN '' ELSE char(10) || last_name END ||
         char(10) || email || char(10) || company,
       CASE WHEN substr(phone_key, 1, 1) = '+' THEN substr(phone_key, 2) ELSE phone_key END
  FROM leads
 ORDER BY organization_id, id DESC;
INSERT INTO lead_search (lead_search) VALUES ('optimize');

CREATE VIRTUAL TABLE lead_phone_search USING fts5(pairs, content = '', columnsize = 0, detail = none,
                                                 tokenize = 'trigram case_sensitive 1');
INSERT INTO lead_phone_search (lead_phone_search, rank) VALUES ('automerge', 0);
INSERT INTO lead_phone_search (lead_phone_search, rank) VALUES ('crisismerge', 64);
INSERT INTO lead_phone_search (rowid, pairs)
SELECT (organization_id << 40) + (1099511627775 - id),
       phone_digit_pairs(CASE WHEN substr(phone_key, 1, 1) = '+' THEN substr(phone_key, 2) ELSE phone_key END)
  FROM leads
 ORDER BY organization_id, id DESC;
INSERT INTO lead_phone_search (lead_phone_search) VALUES ('optimize');
