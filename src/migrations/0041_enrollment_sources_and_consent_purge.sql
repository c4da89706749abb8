-- Leads a webhook's deliveries enroll in a cadence, and the consent ledger's purge (docs/api.md, "Consent").

ALTER TABLE webhooks ADD COLUMN cadence_id INTEGER REFERENCES cadences (id);

-- The purge looks only at the ledger's ends: a lead deleted, or a channel revoked.
CREATE INDEX lead_consents_ends ON lead_consents (created_at) WHERE action IN ('ended', 'revoked');
