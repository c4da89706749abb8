-- Progressive and power dialing (docs/dialer.md, "Progressive and power dialing"): an agent waits for the leads
-- the dialer connects in a conference of its own; this is its leg in it (Twilio's CallSid), NULL when it is not
-- there — and then the dialer places no call for it.
ALTER TABLE agent_states ADD COLUMN conference_sid TEXT;
-- The dialer's questions, many times a second: who waits in a campaign, and for how long.
CREATE INDEX agent_states_waiting ON agent_states (campaign_id, since) WHERE state = 'ready' AND conference_sid IS NOT NULL;
