-- The evidence a webhook carries with a consent (docs/api.md, "Consent"): where the lead agreed as its sender names
-- it, when, on which page, and a certificate of the form's submission (TrustedForm's xxTrustedFormCertUrl). Kept on
-- the ledger's record of the grant; "" when not given.
ALTER TABLE lead_consents ADD COLUMN origin TEXT NOT NULL DEFAULT '';
ALTER TABLE lead_consents ADD COLUMN given_at TEXT NOT NULL DEFAULT '';
ALTER TABLE lead_consents ADD COLUMN page_url TEXT NOT NULL DEFAULT '';
ALTER TABLE lead_consents ADD COLUMN certificate_url TEXT NOT NULL DEFAULT '';

-- The compliance page lists the organization's consents recorded with evidence in its 30 days.
CREATE INDEX lead_consents_with_evidence ON lead_consents (organization_id, created_at)
  WHERE origin <> '' OR page_url <> '' OR certificate_url <> '';
