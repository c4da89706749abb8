#pragma once
// Agents, and the e-mails the server sent them, as the rest of the server sees them (plain values;
// docs/architecture.md, "Layers").
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::model {

struct AgentFields {
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string email_key;
  std::string phone;
  std::string extension;
  std::string role;
  std::string status;
  int max_concurrent_calls = 1;
  bool auto_answer = false;
};

struct Agent {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  AgentFields fields;
  bool active = true;
  std::vector<std::int64_t> campaign_ids;
  std::string created_at;
  std::string updated_at;
};

// One e-mail in a user's history (welcome, password reset).
struct OutboxEntry {
  std::int64_t id = 0;
  std::string kind;
  std::string subject;
  std::string status;
  std::string created_at;
  std::optional<std::string> sent_at;
  int attempts = 0;
  std::optional<std::string> next_attempt_at;  // queued after a failed attempt: when it is tried again
  std::optional<std::string> last_error;       // why the last attempt failed (and why a failed message failed)
};

}  // namespace dialer::model
