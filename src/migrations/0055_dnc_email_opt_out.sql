-- An e-mail's unsubscribe link puts the lead's number on the do-not-call list too when the organization's opt-outs
-- reach every channel (domain/opt_out_reach.hpp): a source of its own. The same documented-safe CHECK edit as 0051.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
   SET sql = replace(sql, '''key_press'')', '''key_press'', ''email_opt_out'')')
 WHERE type = 'table' AND name = 'dnc_batches';
PRAGMA writable_schema = RESET;
