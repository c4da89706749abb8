-- Organizations (one per registered company), their users, server-side sessions and consent records.

CREATE TABLE organizations (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE users (
  id               INTEGER PRIMARY KEY,
  organization_id  INTEGER NOT NULL REFERENCES organizations (id),
  email            TEXT NOT NULL,
  -- Lower-cased e-mail: addresses are unique on the whole appliance, compared case-insensitively.
  email_key        TEXT NOT NULL UNIQUE,
  first_name       TEXT NOT NULL,
  last_name        TEXT NOT NULL DEFAULT '',
  phone            TEXT NOT NULL DEFAULT '',
  role             TEXT NOT NULL CHECK (role IN ('agent', 'admin', 'superadmin')),
  password_hash    TEXT NOT NULL,
  active           INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
) STRICT;

CREATE INDEX users_by_organization ON users (organization_id, active, role);

-- Only a SHA-256 of each token is stored: a copy of the database does not hand out sessions.
-- Times are Unix seconds because they are compared on every request.
CREATE TABLE sessions (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash   BLOB NOT NULL UNIQUE,
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
) STRICT;

CREATE INDEX sessions_by_user ON sessions (user_id);

-- What a registering company agreed to, when, from where, and which texts it was shown.
CREATE TABLE consent_records (
  id               INTEGER PRIMARY KEY,
  organization_id  INTEGER NOT NULL REFERENCES organizations (id),
  user_id          INTEGER NOT NULL REFERENCES users (id),
  sms_consent      INTEGER NOT NULL CHECK (sms_consent IN (0, 1)),
  email_consent    INTEGER NOT NULL CHECK (email_consent IN (0, 1)),
  phone            TEXT NOT NULL DEFAULT '',
  client_timestamp TEXT NOT NULL DEFAULT '',
  received_at      TEXT NOT NULL,
  client_ip        TEXT NOT NULL,
  user_agent       TEXT NOT NULL DEFAULT '',
  terms_version    TEXT NOT NULL,
  privacy_version  TEXT NOT NULL
) STRICT;

CREATE INDEX consent_records_by_user ON consent_records (user_id);
