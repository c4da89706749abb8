-- The calls given each disposition, per hour placed, campaign and agent: the overview's and the calls screen's
-- outcomes, kept as dispositions are given (docs/api.md, "Overview"), never counted from the calls.
CREATE TABLE call_outcome_hour_counts (
  organization_id  INTEGER NOT NULL,
  hour             INTEGER NOT NULL,  -- the call's creation, Unix seconds / 3600
  campaign_id      INTEGER NOT NULL,  -- 0: none
  agent_id         INTEGER NOT NULL,  -- 0: none
  disposition_code TEXT NOT NULL,
  calls            INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, hour, campaign_id, agent_id, disposition_code)
) STRICT, WITHOUT ROWID;

INSERT INTO call_outcome_hour_counts (organization_id, hour, campaign_id, agent_id, disposition_code, calls)
SELECT organization_id, created_at / 3600000, coalesce(campaign_id, 0), coalesce(agent_id, 0), disposition_code, count(*)
FROM calls WHERE disposition_code IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
