-- The calls given each disposition per hour placed, kept as dispositions are given (docs/api.md, "Overview") and
-- read by the overview and the calls screen instead of counting calls: per campaign for the organization's and a
-- campaign's figures, and again per agent (agent first in its key) for one agent's — the organization's month then
-- reads a row per hour, campaign and disposition rather than one for every agent too.
CREATE TABLE call_outcome_hour_counts (
  organization_id  INTEGER NOT NULL,
  hour             INTEGER NOT NULL,  -- the call's creation, Unix seconds / 3600
  campaign_id      INTEGER NOT NULL,  -- 0: none
  disposition_code TEXT NOT NULL,
  calls            INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, hour, campaign_id, disposition_code)
) STRICT, WITHOUT ROWID;

CREATE TABLE call_agent_outcome_hour_counts (
  organization_id  INTEGER NOT NULL,
  agent_id         INTEGER NOT NULL,  -- 0: none
  hour             INTEGER NOT NULL,
  campaign_id      INTEGER NOT NULL,
  disposition_code TEXT NOT NULL,
  calls            INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, agent_id, hour, campaign_id, disposition_code)
) STRICT, WITHOUT ROWID;

INSERT INTO call_outcome_hour_counts (organization_id, hour, campaign_id, disposition_code, calls)
SELECT organization_id, created_at / 3600000, coalesce(campaign_id, 0), disposition_code, count(*)
FROM calls WHERE disposition_code IS NOT NULL
GROUP BY 1, 2, 3, 4;

INSERT INTO call_agent_outcome_hour_counts (organization_id, agent_id, hour, campaign_id, disposition_code, calls)
SELECT organization_id, coalesce(agent_id, 0), created_at / 3600000, coalesce(campaign_id, 0), disposition_code, count(*)
FROM calls WHERE disposition_code IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
