#include "domain/lead_writes.hpp"

#include "db/database.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_keys.hpp"
#include "db/lead_list_store.hpp"
#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"

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

}  // namespace

struct LeadWrites::Batch::State {
  State(db::Transaction& transaction, db::Database& database, db::LeadKeys& keys, std::int64_t organization,
        std::string stamp)
      : tx(transaction),
        keys_(keys),
        organization_id(organization),
        now(std::move(stamp)),
        writer(database.writer_statements(), counters, keys) {}

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
  db::LeadWriter writer;
  std::optional<db::LeadMatcher> matcher_;
  events::LeadsChanged changed;
  std::vector<std::int64_t> lists_created;
};

LeadWrites::LeadWrites(db::Database& database, events::EventBus& bus, const Clock& clock)
    : database_(database), bus_(bus), clock_(clock), keys_(std::make_unique<db::LeadKeys>()) {
  database_.add_observer(*keys_);
}

LeadWrites::~LeadWrites() { database_.remove_observer(*keys_); }

LeadWrites::Batch LeadWrites::begin(db::Transaction& tx, std::int64_t organization_id, LeadOrigin origin) {
  auto state = std::make_shared<Batch::State>(tx, database_, *keys_, organization_id, iso8601_utc(clock_.now()));
  state->changed.organization_id = organization_id;
  state->changed.origin = origin_name(origin);
  // The counts are added up once, at the end of the write and inside it: a failure there fails the write.
  // The matcher's statements live on the writer's connection, so they are finalized while the write still
  // holds it (the batch itself may outlive the write).
  tx.before_end([this, state] {
    state->counters.apply(database_.writer_statements());
    state->matcher_.reset();
  });
  tx.after_commit([this, state] {
    // Lists first: a screen that hears of leads in a new list can already find the list.
    for (const auto list_id : state->lists_created) {
      bus_.publish(events::ListsChanged{state->organization_id, list_id, "created"});
    }
    const auto& c = state->changed;
    if (c.created.count() + c.updated.count() + c.deleted.count() > 0) bus_.publish(std::move(state->changed));
  });
  tx.after_rollback([state] { state->matcher_.reset(); });
  return Batch(std::move(state));
}

std::int64_t LeadWrites::Batch::insert(const model::LeadFields& fields) {
  const auto id = state_->writer.insert(state_->organization_id, fields, state_->now);
  state_->changed.created.add(id);
  return id;
}

void LeadWrites::Batch::update(const model::Lead& current, const model::LeadFields& fields) {
  state_->writer.update(current, fields, state_->now);
  state_->changed.updated.add(current.id);
}

void LeadWrites::Batch::remove(const model::Lead& current) {
  state_->writer.remove(current);
  state_->changed.deleted.add(current.id);
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

}  // namespace dialer::domain
