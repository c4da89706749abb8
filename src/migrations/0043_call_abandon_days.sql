-- The 3 % rule's counts per day and campaign: calls a person answered and those abandoned, kept beside the hourly
-- counts (same writes) so that the 30 days of the overview's and the dialer's abandon rate read about 30 rows a
-- campaign instead of every hour, campaign, agent and caller ID of the month (docs/api.md, "Overview").
CREATE TABLE call_abandon_days (
  organization_id INTEGER NOT NULL,
  day             INTEGER NOT NULL,  -- Unix hours / 24 (UTC days) of the calls' creation
  campaign_id     INTEGER NOT NULL,  -- 0: none
  human           INTEGER NOT NULL DEFAULT 0,
  abandoned       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day, campaign_id)
) STRICT, WITHOUT ROWID;

INSERT INTO call_abandon_days (organization_id, day, campaign_id, human, abandoned)
SELECT organization_id, hour / 24, campaign_id, sum(human), sum(abandoned)
FROM call_hour_counts
GROUP BY 1, 2, 3
HAVING sum(human) <> 0 OR sum(abandoned) <> 0;
