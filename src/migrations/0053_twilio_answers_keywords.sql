-- Whether Twilio answers STOP, HELP and START texted to the organization's numbers (docs/api.md, "Texts from
-- leads"). On US long codes it does by default (its opt-out handling; Advanced Opt-Out on a Messaging Service),
-- and a second answer from the server would be one too many; 0 when the organization turned Twilio's off.
ALTER TABLE telephony_accounts ADD COLUMN twilio_answers_keywords INTEGER NOT NULL DEFAULT 1;

-- The server's own answers: a reply that is unclear about opting out is asked about once per number ever, found
-- here rather than by reading every message of the organization.
CREATE INDEX lead_messages_clarifications ON lead_messages (organization_id, to_address) WHERE kind = 'clarification';
