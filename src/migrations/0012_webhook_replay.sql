-- Replayed webhook deliveries. A signed delivery now also signs a timestamp (X-Webhook-Timestamp), refused
-- outside five minutes; a webhook accepts the old body-only signature only when accept_unstamped says so —
-- on for the webhooks that have a secret today, whose senders sign that way, off for new ones.
ALTER TABLE webhooks ADD COLUMN accept_unstamped INTEGER NOT NULL DEFAULT 0 CHECK (accept_unstamped IN (0, 1));
UPDATE webhooks SET accept_unstamped = 1 WHERE secret IS NOT NULL;

-- Deliveries that named themselves (X-Webhook-Id), kept 7 days: a repeat answers what the first did and
-- changes nothing.
CREATE TABLE webhook_deliveries (
  webhook_id  INTEGER NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  delivery_id TEXT NOT NULL,
  received_at INTEGER NOT NULL,  -- unix seconds
  answer      TEXT NOT NULL,     -- JSON: what the first delivery was answered
  PRIMARY KEY (webhook_id, delivery_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX webhook_deliveries_by_age ON webhook_deliveries (received_at);
