-- The duplicate check of imports and webhooks finds leads with the same e-mail or phone through a directory
-- the server keeps in memory (db/lead_keys), read from the leads table once per organization. These two
-- indexes took a random-key insert each for every lead written: about 40 % of a million-row import.
DROP INDEX leads_by_email;
DROP INDEX leads_by_phone;
