-- Why an enrollment's next step waits past the time its delay gave it (docs/api.md, "Cadences"): 'window' (the
-- lead's own hours), 'text_limit' or 'email_limit' (3 texts, 5 e-mails in any 7 days); NULL when it does not.
ALTER TABLE cadence_enrollments ADD COLUMN waiting_for TEXT;
