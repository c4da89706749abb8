#include "domain/webhooks.hpp"

#include <algorithm>
#include <chrono>

#include <nlohmann/json.hpp>

#include "auth/session_token.hpp"
#include "auth/webhook_signature.hpp"
#include "db/cadence_store.hpp"
#include "db/database.hpp"
#include "db/lead_list_store.hpp"
#include "db/transaction.hpp"
#include "db/webhook_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/consent_ledger.hpp"
#include "domain/domain_error.hpp"
#include "domain/gohighlevel.hpp"
#include "domain/integration_log.hpp"
#include "domain/lead_rules.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr const char* kWebhook = "webhook";
constexpr std::size_t kMaxWebhookName = 100;
constexpr std::size_t kMaxSource = 500;
constexpr std::size_t kMaxWebhookSecret = 200;
constexpr std::size_t kMaxEvents = 20;
constexpr std::size_t kMaxEventLength = 50;

DomainError webhook_not_found() { return DomainError::not_found("Webhook not found"); }

std::vector<std::string> checked_events(const std::vector<std::string>& given) {
  std::vector<std::string> events;
  for (const auto& raw : given) {
    const std::string event = trim(raw);
    if (event.empty()) continue;
    check_max_length(event, kMaxEventLength, "events", "An event name");
    if (std::find(events.begin(), events.end(), event) != events.end()) continue;
    if (events.size() == kMaxEvents) {
      throw DomainError::invalid("validation_error", "A webhook can list at most 20 events", {{"events", "too many"}});
    }
    events.push_back(event);
  }
  return events;
}

// Applies the input on top of `w` (a new webhook's defaults or the stored one).
void apply(model::Webhook& w, const WebhookInput& in) {
  if (in.name) w.name = trim(*in.name);
  if (w.name.empty()) {
    throw DomainError::invalid("validation_error", "Please enter a webhook name", {{"name", "required"}});
  }
  check_max_length(w.name, kMaxWebhookName, "name", "Webhook name");
  if (in.source) w.source = trim(*in.source);
  check_max_length(w.source, kMaxSource, "url", "Source URL");
  if (in.enabled) w.enabled = *in.enabled;
  if (in.events) w.events = checked_events(*in.events);
  if (in.accept_unstamped_signatures) w.accept_unstamped_signatures = *in.accept_unstamped_signatures;
  if (in.list_given) w.list_id = in.list_id;
  if (in.cadence_given) w.cadence_id = in.cadence_id;
  if (in.remove_secret) w.secret.reset();
  if (in.secret && !in.secret->empty()) {
    if (in.secret->size() > kMaxWebhookSecret) {
      throw DomainError::invalid("validation_error", "Secret key must be at most 200 characters",
                                  {{"secret", "too long"}});
    }
    w.secret = *in.secret;
  }
}

// The list the webhook's leads join must be one of the organization's; its name goes with the answer.
void check_list(SQLite::Database& db, model::Webhook& w) {
  if (!w.list_id) {
    w.list_name.clear();
    return;
  }
  const auto list = db::find_lead_list(db, w.organization_id, *w.list_id);
  if (!list) throw DomainError::invalid("validation_error", "Choose one of your lead lists", {{"listId", "unknown list"}});
  w.list_name = list->name;
}

// A webhook may name a cadence of the organization's that takes leads (not archived) for its leads to join.
void check_cadence(SQLite::Database& db, model::Webhook& w) {
  if (!w.cadence_id) {
    w.cadence_name.clear();
    return;
  }
  const auto cadence = db::find_cadence(db, w.organization_id, *w.cadence_id);
  if (!cadence || cadence->status == model::CadenceStatus::kArchived) {
    throw DomainError::invalid("validation_error", "Choose one of your cadences that is not archived",
                               {{"cadenceId", "unknown or archived cadence"}});
  }
  w.cadence_name = cadence->name;
}

std::string plural(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A signed timestamp further than this from the server's clock is refused: a replay, or a sender's clock off.
constexpr std::int64_t kTimestampToleranceSeconds = 5 * 60;
// Delivery ids are remembered this long.
constexpr std::int64_t kDeliveryIdsKeptSeconds = 7 * 24 * 3600;
constexpr std::size_t kMaxDeliveryId = 200;

std::optional<std::int64_t> unix_seconds_of(const std::string& text) {
  if (text.empty() || text.size() > 12) return std::nullopt;
  std::int64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

bool is_delivery_id(const std::string& id) {
  return id.size() <= kMaxDeliveryId &&
         std::all_of(id.begin(), id.end(), [](char c) { return c > ' ' && c < 0x7f; });
}

// The first delivery's answer, kept to answer its repeats.
std::string answer_text(const DeliveryResult& result, bool single) {
  nlohmann::json errors = nlohmann::json::array();
  for (const auto& e : result.errors) errors.push_back({{"index", e.index}, {"message", e.message}});
  return nlohmann::json{{"created", result.created}, {"updated", result.updated}, {"enrolled", result.enrolled},
                        {"errors", errors}, {"single", single}}
      .dump();
}

// The stored answer, and whether it was a single lead refused (answered as a 400 again).
DeliveryResult answer_of(const std::string& text, bool& single_failed) {
  const auto stored = nlohmann::json::parse(text, nullptr, false);
  DeliveryResult result;
  result.repeated = true;
  single_failed = false;
  if (!stored.is_object()) return result;
  single_failed = stored.value("single", false);
  result.created = stored.value("created", std::int64_t{0});
  result.updated = stored.value("updated", std::int64_t{0});
  result.enrolled = stored.value("enrolled", std::int64_t{0});
  for (const auto& e : stored.value("errors", nlohmann::json::array())) {
    result.errors.push_back({e.value("index", std::size_t{0}), e.value("message", std::string())});
  }
  return result;
}

}  // namespace

std::string WebhookService::now() const { return iso8601_utc(leads_.clock().now()); }

std::vector<model::Webhook> WebhookService::list(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::list_webhooks(db, caller.organization_id); });
}

model::Webhook WebhookService::create(const auth::Caller& caller, const WebhookInput& input) {
  model::Webhook w;
  w.organization_id = caller.organization_id;
  w.events = {"lead.created", "lead.updated"};
  apply(w, input);
  w.url_key = auth::new_session_token();  // 256 random bits: the URL itself is the credential
  return database_.write([&](SQLite::Database& db) {
    check_list(db, w);
    check_cadence(db, w);
    w.created_at = w.updated_at = now();
    w.id = db::insert_webhook(db, w);
    return w;
  });
}

model::Webhook WebhookService::update(const auth::Caller& caller, std::int64_t id, const WebhookInput& input) {
  return database_.write([&](SQLite::Database& db) {
    auto w = db::find_webhook(db, caller.organization_id, id);
    if (!w) throw webhook_not_found();
    apply(*w, input);
    check_list(db, *w);
    if (input.cadence_given) check_cadence(db, *w);
    w->updated_at = now();
    db::update_webhook(db, *w);
    return *w;
  });
}

void WebhookService::remove(const auth::Caller& caller, std::int64_t id) {
  database_.write([&](SQLite::Database& db) {
    if (!db::find_webhook(db, caller.organization_id, id)) throw webhook_not_found();
    db::delete_webhook(db, id);
  });
}

DeliveryResult WebhookService::receive(const std::string& key, std::string_view body, const DeliveryStamp& stamp,
                                       const DeliveryReader& read) {
  const auto found = key.empty() ? std::nullopt
                                 : database_.read([&](SQLite::Database& db) { return db::find_webhook_by_key(db, key); });
  if (!found) throw DomainError::unauthenticated("unknown_webhook", "Unknown webhook key");
  const model::Webhook& webhook = *found;
  const std::string label = "Webhook \"" + webhook.name + "\"";
  const auto reject = [&](const DomainError& error) {
    database_.write([&](db::Transaction& tx) {
      log_.record(tx, {webhook.organization_id, kWebhook, "receive", "error",
                       label + " rejected a delivery: " + error.what(), false});
    });
    throw error;
  };
  if (!webhook.enabled) reject(DomainError::forbidden("webhook_disabled", "This webhook is disabled"));
  const auto now_seconds =
      std::chrono::duration_cast<std::chrono::seconds>(leads_.clock().now().time_since_epoch()).count();
  if (webhook.secret) {
    if (stamp.signature.empty()) reject(DomainError::unauthenticated("missing_signature", "Missing webhook signature"));
    if (!stamp.timestamp.empty()) {
      const auto sent_at = unix_seconds_of(stamp.timestamp);
      if (!sent_at) reject(DomainError::unauthenticated("invalid_timestamp", "Invalid webhook timestamp"));
      if (!auth::webhook_signature_matches(*webhook.secret, body, stamp.signature, stamp.timestamp)) {
        reject(DomainError::unauthenticated("invalid_signature", "Invalid webhook signature"));
      }
      if (*sent_at < now_seconds - kTimestampToleranceSeconds || *sent_at > now_seconds + kTimestampToleranceSeconds) {
        reject(DomainError::unauthenticated(
            "stale_delivery", "Webhook timestamp is more than 5 minutes away from the server's clock"));
      }
    } else if (!webhook.accept_unstamped_signatures) {
      reject(DomainError::unauthenticated("missing_timestamp", "Missing webhook timestamp"));
    } else if (!auth::webhook_signature_matches(*webhook.secret, body, stamp.signature)) {
      reject(DomainError::unauthenticated("invalid_signature", "Invalid webhook signature"));
    }
  }
  if (!is_delivery_id(stamp.delivery_id)) {
    reject(DomainError::invalid("invalid_delivery_id",
                                "X-Webhook-Id must be at most 200 visible characters, without spaces"));
  }
  Delivery delivery;
  try {
    delivery = read(body);
  } catch (const DomainError& e) {
    reject(e);
  }

  DeliveryResult result;
  bool single_failed = false;
  database_.write([&](db::Transaction& tx) {
    if (!stamp.delivery_id.empty()) {
      // In the writer's transaction: two copies of one delivery arriving together apply once.
      if (const auto first = db::find_webhook_delivery(tx, webhook.id, stamp.delivery_id)) {
        result = answer_of(*first, single_failed);
        log_.record(tx, {webhook.organization_id, kWebhook, "receive", "success",
                         label + " received delivery " + stamp.delivery_id + " again: answered as before, not applied again",
                         false});
        return;
      }
    }
    auto leads = leads_.begin(tx, webhook.organization_id, LeadOrigin::kWebhook);
    const std::string& now = leads.now();
    // The list may have been deleted since the webhook was read: its leads then join no list.
    const auto list_id = webhook.list_id && db::find_lead_list(tx, webhook.organization_id, *webhook.list_id)
                             ? webhook.list_id
                             : std::nullopt;
    LeadUpserter plain(leads, kWebhook, list_id);
    // GoHighLevel contacts join the list "GoHighLevel", made when the first one arrives.
    std::optional<LeadUpserter> from_crm;
    std::vector<std::int64_t> written;  // for the webhook's cadence
    for (std::size_t i = 0; i < delivery.leads.size(); ++i) {
      const auto& item = delivery.leads[i];
      try {
        if (!item.lead) throw DomainError::invalid("validation_error", item.error);
        if (item.from_gohighlevel && !from_crm) {
          from_crm.emplace(leads, kGoHighLevel,
                           leads.list_named(kGoHighLevelListName));
        }
        auto& upserter = item.from_gohighlevel ? *from_crm : plain;
        const auto upserted = upserter.upsert(*item.lead);
        ++(upserted.outcome == UpsertOutcome::kCreated ? result.created : result.updated);
        if (webhook.cadence_id) written.push_back(upserted.lead_id);
        if (item.lead->consent.any()) {
          record_consent_given(tx, webhook.organization_id, upserted.lead_id, upserted.fields, item.lead->consent,
                               kWebhook, "Sent by webhook \"" + webhook.name + "\"", now);
        }
      } catch (const DomainError& e) {
        result.errors.push_back({i, e.what()});
      }
    }
    single_failed = !delivery.batch && !result.errors.empty();
    // A cadence archived since the webhook was set takes no more leads: they arrive, and are not enrolled.
    if (webhook.cadence_id && !written.empty()) {
      result.enrolled = cadences_.enroll_by_setting(tx, webhook.organization_id, *webhook.cadence_id, written);
    }
    if (!stamp.delivery_id.empty()) {
      db::forget_webhook_deliveries_before(tx, now_seconds - kDeliveryIdsKeptSeconds);
      db::insert_webhook_delivery(tx, webhook.id, stamp.delivery_id, now_seconds, answer_text(result, single_failed));
    }
    db::mark_webhook_received(tx, webhook.id, now);
    std::string message = label + " received " + plural(delivery.leads.size(), "lead", "leads") + ": " +
                          std::to_string(result.created) + " created, " + std::to_string(result.updated) +
                          " updated, " + plural(result.errors.size(), "error", "errors");
    if (result.enrolled > 0) {
      message += "; " + std::to_string(result.enrolled) + " enrolled in cadence \"" + webhook.cadence_name + "\"";
    }
    if (!result.errors.empty()) {
      message += " (first: item " + std::to_string(result.errors.front().index + 1) + ": " +
                 result.errors.front().message + ")";
    }
    const bool all_failed = !result.errors.empty() && result.errors.size() == delivery.leads.size();
    log_.record(tx, {webhook.organization_id, kWebhook, "receive",
                     all_failed ? "error" : (result.errors.empty() ? "success" : "warning"), message, false});
  });
  // A single lead that could not be stored is the sender's error, said as one.
  if (single_failed) throw DomainError::invalid("validation_error", result.errors.front().message);
  return result;
}

}  // namespace dialer::domain
