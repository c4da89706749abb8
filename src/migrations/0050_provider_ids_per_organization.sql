-- Twilio's SIDs are unique within an organization, not across organizations (docs/architecture.md, "Between
-- organizations"). A SID is only ever looked up together with the organization a request's signature decided;
-- unique across all organizations, a SID another organization's signed request named first made this one's real
-- call fail on the index, and its real text look like one already received (and vanish).
DROP INDEX calls_by_sid;
CREATE UNIQUE INDEX calls_by_sid ON calls (organization_id, provider_sid) WHERE provider_sid IS NOT NULL;
DROP INDEX calls_by_agent_leg;
CREATE UNIQUE INDEX calls_by_agent_leg ON calls (organization_id, agent_leg_sid) WHERE agent_leg_sid IS NOT NULL;
DROP INDEX lead_messages_by_sid;
CREATE UNIQUE INDEX lead_messages_by_sid ON lead_messages (organization_id, provider_sid) WHERE provider_sid IS NOT NULL;
