-- Whether Twilio answers STOP, HELP and START texted to the organization's numbers (docs/api.md, "Texts from
-- leads"). On US long codes it does by default (its opt-out handling; Advanced Opt-Out on a Messaging Service),
-- and a second answer from the server would be one too many; 0 when the organization turned Twilio's off.
ALTER TABLE telephony_accounts ADD COLUMN twilio_answers_keywords INTEGER NOT NULL DEFAULT 1;
