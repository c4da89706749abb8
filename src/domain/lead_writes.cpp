#include "domain/lead_writes.hpp"

#include <nlohmann/json.hpp>

#include "db/account_store.hpp"
#include "db/agent_state_store.hpp"
#include "db/database.hpp"
#include "db/lead_activity_store.hpp"
#include "db/lead_consent_store.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_keys.hpp"
#include "db/lead_list_store.hpp"
#include "db/lead_references.hpp"
#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/agent_moves.hpp"
#include "domain/publish_on_commit.hpp"

namespace dialer::domain {
namespace {

const char* origin_name(LeadOrigin origin) {
  switch (origin) {
    case LeadOrigin::kApi: return "api";
    case LeadOrigin::kImport: return "import";
    case LeadOrigin::kWebhook: return "webhook";
    case LeadOrigin::kSync: return "sync";
  }
  return "api";
}

// The fields an update changed, as the history keeps them: {"status":["new","contacted"], "listId":[3,null]}.
std::string changed_fields(const model::LeadFields& before, const model::LeadFields& after) {
  nlohmann::json changes = nlohmann::json::object();
  const auto text = [&](const char* name, const std::string& from, const std::string& to) {
    if (from != to) changes[name] = {from, to};
  };
  text("name", before.name, after.name);
  text("firstName", before.first_name, after.first_name);
  text("lastName", before.last_name, after.last_name);
  text("email", before.email, after.email);
  text("phone", before.phone, after.phone);
  text("company", before.company, after.company);
  text("state", before.state, after.state);
  text("postalCode", before.postal_code, after.postal_code);
  text("timezone", before.timezone, after.timezone);
  text("status", before.status, after.status);
  text("notes", before.notes, after.notes);
  if (before.list_id != after.list_id) {
    const auto value = [](const std::optional<std::int64_t>& id) { return id ? nlohmann::json(*id) : nlohmann::json(); };
    changes["listId"] = {value(before.list_id), value(after.list_id)};
  }
  return changes.empty() ? std::string() : changes.dump();
}

}  // namespace

struct LeadWrites::Batch::State {
  State(db::Transaction& transaction, db::Database& database, db::LeadKeys& keys, std::int64_t organization,
        std::string stamp)
      : tx(transaction),
        keys_(keys),
        organization_id(organization),
        now(std::move(stamp)),
        writer(database.writer_statements(), counters, search, keys),
        writer_statements(database.writer_statements()) {}

  db::LeadMatcher& matcher() {
    // Prepared on first use: a single create never needs it.
    if (!matcher_) matcher_.emplace(tx.connection(), keys_);
    return *matcher_;
  }

  db::Transaction& tx;
  db::LeadKeys& keys_;
  const std::int64_t organization_id;
  const std::string now;
  db::LeadCounters counters;
  db::SearchIndexWrites search;
  db::LeadWriter writer;
  std::optional<db::LeadMatcher> matcher_;
  events::LeadsChanged changed;
  bool from_webhook = false;
  std::vector<std::int64_t> created_by_webhook;  // all of them, where the event lists the first 100
  std::vector<std::int64_t> lists_created;
  std::optional<std::int64_t> user_id;
  db::StatementCache& writer_statements;
  LeadWrites* owner = nullptr;
};

LeadWrites::LeadWrites(db::Database& database, events::EventBus& bus, const Clock& clock)
    : database_(database), bus_(bus), clock_(clock), keys_(std::make_unique<db::LeadKeys>()) {
  database_.add_observer(*keys_);
}

LeadWrites::~LeadWrites() { database_.remove_observer(*keys_); }

LeadWrites::Batch LeadWrites::begin(db::Transaction& tx, std::int64_t organization_id, LeadOrigin origin,
                                    std::optional<std::int64_t> user_id) {
  auto state = std::make_shared<Batch::State>(tx, database_, *keys_, organization_id, iso8601_utc(clock_.now()));
  state->user_id = user_id;
  state->owner = this;
  state->changed.organization_id = organization_id;
  state->changed.origin = origin_name(origin);
  state->from_webhook = origin == LeadOrigin::kWebhook;
  // The counts are written once, at the end of the write and inside it: a failure there fails the write. The
  // search index changes join those of the write's group commit (db/group_search_index.hpp).
  // The matcher's statements live on the writer's connection, so they are finalized while the write still
  // holds it (the batch itself may outlive the write).
  tx.before_end([this, state] {
    state->counters.apply(database_.writer_statements());
    database_.stage_search_index(std::move(state->search));
    state->matcher_.reset();
  });
  tx.after_commit([this, state] {
    // Lists first: a screen that hears of leads in a new list can already find the list.
    for (const auto list_id : state->lists_created) {
      bus_.publish(events::ListsChanged{state->organization_id, list_id, "created"});
    }
    const auto& c = state->changed;
    if (c.created.count() + c.updated.count() + c.deleted.count() > 0) {
      for (auto* listener : listeners_) {
        listener->leads_written(state->organization_id, state->now);
        if (!state->created_by_webhook.empty()) {
          listener->webhook_leads_arrived(state->organization_id, state->created_by_webhook);
        }
      }
      bus_.publish(std::move(state->changed));
    }
  });
  tx.after_rollback([state] { state->matcher_.reset(); });
  return Batch(std::move(state));
}

std::int64_t LeadWrites::Batch::insert(const model::LeadFields& fields) {
  auto& s = *state_;
  const auto id = s.writer.insert(s.organization_id, fields, s.now);
  db::insert_lead_activity(s.writer_statements,
                           {s.organization_id, id, s.now.c_str(), "created", s.changed.origin.c_str(), s.user_id, "{}"});
  s.changed.created.add(id);
  // Only a lead in a list can be in a campaign's lists.
  if (s.from_webhook && fields.list_id) s.created_by_webhook.push_back(id);
  return id;
}

void LeadWrites::Batch::update(const model::Lead& current, const model::LeadFields& fields) {
  auto& s = *state_;
  s.writer.update(current, fields, s.now);
  if (const auto changes = changed_fields(current.fields, fields); !changes.empty()) {
    db::insert_lead_activity(s.writer_statements, {s.organization_id, current.id, s.now.c_str(), "updated",
                                                   s.changed.origin.c_str(), s.user_id, changes.c_str()});
  }
  s.changed.updated.add(current.id);
}

bool LeadWrites::Batch::remove(const model::Lead& current) {
  auto& s = *state_;
  if (db::agent_working_on_lead(s.tx.connection(), s.organization_id, current.id)) return false;
  const auto now_ms = unix_ms(s.owner->clock_.now());
  const auto released = db::release_deleted_lead(s.tx.connection(), s.organization_id, current.id, now_ms);
  for (const auto user_id : released.reserving_agents) {
    const auto before = db::agent_state(s.tx.connection(), s.organization_id, user_id);
    auto after = before;
    after.state = model::AgentStatus::kReady;
    after.lead_id.reset();
    save_agent_move(s.tx, s.owner->bus_, before, after, now_ms);
  }
  for (const auto campaign_id : released.hopper_campaigns) {
    publish_on_commit(s.tx, s.owner->bus_, events::HopperChanged{s.organization_id, campaign_id});
  }
  state_->writer.remove(current);
  db::delete_lead_activity(state_->writer_statements, current.id);
  // The consent ledger outlives the lead by six months (src/domain/consent_ledger.hpp).
  db::end_consents_of_deleted_lead(state_->tx.connection(), state_->organization_id, current.id, state_->now);
  state_->changed.deleted.add(current.id);
  return true;
}

std::optional<model::Lead> LeadWrites::Batch::by_contact(const std::string& phone_key, const std::string& email_key) {
  return state_->matcher().by_contact(state_->organization_id, phone_key, email_key);
}

std::optional<model::Lead> LeadWrites::Batch::by_external_id(const std::string& external_id) {
  return state_->matcher().by_external_id(state_->organization_id, external_id);
}

std::int64_t LeadWrites::Batch::list_named(const std::string& name) {
  if (const auto existing = db::find_lead_list_by_name(state_->tx.connection(), state_->organization_id, name)) {
    return existing->id;
  }
  const auto id = db::insert_lead_list(state_->tx.connection(), state_->organization_id, name, state_->now);
  state_->lists_created.push_back(id);
  return id;
}

const std::string& LeadWrites::Batch::now() const { return state_->now; }

std::string LeadWrites::Batch::phone_region() const { return state_->owner->phone_region(state_->organization_id); }

std::string LeadWrites::phone_region(std::int64_t organization_id) {
  {
    std::lock_guard lock(regions_mutex_);
    if (const auto it = regions_.find(organization_id); it != regions_.end()) return it->second;
  }
  auto region = database_.read(
      [&](SQLite::Database& db) { return db::organization_phone_region(db, organization_id).value_or("US"); });
  std::lock_guard lock(regions_mutex_);
  return regions_.try_emplace(organization_id, std::move(region)).first->second;
}

void LeadWrites::set_phone_region(std::int64_t organization_id, const std::string& region) {
  database_.write([&](db::Transaction& tx) { db::set_organization_phone_region(tx, organization_id, region); });
  std::lock_guard lock(regions_mutex_);
  regions_[organization_id] = region;
}

}  // namespace dialer::domain
