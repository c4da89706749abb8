#pragma once
// Message templates (docs/api.md, "Message templates"): texts and e-mails with lead fields, shared between
// cadences; and how one is filled in for a lead.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/cadence.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

struct MessageTemplateInput {
  std::optional<std::string> channel;  // only when created
  std::optional<std::string> name;
  std::optional<std::string> subject;
  std::optional<std::string> body;
};

// The text with each {{field}} replaced by its value (a field without a value leaves nothing).
std::string fill_template(const std::string& text, const std::map<std::string, std::string>& fields);

class MessageTemplates {
 public:
  MessageTemplates(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  std::vector<model::MessageTemplate> list(const auth::Caller& caller);
  model::MessageTemplate create(const auth::Caller& caller, const MessageTemplateInput& input);
  model::MessageTemplate update(const auth::Caller& caller, std::int64_t id, const MessageTemplateInput& input);
  // 409 template_in_use while a cadence step sends it.
  void remove(const auth::Caller& caller, std::int64_t id);

 private:
  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
