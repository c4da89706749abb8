-- Where a lead is: its state (or province, region), postal code and IANA time zone, as the lead form, imports
-- and webhooks give them. The calling rules will read the lead-local time from them.
ALTER TABLE leads ADD COLUMN state TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN postal_code TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN timezone TEXT NOT NULL DEFAULT '';
