-- Hold (docs/dialer.md, "Progressive and power dialing"): a lead the dialer connected to an agent is a participant
-- of the agent's own conference, which Twilio can put on hold; a call an agent placed (a <Dial> from its browser
-- or phone) has no such participant.
ALTER TABLE calls ADD COLUMN in_conference INTEGER NOT NULL DEFAULT 0 CHECK (in_conference IN (0, 1));
ALTER TABLE calls ADD COLUMN on_hold INTEGER NOT NULL DEFAULT 0 CHECK (on_hold IN (0, 1));
