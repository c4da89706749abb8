#include "domain/gohighlevel.hpp"

#include <algorithm>

#include "db/database.hpp"
#include "db/integration_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/integration_log.hpp"
#include "domain/secret_mask.hpp"
#include "domain/text_rules.hpp"
#include "integrations/gohighlevel_client.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxApiKey = 2000;  // GoHighLevel's keys are JWTs of a few hundred characters
constexpr std::size_t kMaxLocationId = 100;

// A key typed into the form, or nullopt for "keep the stored one".
std::optional<std::string> new_api_key(const std::optional<std::string>& given) {
  if (!given) return std::nullopt;
  std::string key = trim(*given);
  if (key.empty() || is_secret_mask(key)) return std::nullopt;
  if (key.size() > kMaxApiKey) {
    throw DomainError::invalid("validation_error", "The API key is too long", {{"apiKey", "too long"}});
  }
  // It travels in an HTTP header: visible ASCII only.
  if (!std::all_of(key.begin(), key.end(), [](char c) { return c > 0x20 && c < 0x7f; })) {
    throw DomainError::invalid("validation_error", "The API key may contain only letters, digits and punctuation",
                                {{"apiKey", "invalid characters"}});
  }
  return key;
}

std::string checked_location_id(const std::string& given) {
  std::string id = trim(given);
  // It becomes a path segment of the API's URL.
  const bool ok = id.size() <= kMaxLocationId && std::all_of(id.begin(), id.end(), [](char c) {
                    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
                  });
  if (!ok) {
    throw DomainError::invalid("validation_error", "Location ID may contain only letters, digits, - and _",
                                {{"locationId", "invalid characters"}});
  }
  return id;
}

model::Integration defaults_for(std::int64_t organization_id) {
  model::Integration r;
  r.organization_id = organization_id;
  r.type = kGoHighLevel;
  return r;
}

std::string on_off(bool value) { return value ? "on" : "off"; }

}  // namespace

GoHighLevelService::GoHighLevelService(db::Database& database, LeadWrites& leads, IntegrationLog& log,
                                       GoHighLevelOptions options, const Clock& clock)
    : database_(database), leads_(leads), log_(log), options_(std::move(options)), clock_(clock) {}

model::Integration GoHighLevelService::settings(const auth::Caller& caller) {
  auto stored = database_.read(
      [&](SQLite::Database& db) { return db::find_integration(db, caller.organization_id, kGoHighLevel); });
  return stored ? *stored : defaults_for(caller.organization_id);
}

model::Integration GoHighLevelService::save(const auth::Caller& caller, const GoHighLevelSettingsInput& in) {
  const auto key = new_api_key(in.api_key);
  const auto location = in.location_id ? std::optional(checked_location_id(*in.location_id)) : std::nullopt;
  return database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    auto stored = db::find_integration(db, caller.organization_id, kGoHighLevel);
    model::Integration r = stored ? *stored : defaults_for(caller.organization_id);
    const bool target_changed = (key && *key != r.api_key) || (location && *location != r.location_id);
    if (key) r.api_key = *key;
    if (location) r.location_id = *location;
    r.enabled = in.enabled.value_or(r.enabled);
    r.sync_leads = in.sync_leads.value_or(r.sync_leads);
    r.sync_contacts = in.sync_contacts.value_or(r.sync_contacts);
    r.auto_create_campaigns = in.auto_create_campaigns.value_or(r.auto_create_campaigns);
    if (r.enabled && (r.api_key.empty() || r.location_id.empty())) {
      throw DomainError::invalid("validation_error", "Enter the API key and Location ID to enable the integration",
                                  {{r.api_key.empty() ? "apiKey" : "locationId", "required"}});
    }
    if (target_changed) {
      // A new key or location has not been tried yet.
      r.status = "disconnected";
      r.last_error.reset();
    }
    const auto now = clock_.now();
    db::save_integration(db, r, iso8601_utc(now));
    log_.record(tx, {caller.organization_id, kGoHighLevel, "save", "success",
                     std::string("Configuration saved: integration ") + (r.enabled ? "enabled" : "disabled") +
                         ", lead sync " + on_off(r.sync_leads) + ", contact sync " + on_off(r.sync_contacts) +
                         ", auto-create campaigns " + on_off(r.auto_create_campaigns),
                     true});
    return r;
  });
}

std::string GoHighLevelService::test(const auth::Caller& caller, std::optional<std::string> api_key,
                                     std::optional<std::string> location_id) {
  const auto stored = settings(caller);
  const std::string key = new_api_key(api_key).value_or(stored.api_key);
  std::string location = location_id ? checked_location_id(*location_id) : std::string();
  if (location.empty()) location = stored.location_id;
  if (key.empty() || location.empty()) {
    throw DomainError::invalid("validation_error", "Enter the API key and Location ID to test the connection",
                                {{key.empty() ? "apiKey" : "locationId", "required"}});
  }
  std::optional<std::string> failure;
  std::string location_name;
  try {
    integrations::GoHighLevelClient client(options_.base_url, key, options_.timeout, [this] { return stopping(); });
    location_name = client.location_name(location);
  } catch (const integrations::GoHighLevelError& e) {
    failure = e.what();
  }
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto now = clock_.now();
    auto current = db::find_integration(db, caller.organization_id, kGoHighLevel);
    // The result describes the stored settings only when those were what was tested.
    const bool tested_stored = current && current->api_key == key && current->location_id == location;
    if (tested_stored) {
      current->status = failure ? "error" : "connected";
      current->last_error = failure;
      db::save_integration(db, *current, iso8601_utc(now));
    }
    log_.record(tx, {caller.organization_id, kGoHighLevel, "test", failure ? "error" : "success",
                     failure ? "Connection test failed: " + *failure
                             : "Connection test succeeded: location " + location_name,
                     tested_stored});
  });
  if (failure) {
    throw DomainError::upstream_failed("integration_failed", "GoHighLevel connection test failed: " + *failure);
  }
  return location_name;
}

void GoHighLevelService::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stop_cv_.notify_all();
}

bool GoHighLevelService::stopping() {
  std::lock_guard lock(mutex_);
  return stopping_;
}

bool GoHighLevelService::wait(std::chrono::seconds delay) {
  std::unique_lock lock(mutex_);
  return !stop_cv_.wait_for(lock, delay, [this] { return stopping_; });
}

}  // namespace dialer::domain
