#pragma once
// Managing an organization's agents (its users): validation, the superadmin rules, deactivation,
// campaign assignment and the e-mails an admin can send them.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "model/agent.hpp"
#include "dialer/clock.hpp"
#include "domain/session_cache.hpp"
#include "events/event_bus.hpp"
#include "domain/background_work.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

// What a create or update request said; an absent field keeps its current value (or the default).
struct AgentInput {
  std::optional<std::string> name;  // "First Last", split when first/last are absent
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::optional<std::string> email;
  std::optional<std::string> phone;
  std::optional<std::string> extension;
  std::optional<std::string> role;
  std::optional<std::string> status;
  std::optional<std::string> password;
  std::optional<long long> max_concurrent_calls;
  std::optional<bool> auto_answer;
  std::optional<bool> active;
};

struct PasswordResetLink {
  std::string link;
  std::string expires_at;
};

class AgentService {
 public:
  // sessions: cleared after every change to an agent, so that a role, a deactivation or a password change
  // applies to the agent's next request. bus: such a change publishes events::UserAccessChanged, which ends the
  // agent's live streams. work: told when an e-mail waits in the outbox. clock: stored times and reset link expiry.
  AgentService(db::Database& database, SessionCache& sessions, events::EventBus& bus, BackgroundWork& work,
               const Clock& clock)
      : database_(database), sessions_(sessions), bus_(bus), work_(work), clock_(clock) {}

  std::vector<model::Agent> list(const auth::Caller& caller, bool include_inactive);
  model::Agent create(const auth::Caller& caller, const AgentInput& input);
  model::Agent update(const auth::Caller& caller, std::int64_t agent_id, const AgentInput& input);
  void deactivate(const auth::Caller& caller, std::int64_t agent_id);
  model::Agent assign_campaigns(const auth::Caller& caller, std::int64_t agent_id,
                                   const std::vector<std::int64_t>& campaign_ids);
  void send_welcome_email(const auth::Caller& caller, std::int64_t agent_id, const std::string& origin);
  PasswordResetLink send_password_reset(const auth::Caller& caller, std::int64_t agent_id, const std::string& origin);
  std::vector<model::OutboxEntry> email_history(const auth::Caller& caller, std::int64_t agent_id);


 private:
  void email_queued() const { work_.emails_waiting(); }

  db::Database& database_;
  SessionCache& sessions_;
  events::EventBus& bus_;
  BackgroundWork& work_;
  const Clock& clock_;
};

}  // namespace dialer::domain
