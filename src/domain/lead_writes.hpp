#pragma once
// The one way leads are written. Every writer — the API, the CSV import, webhooks, the GoHighLevel sync and
// the dialer — takes a Batch inside its database write and inserts, updates and removes through it. The
// batch keeps, by construction, what a lead write must keep right: the search index and the duplicate-key
// directory as each row is written, the maintained counts once at the end of the write (inside it), and the
// LeadsChanged event once the write has committed.
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/lead.hpp"
#include "dialer/clock.hpp"
#include "events/event_bus.hpp"
#include "domain/lead_write_listener.hpp"

namespace dialer::db {
class Database;
class LeadKeys;
class Transaction;
}

namespace dialer::domain {

// Who wrote the leads, as the change event tells it.
enum class LeadOrigin { kApi, kImport, kWebhook, kSync };

class LeadWrites {
 public:
  class Batch {
   public:
    // Each also writes the lead's history: created, the fields an update changed (old → new), and a
    // removal takes the history with the lead.
    std::int64_t insert(const model::LeadFields& fields);
    void update(const model::Lead& current, const model::LeadFields& fields);
    // A removal also lets go of what names the lead (db/lead_references.hpp): its hopper entries, dialing records,
    // open callbacks, skips, the agent reserving it. It leaves a lead an agent is on a call with or wrapping up, and
    // says so by returning false.
    bool remove(const model::Lead& current);
    // The duplicate check of imports and webhooks (see db::LeadMatcher).
    std::optional<model::Lead> by_contact(const std::string& phone_key, const std::string& email_key);
    std::optional<model::Lead> by_external_id(const std::string& external_id);
    // The id of the organization's list with this name (case-insensitive), made when there is none — the
    // list an import row, a webhook or the GoHighLevel sync names. A list made here is announced
    // (ListsChanged "created") once the write commits.
    std::int64_t list_named(const std::string& name);
    // The time this batch stamps on what it writes (ISO 8601, from the injected clock).
    const std::string& now() const;
    // The organization's default country for phone numbers (LeadWrites::phone_region).
    std::string phone_region() const;

   private:
    friend class LeadWrites;
    struct State;
    explicit Batch(std::shared_ptr<State> state) : state_(std::move(state)) {}
    std::shared_ptr<State> state_;
  };

  LeadWrites(db::Database& database, events::EventBus& bus, const Clock& clock);
  ~LeadWrites();
  LeadWrites(const LeadWrites&) = delete;
  LeadWrites& operator=(const LeadWrites&) = delete;

  // Inside Database::write, for the leads of one organization; `user_id` is who made the change, when a
  // signed-in user did (the lead's history says so).
  Batch begin(db::Transaction& tx, std::int64_t organization_id, LeadOrigin origin,
              std::optional<std::int64_t> user_id = std::nullopt);

  // The country ("US", "GB" …) whose numbers an organization's leads are read as when typed without a country
  // code; kept in memory after the first read. set_phone_region stores a new one.
  std::string phone_region(std::int64_t organization_id);
  void set_phone_region(std::int64_t organization_id, const std::string& region);

  // Adds a listener told after each write of leads commits (domain/lead_write_listener.hpp). While the application
  // is built, before any write: the list is not guarded.
  void listen(LeadWriteListener& listener) { listeners_.push_back(&listener); }

  events::EventBus& events() { return bus_; }
  const Clock& clock() const { return clock_; }
  // For tests and memory checks.
  const db::LeadKeys& keys() const { return *keys_; }

 private:
  db::Database& database_;
  events::EventBus& bus_;
  const Clock& clock_;
  std::unique_ptr<db::LeadKeys> keys_;  // the duplicate-key directory (db/lead_keys.hpp)
  std::vector<LeadWriteListener*> listeners_;
  std::mutex regions_mutex_;
  std::unordered_map<std::int64_t, std::string> regions_;  // under regions_mutex_
};

}  // namespace dialer::domain
