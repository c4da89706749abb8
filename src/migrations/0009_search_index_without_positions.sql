-- The search index no longer keeps where in a lead each trigram occurs (detail=none): about an eighth of
-- an import's time went into writing those positions. A search now asks the index for the leads that hold
-- every trigram of the term and checks each of them against the lead itself (db/search_match).
--
-- The index is contentless, so it is filled here from the leads with exactly the text the server indexes
-- (search_text and search_phone in db/lead_store.cpp): a lead is later taken out of the index by giving
-- the same text again. Names are compared as bytes, as std::string::find does, so that text that is not
-- valid UTF-8 (an import does not refuse it) is joined the same way too.
DROP TABLE lead_search;
CREATE VIRTUAL TABLE lead_search USING fts5(text, phone, content = '', columnsize = 0, detail = none,
                                           tokenize = 'trigram');
INSERT INTO lead_search (lead_search, rank) VALUES ('automerge', 0);
INSERT INTO lead_search (lead_search, rank) VALUES ('crisismerge', 64);
INSERT INTO lead_search (rowid, text, phone)
SELECT id,
       name ||
         CASE WHEN instr(CAST(name AS BLOB), CAST(first_name AS BLOB)) > 0 THEN '' ELSE char(10) || first_name END ||
         CASE WHEN instr(CAST(name AS BLOB), CAST(last_name AS BLOB)) > 0 THEN '' ELSE char(10) || last_name END ||
         char(10) || email || char(10) || company,
       CASE WHEN substr(phone_key, 1, 1) = '+' THEN substr(phone_key, 2) ELSE phone_key END
  FROM leads
 ORDER BY id;
INSERT INTO lead_search (lead_search) VALUES ('optimize');
