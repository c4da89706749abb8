-- A mine-only callback in a campaign that dials by itself (docs/dialer.md, "Progressive and power dialing"): the
-- dialer looks on every pass for due ones whose agent waits in its conference, so it finds them without reading the
-- hopper's other leads.
CREATE INDEX hopper_for_agents ON hopper_entries (campaign_id, for_user) WHERE for_user IS NOT NULL AND claimed_by IS NULL;
