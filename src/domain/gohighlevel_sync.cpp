// GoHighLevelService's lead sync: page through the location's contacts and upsert them as leads.
#include <algorithm>

#include "db/database.hpp"
#include "db/integration_store.hpp"
#include "db/lead_list_store.hpp"
#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/gohighlevel.hpp"
#include "domain/integration_log.hpp"
#include "domain/lead_rules.hpp"
#include "domain/lead_upsert.hpp"
#include "integrations/gohighlevel_client.hpp"

namespace dialer::domain {
namespace {

constexpr int kMaxRateLimitRetries = 5;
constexpr std::chrono::seconds kMaxBackOff{60};
// A runaway total (or an API that ignores "page") cannot keep a sync going forever: a million contacts.
constexpr int kMaxPages = 10000;

InboundLead inbound_from(const integrations::GoHighLevelContact& contact) {
  InboundLead lead;
  lead.input.first_name = contact.first_name;
  lead.input.last_name = contact.last_name;
  if (contact.first_name.empty() && contact.last_name.empty()) lead.input.name = contact.name;
  lead.input.email = contact.email;
  lead.input.phone = contact.phone;
  lead.input.company = contact.company;
  lead.input.state = contact.state;
  lead.input.postal_code = contact.postal_code;
  // A zone the CRM spells in a way this box does not know is left out rather than refusing the contact.
  if (is_time_zone_name(contact.timezone)) lead.input.timezone = contact.timezone;
  if (!contact.id.empty()) lead.external_id = contact.id;
  return lead;
}

std::string counts_text(const SyncResult& r) {
  return std::to_string(r.created) + " created, " + std::to_string(r.updated) + " updated, " +
         std::to_string(r.skipped) + " skipped, " + std::to_string(r.pages) + (r.pages == 1 ? " page" : " pages");
}

// Exactly one sync per organization at a time; released when the sync ends however it ends.
class SyncSlot {
 public:
  SyncSlot(std::mutex& mutex, std::set<std::int64_t>& running, std::int64_t organization_id)
      : mutex_(mutex), running_(running), organization_id_(organization_id) {
    std::lock_guard lock(mutex_);
    if (!running_.insert(organization_id_).second) {
      throw DomainError::conflict("sync_running", "A GoHighLevel sync is already running");
    }
  }
  ~SyncSlot() {
    std::lock_guard lock(mutex_);
    running_.erase(organization_id_);
  }
  SyncSlot(const SyncSlot&) = delete;
  SyncSlot& operator=(const SyncSlot&) = delete;

 private:
  std::mutex& mutex_;
  std::set<std::int64_t>& running_;
  std::int64_t organization_id_;
};

}  // namespace

std::vector<std::int64_t> GoHighLevelService::due_for_sync(std::chrono::system_clock::time_point now,
                                                           std::chrono::seconds interval) {
  const std::string cutoff = iso8601_utc(now - interval);
  return database_.read([&](SQLite::Database& db) { return db::integrations_due_for_sync(db, kGoHighLevel, cutoff); });
}

SyncResult GoHighLevelService::sync(std::int64_t organization_id, const std::string& trigger) {
  SyncSlot slot(mutex_, syncing_, organization_id);
  const auto config = database_.write([&](SQLite::Database& db) {
    auto stored = db::find_integration(db, organization_id, kGoHighLevel);
    if (!stored || stored->api_key.empty() || stored->location_id.empty()) {
      throw DomainError::invalid("not_configured", "Save an API key and Location ID first");
    }
    if (!stored->enabled || !stored->sync_leads) {
      throw DomainError::invalid("sync_off", "Turn on the integration and Sync Leads first");
    }
    stored->last_sync_attempt_at = iso8601_utc(clock_.now());
    db::save_integration(db, *stored, *stored->last_sync_attempt_at);
    return *stored;
  });

  integrations::GoHighLevelClient client(options_.base_url, config.api_key, options_.timeout,
                                         [this] { return stopping(); });
  SyncResult result;
  std::string first_skip;
  std::optional<std::string> failure;
  bool cut_short = false;
  try {
    for (int page = 1; page <= kMaxPages; ++page) {
      integrations::GoHighLevelContactPage found;
      for (int attempt = 0;; ++attempt) {
        if (stopping()) throw integrations::GoHighLevelCancelled();
        try {
          found = client.search_contacts(config.location_id, page, options_.page_limit);
          break;
        } catch (const integrations::GoHighLevelRateLimited& e) {
          if (attempt == kMaxRateLimitRetries) throw;
          const auto back_off = e.retry_after().count() > 0 ? e.retry_after() : std::chrono::seconds(1 << attempt);
          if (!wait(std::min(back_off, kMaxBackOff))) throw integrations::GoHighLevelCancelled();
        }
      }
      ++result.pages;
      if (found.contacts.empty()) break;
      database_.write([&](db::Transaction& tx) {
        auto leads = leads_.begin(tx, organization_id, LeadOrigin::kSync);
        const auto list_id = leads.list_named(kGoHighLevelListName);
        LeadUpserter upserter(leads, kGoHighLevel, list_id);
        for (const auto& contact : found.contacts) {
          try {
            if (upserter.upsert(inbound_from(contact)).outcome == UpsertOutcome::kCreated) {
              ++result.created;
            } else {
              ++result.updated;
            }
          } catch (const DomainError& e) {
            ++result.skipped;
            if (first_skip.empty()) first_skip = "contact " + contact.id + ": " + e.what();
          }
        }
      });
      if (static_cast<std::int64_t>(page) * options_.page_limit >= found.total) break;
    }
  } catch (const integrations::GoHighLevelCancelled&) {
    cut_short = true;
  } catch (const integrations::GoHighLevelError& e) {
    failure = e.what();
  } catch (const std::exception& e) {
    // Storing the contacts failed (the database, not GoHighLevel): still say so in the integration log.
    failure = std::string("the contacts could not be stored: ") + e.what();
  }

  result.finished_at = iso8601_utc(clock_.now());
  std::string message = trigger == "scheduled" ? "Scheduled sync" : "Sync";
  std::string status = "success";
  if (cut_short) {
    message += " stopped because the server is shutting down (so far: " + counts_text(result) + ")";
    status = "warning";
  } else if (failure) {
    message += " failed: " + *failure + " (so far: " + counts_text(result) + ")";
    status = "error";
  } else {
    message += " finished: " + counts_text(result);
    if (!first_skip.empty()) message += "; first skipped " + first_skip;
    if (result.skipped > 0) status = "warning";
  }
  finish_sync(config, cut_short, status, failure, result, message);
  if (cut_short) throw DomainError::unavailable("shutting_down", "GoHighLevel sync stopped: the server is shutting down");
  if (failure) throw DomainError::upstream_failed("integration_failed", "GoHighLevel sync failed: " + *failure);
  return result;
}

void GoHighLevelService::finish_sync(const model::Integration& synced, bool interrupted, const std::string& status,
                                     const std::optional<std::string>& error, const SyncResult& result,
                                     const std::string& message) {
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    // Re-read: the settings may have been saved while the sync ran. A new key or location has not been tried.
    auto current = db::find_integration(db, synced.organization_id, kGoHighLevel);
    const bool same_target =
        current && current->api_key == synced.api_key && current->location_id == synced.location_id;
    if (same_target && !interrupted) {
      current->status = error ? "error" : "connected";
      current->last_error = error;
      if (!error) current->last_sync_at = result.finished_at;
      db::save_integration(db, *current, result.finished_at);
    }
    log_.record(tx, {synced.organization_id, kGoHighLevel, "sync", status, message, same_target && !interrupted});
  });
}

}  // namespace dialer::domain
