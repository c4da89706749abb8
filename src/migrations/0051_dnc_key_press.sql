-- A person who presses 9 in the abandoned-call message is put on the do-not-call list (docs/dialer.md, "Abandoned
-- calls"): a source of its own beside the others. Only the CHECK's text changes and it accepts every row the old one
-- did — the documented-safe writable_schema edit of 0006, with no copy of the table.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, '''sms_opt_out'', ''api'')', '''sms_opt_out'', ''api'', ''key_press'')')
 WHERE type = 'table' AND name = 'dnc_batches';
PRAGMA writable_schema = RESET;
