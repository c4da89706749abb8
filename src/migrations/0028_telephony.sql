-- The organization's Twilio account (docs/api.md, "Telephony"): the credentials the server calls Twilio with and
-- checks Twilio's callbacks by, and the last connection test. The Auth Token and the API Key Secret are stored as
-- given (the server needs them) and never leave it through the API.
CREATE TABLE telephony_accounts (
  organization_id INTEGER PRIMARY KEY REFERENCES organizations (id),
  account_sid     TEXT NOT NULL DEFAULT '',
  auth_token      TEXT NOT NULL DEFAULT '',
  api_key_sid     TEXT NOT NULL DEFAULT '',
  api_key_secret  TEXT NOT NULL DEFAULT '',
  twiml_app_sid   TEXT NOT NULL DEFAULT '',
  status          TEXT NOT NULL DEFAULT 'disconnected' CHECK (status IN ('connected', 'disconnected', 'error')),
  account_name    TEXT NOT NULL DEFAULT '',
  account_type    TEXT NOT NULL DEFAULT '',
  last_error      TEXT,
  last_tested_at  TEXT,
  updated_at      TEXT NOT NULL
) STRICT;
