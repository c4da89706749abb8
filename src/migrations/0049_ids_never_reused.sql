-- Ids are never given twice (docs/architecture.md, "Between organizations"). A rowid table hands out the largest
-- id + 1, so deleting an organization's newest lead gave its id to the next lead any organization created, while
-- the hopper, calls, callbacks and agent states still named it. AUTOINCREMENT keeps the largest id ever given in
-- sqlite_sequence and never goes below it.
--
-- Only the schema text changes: AUTOINCREMENT stores the table exactly as before (a rowid table) and adds the
-- sqlite_sequence row, so no table is copied — the same documented-safe writable_schema edit as 0006. Append-only
-- logs that nothing points to (integration_logs, lead_activity, call_events, agent_state_log, lead_skips,
-- lead_consents, the DNC chunks) keep plain rowids: an id of theirs names nothing elsewhere, and AUTOINCREMENT
-- would add a write to every row they log. tests/db/ids_never_reused_test.cpp checks the list against the schema.

-- sqlite_sequence exists once any AUTOINCREMENT table has been created.
CREATE TABLE ids_never_reused_seed (id INTEGER PRIMARY KEY AUTOINCREMENT);
DROP TABLE ids_never_reused_seed;

PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = substr(sql, 1, instr(sql, 'INTEGER PRIMARY KEY') + 18) || ' AUTOINCREMENT' ||
             substr(sql, instr(sql, 'INTEGER PRIMARY KEY') + 19)
 WHERE type = 'table' AND instr(sql, 'AUTOINCREMENT') = 0
   AND name IN ('organizations', 'users', 'sessions', 'password_resets', 'consent_records', 'campaigns',
                'lead_lists', 'leads', 'webhooks', 'import_templates', 'dnc_batches', 'dispositions',
                'phone_numbers', 'calls', 'pause_reasons', 'callbacks', 'email_outbox', 'lead_messages',
                'message_templates', 'cadences', 'cadence_enrollments', 'lead_bulk_jobs');
PRAGMA writable_schema = RESET;

-- A lead id that something still names counts as given, even where its lead was deleted before this migration.
INSERT INTO sqlite_sequence (name, seq)
SELECT 'leads', max(coalesce((SELECT max(id) FROM leads), 0),
                    coalesce((SELECT max(lead_id) FROM hopper_entries), 0),
                    coalesce((SELECT max(lead_id) FROM lead_dialing), 0),
                    coalesce((SELECT max(lead_id) FROM calls), 0),
                    coalesce((SELECT max(lead_id) FROM callbacks), 0),
                    coalesce((SELECT max(lead_id) FROM agent_states), 0),
                    coalesce((SELECT max(lead_id) FROM lead_skips), 0),
                    coalesce((SELECT max(lead_id) FROM lead_activity), 0),
                    coalesce((SELECT max(lead_id) FROM lead_consents), 0),
                    coalesce((SELECT max(lead_id) FROM email_outbox), 0));

-- What already points at a lead that is gone, or that is now another organization's (its id was given again):
-- the dialer lets go of it, as a lead's removal does from now on (src/db/lead_references.cpp).
DELETE FROM hopper_entries
 WHERE NOT EXISTS (SELECT 1 FROM leads l JOIN campaigns c ON c.id = hopper_entries.campaign_id
                    WHERE l.id = hopper_entries.lead_id AND l.organization_id = c.organization_id);
DELETE FROM lead_dialing
 WHERE NOT EXISTS (SELECT 1 FROM leads l JOIN campaigns c ON c.id = lead_dialing.campaign_id
                    WHERE l.id = lead_dialing.lead_id AND l.organization_id = c.organization_id);
UPDATE callbacks SET status = 'canceled', ended_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
 WHERE status IN ('scheduled', 'queued')
   AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = callbacks.lead_id AND l.organization_id = callbacks.organization_id);
UPDATE agent_states SET lead_id = NULL
 WHERE lead_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = agent_states.lead_id AND l.organization_id = agent_states.organization_id);
DELETE FROM lead_skips
 WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = lead_skips.lead_id AND l.organization_id = lead_skips.organization_id);
-- Calls keep their lead_id: their history stays, and a lead of another organization no longer joins them.
