-- Time in each state per agent over a day (docs/api.md, "Agent state"): the organization's state lines by when they
-- began.
CREATE INDEX agent_state_log_by_organization ON agent_state_log (organization_id, started_at);
