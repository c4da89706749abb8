-- The consent ledger of leads (per channel: granted, revoked, and the relationship's end), the numbers that
-- opted out of SMS, and the messages exchanged with leads (a text's STOP, a reply, the answers sent back).

CREATE TABLE lead_consents (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  -- Kept after the lead is deleted (the ledger outlives the lead by 6 months): no foreign key.
  lead_id         INTEGER NOT NULL,
  channel         TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'calls', 'all')),
  action          TEXT NOT NULL CHECK (action IN ('granted', 'revoked', 'ended')),
  -- registration_form | import | webhook | agent | sms_keyword | unsubscribe_link | carrier | system
  source          TEXT NOT NULL,
  address         TEXT NOT NULL DEFAULT '',  -- the number or e-mail address it concerns
  detail          TEXT NOT NULL DEFAULT '',  -- the message, the text version, who
  created_at      TEXT NOT NULL
) STRICT;

CREATE INDEX lead_consents_by_lead ON lead_consents (lead_id, id);

CREATE TABLE sms_opt_outs (
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  phone_e164      TEXT NOT NULL,
  opted_out_at    TEXT NOT NULL,
  how             TEXT NOT NULL,  -- the keyword texted, or the carrier's refusal
  PRIMARY KEY (organization_id, phone_e164)
) STRICT, WITHOUT ROWID;

CREATE TABLE lead_messages (
  id              INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL REFERENCES organizations (id),
  lead_id         INTEGER REFERENCES leads (id) ON DELETE CASCADE,  -- NULL: a number that is no lead's
  channel         TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  direction       TEXT NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  -- inbound: reply | reaction | opt_out | opt_in | help; outbound: answer | cadence
  kind            TEXT NOT NULL,
  from_address    TEXT NOT NULL,
  to_address      TEXT NOT NULL,
  body            TEXT NOT NULL,
  provider_sid    TEXT,  -- Twilio's MessageSid: a webhook Twilio sends again is the same message
  status          TEXT NOT NULL DEFAULT '',
  error           TEXT,
  created_at      TEXT NOT NULL
) STRICT;

CREATE UNIQUE INDEX lead_messages_by_sid ON lead_messages (provider_sid) WHERE provider_sid IS NOT NULL;
CREATE INDEX lead_messages_by_lead ON lead_messages (lead_id, id);
