#pragma once
// Integrations (GoHighLevel), inbound webhooks and the integration log as the rest of the server sees them
// (plain values; docs/architecture.md, "Layers").
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::model {

struct Integration {
  std::int64_t organization_id = 0;
  std::string type;
  std::string api_key;
  std::string location_id;
  bool enabled = false;
  bool sync_leads = false;
  bool sync_contacts = false;
  bool auto_create_campaigns = false;
  std::string status = "disconnected";
  std::optional<std::string> last_error;
  std::optional<std::string> last_sync_at;
  std::optional<std::string> last_sync_attempt_at;
};

struct IntegrationLogLine {
  std::int64_t id = 0;
  std::string created_at;
  std::string integration;  // "gohighlevel", "webhook"
  std::string action;       // "save", "test", "sync", "receive" …
  std::string status;       // "success", "error", "warning"
  std::string message;
};

struct Webhook {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::string name;
  std::string source;
  bool enabled = true;
  std::vector<std::string> events;
  std::optional<std::string> secret;
  // With a secret: also accept the body-only signature of older senders (no timestamp; replayable).
  bool accept_unstamped_signatures = false;
  std::optional<std::int64_t> list_id;  // the lead list its new leads join; none when not set
  std::string list_name;                // that list's name, when set
  std::optional<std::int64_t> cadence_id;  // the cadence its leads are enrolled in; none when not set
  std::string cadence_name;                // that cadence's name, when set
  std::string url_key;
  std::string created_at;
  std::string updated_at;
  std::optional<std::string> last_received_at;
};

}  // namespace dialer::model
