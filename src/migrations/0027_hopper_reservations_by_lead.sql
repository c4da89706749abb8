-- A lead an agent holds in one campaign is not handed out by another (docs/dialer.md, "The hopper": a lead is
-- never on two calls): the reservations are found by lead.
CREATE INDEX hopper_reserved_by_lead ON hopper_entries (lead_id) WHERE claimed_by IS NOT NULL;
