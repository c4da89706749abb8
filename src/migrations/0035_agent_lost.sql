-- "Agent lost" (docs/dialer.md, "Agent lost"): the disposition the system gives a call its agent never gave one to —
-- the browser dropped or the agent signed out during wrap-up. A system disposition is never offered to agents.
ALTER TABLE dispositions ADD COLUMN is_system INTEGER NOT NULL DEFAULT 0 CHECK (is_system IN (0, 1));

INSERT INTO dispositions (organization_id, code, label, emoji, hotkey, lead_status, is_contact, is_conversion,
                          is_callback, is_dnc, is_final, is_machine, position, created_at, updated_at, is_system)
SELECT o.id, 'agent_lost', 'Agent lost', '🔌', '', NULL, 0, 0, 0, 0, 0, 0, 1000, o.created_at, o.created_at, 1
FROM organizations o;

CREATE TRIGGER organizations_get_agent_lost AFTER INSERT ON organizations BEGIN
  INSERT INTO dispositions (organization_id, code, label, emoji, hotkey, lead_status, is_contact, is_conversion,
                            is_callback, is_dnc, is_final, is_machine, position, created_at, updated_at, is_system)
  VALUES (NEW.id, 'agent_lost', 'Agent lost', '🔌', '', NULL, 0, 0, 0, 0, 0, 0, 1000, NEW.created_at, NEW.created_at, 1);
END;

-- Calls answered and ended without a disposition, for the sweep that gives them "Agent lost".
CREATE INDEX calls_undisposed ON calls (ended_at)
  WHERE disposition_id IS NULL AND agent_id IS NOT NULL AND answered_at IS NOT NULL AND ended_at IS NOT NULL;
