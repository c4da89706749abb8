#include "domain/agents.hpp"

#include <algorithm>

#include "auth/password.hpp"
#include "auth/sealed_text.hpp"
#include "db/account_store.hpp"
#include "db/agent_store.hpp"
#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "db/outbox_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/accounts.hpp"
#include "domain/domain_error.hpp"
#include "domain/password_resets.hpp"
#include "domain/publish_on_commit.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxAgentNameLength = 100;
constexpr std::size_t kMaxAgentPhoneLength = 40;
constexpr std::size_t kMaxExtensionLength = 20;

DomainError agent_not_found() { return DomainError::not_found("Agent not found"); }

DomainError superadmin_only() {
  return DomainError::forbidden("forbidden", "Only a superadmin can create, edit or deactivate a superadmin");
}

DomainError last_superadmin() {
  return DomainError::conflict("last_superadmin",
                  "The organization needs at least one active superadmin: make someone else superadmin first");
}

// The stored fields after applying the input on top of `current`; validated as a whole.
model::AgentFields merge_and_validate(const model::AgentFields& current, const AgentInput& in) {
  model::AgentFields f = current;
  if (in.first_name || in.last_name) {
    if (in.first_name) f.first_name = trim(*in.first_name);
    if (in.last_name) f.last_name = trim(*in.last_name);
  } else if (in.name) {
    std::tie(f.first_name, f.last_name) = split_full_name(*in.name);
  }
  if (in.email) f.email = trim(*in.email);
  if (in.phone) f.phone = trim(*in.phone);
  if (in.extension) f.extension = trim(*in.extension);
  if (in.role) {
    const auto role = auth::parse_role(trim(*in.role));
    if (!role) {
      throw DomainError::invalid("validation_error", "Role must be Agent, Admin or SuperAdmin",
                                  {{"role", "unknown role"}});
    }
    f.role = auth::role_name(*role);
  }
  if (in.status) {
    const std::string status = to_lower(trim(*in.status));
    if (status != "offline" && status != "online" && status != "away") {
      throw DomainError::invalid("validation_error", "Status must be Offline, Online or Away",
                                  {{"status", "unknown status"}});
    }
    f.status = status;
  }
  if (in.max_concurrent_calls) {
    if (*in.max_concurrent_calls < 1 || *in.max_concurrent_calls > 10) {
      throw DomainError::invalid("validation_error", "Max concurrent calls must be between 1 and 10",
                                  {{"maxConcurrentCalls", "must be between 1 and 10"}});
    }
    f.max_concurrent_calls = static_cast<int>(*in.max_concurrent_calls);
  }
  if (in.auto_answer) f.auto_answer = *in.auto_answer;

  DomainError::Details missing;
  if (f.first_name.empty()) missing["firstName"] = "required";
  if (f.last_name.empty()) missing["lastName"] = "required";
  if (f.email.empty()) missing["email"] = "required";
  if (!missing.empty()) {
    throw DomainError::invalid("validation_error", "Please fill in all required fields", std::move(missing));
  }
  if (!looks_like_email(f.email)) {
    throw DomainError::invalid("validation_error", "Please enter a valid email address",
                                {{"email", "Please enter a valid email address"}});
  }
  check_max_length(f.first_name, kMaxAgentNameLength, "firstName", "First name");
  check_max_length(f.last_name, kMaxAgentNameLength, "lastName", "Last name");
  check_max_length(f.phone, kMaxAgentPhoneLength, "phone", "Phone");
  check_max_length(f.extension, kMaxExtensionLength, "extension", "Extension");
  f.email_key = to_lower(f.email);
  return f;
}

void check_email_free(SQLite::Database& db, const std::string& email_key, std::int64_t self_id) {
  const auto holder = db::user_id_by_email(db, email_key);
  if (holder && *holder != self_id) {
    throw DomainError::conflict("email_taken", "An agent with this email already exists", {{"email", "already in use"}});
  }
}

model::Agent load(SQLite::Database& db, const auth::Caller& caller, std::int64_t agent_id) {
  auto agent = db::find_agent(db, caller.organization_id, agent_id);
  if (!agent) throw agent_not_found();
  return *agent;
}

void queue_message(SQLite::Database& db, const model::Agent& agent, const std::string& kind,
                   const std::string& subject, const std::string& body, const std::string& now) {
  db::queue_email(db,
                  db::OutboxMessage{agent.organization_id, agent.id, agent.fields.email, subject, body, kind,
                                    std::nullopt, std::nullopt, std::nullopt, std::nullopt},
                  now);
}

void require_active(const model::Agent& agent) {
  if (!agent.active) {
    throw DomainError::conflict("agent_inactive", "This agent is deactivated: reactivate the agent first");
  }
}

}  // namespace

std::vector<model::Agent> AgentService::list(const auth::Caller& caller, bool include_inactive) {
  return database_.read(
      [&](SQLite::Database& db) { return db::list_agents(db, caller.organization_id, include_inactive); });
}

model::Agent AgentService::create(const auth::Caller& caller, const AgentInput& input) {
  model::AgentFields defaults;
  defaults.role = "agent";
  defaults.status = "offline";
  const model::AgentFields fields = merge_and_validate(defaults, input);
  if (fields.role == "superadmin" && caller.role != auth::Role::kSuperadmin) throw superadmin_only();
  check_password_rules(input.password.value_or(""));
  const std::string password_hash = auth::hash_password(*input.password);

  return database_.write([&](SQLite::Database& db) {
    check_email_free(db, fields.email_key, 0);
    const auto id = db::insert_agent(db, caller.organization_id, fields, password_hash, iso8601_utc(clock_.now()));
    return load(db, caller, id);
  });
}

model::Agent AgentService::update(const auth::Caller& caller, std::int64_t agent_id, const AgentInput& input) {
  if (input.active && !*input.active) {
    deactivate(caller, agent_id);
    return database_.read([&](SQLite::Database& db) { return load(db, caller, agent_id); });
  }
  // Validate early (a clear 400 before the slow password hash); the rules are applied again below to what
  // is stored when the transaction runs, so a concurrent change cannot be overwritten or bypassed.
  const auto current = database_.read([&](SQLite::Database& db) { return load(db, caller, agent_id); });
  merge_and_validate(current.fields, input);
  std::optional<std::string> password_hash;
  if (input.password && !input.password->empty()) {
    check_password_rules(*input.password);
    password_hash = auth::hash_password(*input.password);
  }

  auto updated = database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto stored = load(db, caller, agent_id);
    const model::AgentFields fields = merge_and_validate(stored.fields, input);
    const bool is_superadmin_change = stored.fields.role == "superadmin" || fields.role == "superadmin";
    if (is_superadmin_change && caller.role != auth::Role::kSuperadmin) throw superadmin_only();
    check_email_free(db, fields.email_key, agent_id);
    const bool demoting = stored.active && stored.fields.role == "superadmin" && fields.role != "superadmin";
    if (demoting && db::count_active_superadmins(db, caller.organization_id) <= 1) throw last_superadmin();
    const std::string now = iso8601_utc(clock_.now());
    db::update_agent(db, agent_id, fields, now);
    if (input.active && *input.active && !stored.active) db::set_agent_active(db, agent_id, true, now);
    if (password_hash) {
      db::set_user_password(db, agent_id, *password_hash, now);
      // A password change signs the user out everywhere else.
      db::delete_sessions_of_user(db, agent_id, caller.session_id);
    }
    // A reset link handed out before a change of role or password must not outlive it (an admin could
    // otherwise keep a link to an agent who is then promoted to superadmin), nor may a live stream opened before.
    if (password_hash || fields.role != stored.fields.role) {
      db::delete_password_resets_of_user(db, agent_id);
      publish_on_commit(tx, bus_, events::UserAccessChanged{caller.organization_id, agent_id});
    }
    return load(db, caller, agent_id);
  });
  sessions_.clear();  // the role, active flag or password may have changed: sessions are read again
  return updated;
}

void AgentService::deactivate(const auth::Caller& caller, std::int64_t agent_id) {
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto agent = load(db, caller, agent_id);
    if (agent.fields.role == "superadmin" && caller.role != auth::Role::kSuperadmin) throw superadmin_only();
    if (agent_id == caller.user_id) {
      throw DomainError::conflict("cannot_deactivate_self", "You cannot deactivate your own account");
    }
    if (!agent.active) return;
    if (agent.fields.role == "superadmin" && db::count_active_superadmins(db, caller.organization_id) <= 1) {
      throw last_superadmin();
    }
    db::set_agent_active(db, agent_id, false, iso8601_utc(clock_.now()));
    db::delete_sessions_of_user(db, agent_id);
    db::delete_password_resets_of_user(db, agent_id);
    publish_on_commit(tx, bus_, events::UserAccessChanged{caller.organization_id, agent_id});
  });
  sessions_.clear();
}

model::Agent AgentService::assign_campaigns(const auth::Caller& caller, std::int64_t agent_id,
                                               const std::vector<std::int64_t>& campaign_ids) {
  return database_.write([&](SQLite::Database& db) {
    const auto agent = load(db, caller, agent_id);
    if (agent.fields.role == "superadmin" && caller.role != auth::Role::kSuperadmin) throw superadmin_only();
    const auto unknown = db::unknown_campaign_ids(db, caller.organization_id, campaign_ids);
    if (!unknown.empty()) {
      std::string list;
      for (const auto id : unknown) list += (list.empty() ? "" : ", ") + std::to_string(id);
      throw DomainError::invalid("unknown_campaign", "Unknown campaign id: " + list, {{"campaignIds", list}});
    }
    db::replace_agent_campaigns(db, agent_id, campaign_ids);
    db::touch_agent(db, agent_id, iso8601_utc(clock_.now()));
    return load(db, caller, agent_id);
  });
}

void AgentService::send_welcome_email(const auth::Caller& caller, std::int64_t agent_id, const std::string& origin) {
  database_.write([&](SQLite::Database& db) {
    const auto agent = load(db, caller, agent_id);
    require_active(agent);
    if (agent.fields.role == "superadmin" && caller.role != auth::Role::kSuperadmin) throw superadmin_only();
    const auto org = db::find_user(db, caller.organization_id, agent_id)->organization_name;
    queue_message(db, agent, "welcome", "Welcome to Dialer Dashboard",
                  "Hello " + agent.fields.first_name + ",\n\n" + org +
                      " has given you an account on Dialer Dashboard.\n\nSign in at " + origin +
                      "/ with this e-mail address (" + agent.fields.email +
                      ").\nIf you do not know your password, ask your administrator for a password reset link.\n",
                  iso8601_utc(clock_.now()));
  });
  email_queued();
}

PasswordResetLink AgentService::send_password_reset(const auth::Caller& caller, std::int64_t agent_id,
                                                    const std::string& origin) {
  auto reset = database_.write([&](SQLite::Database& db) {
    const auto agent = load(db, caller, agent_id);
    require_active(agent);
    if (agent.fields.role == "superadmin" && caller.role != auth::Role::kSuperadmin) throw superadmin_only();
    const auto issued = issue_password_reset(db, agent_id, clock_);
    const std::string link = origin + "/reset-password?token=" + issued.token;
    const auto body_with = [&](const std::string& shown_link) {
      return "Hello " + agent.fields.first_name + ",\n\nSet a new password for " + agent.fields.email + " here:\n" +
             shown_link + "\n\nThe link works once and expires at " + issued.expires_at +
             ". If you did not expect this e-mail, tell your administrator.\n";
    };
    // The stored body shows no working link; the e-mail's own is sealed (src/auth/sealed_text.hpp).
    db::queue_email(db,
                    db::OutboxMessage{agent.organization_id, agent.id, agent.fields.email,
                                      "Reset your Dialer Dashboard password",
                                      body_with(origin + "/reset-password?token=[removed]"), "password_reset",
                                      auth::seal_text(body_with(link)), issued.expires_at, std::nullopt, std::nullopt},
                    iso8601_utc(clock_.now()));
    return PasswordResetLink{link, issued.expires_at};
  });
  email_queued();
  return reset;
}

std::vector<model::OutboxEntry> AgentService::email_history(const auth::Caller& caller, std::int64_t agent_id) {
  return database_.read([&](SQLite::Database& db) {
    load(db, caller, agent_id);
    return db::email_history(db, agent_id);
  });
}

}  // namespace dialer::domain
