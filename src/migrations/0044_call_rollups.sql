-- The calls' counts rolled up for long ranges (docs/api.md, "Overview"), kept in the same writes as the hourly
-- counts of migration 0030: the organization's per hour for a range's totals and hours, and per UTC day, campaign
-- and agent for its campaigns and agents, so a month reads a row per hour and a row per day, campaign and agent
-- instead of one per hour, campaign, agent and caller ID. One campaign's or one agent's figures read the hourly rows.
CREATE TABLE call_organization_hour_counts (
  organization_id INTEGER NOT NULL,
  hour            INTEGER NOT NULL,  -- Unix seconds / 3600 of the calls' creation
  calls           INTEGER NOT NULL DEFAULT 0,
  answered        INTEGER NOT NULL DEFAULT 0,
  human           INTEGER NOT NULL DEFAULT 0,
  contacts        INTEGER NOT NULL DEFAULT 0,
  conversions     INTEGER NOT NULL DEFAULT 0,
  abandoned       INTEGER NOT NULL DEFAULT 0,
  talk_seconds    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, hour)
) STRICT, WITHOUT ROWID;

CREATE TABLE call_agent_day_counts (
  organization_id INTEGER NOT NULL,
  day             INTEGER NOT NULL,  -- Unix hours / 24 (UTC days)
  campaign_id     INTEGER NOT NULL,  -- 0: none
  agent_id        INTEGER NOT NULL,  -- 0: none
  calls           INTEGER NOT NULL DEFAULT 0,
  answered        INTEGER NOT NULL DEFAULT 0,
  human           INTEGER NOT NULL DEFAULT 0,
  contacts        INTEGER NOT NULL DEFAULT 0,
  conversions     INTEGER NOT NULL DEFAULT 0,
  abandoned       INTEGER NOT NULL DEFAULT 0,
  talk_seconds    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day, campaign_id, agent_id)
) STRICT, WITHOUT ROWID;

-- The organization's calls given each disposition per UTC day, beside migration 0042's hourly rows (one campaign's
-- are read from those).
CREATE TABLE call_outcome_day_counts (
  organization_id  INTEGER NOT NULL,
  day              INTEGER NOT NULL,
  disposition_code TEXT NOT NULL,
  calls            INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day, disposition_code)
) STRICT, WITHOUT ROWID;

INSERT INTO call_organization_hour_counts (organization_id, hour, calls, answered, human, contacts, conversions,
                                           abandoned, talk_seconds)
SELECT organization_id, hour, sum(calls), sum(answered), sum(human), sum(contacts), sum(conversions), sum(abandoned),
       sum(talk_seconds)
FROM call_hour_counts
GROUP BY 1, 2;

INSERT INTO call_agent_day_counts (organization_id, day, campaign_id, agent_id, calls, answered, human, contacts,
                                   conversions, abandoned, talk_seconds)
SELECT organization_id, hour / 24, campaign_id, agent_id, sum(calls), sum(answered), sum(human), sum(contacts),
       sum(conversions), sum(abandoned), sum(talk_seconds)
FROM call_hour_counts
GROUP BY 1, 2, 3, 4;

INSERT INTO call_outcome_day_counts (organization_id, day, disposition_code, calls)
SELECT organization_id, hour / 24, disposition_code, sum(calls)
FROM call_outcome_hour_counts
GROUP BY 1, 2, 3;
