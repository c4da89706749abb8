#pragma once
// Inbound lead webhooks: each has its own unguessable key (the ?key= of its URL) and an optional secret
// that signs every delivery. A delivery creates or updates leads (same GoHighLevel id, e-mail or phone).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "auth/caller.hpp"
#include "model/integration.hpp"
#include "domain/integration_log.hpp"
#include "domain/lead_upsert.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class Cadences;

// The reader refuses larger batches before building them.
inline constexpr std::size_t kMaxWebhookBatch = 1000;

struct WebhookInput {
  std::optional<std::string> name;
  std::optional<std::string> source;
  std::optional<std::string> secret;  // absent or "": keep the current one
  bool remove_secret = false;
  std::optional<bool> enabled;
  std::optional<std::vector<std::string>> events;
  std::optional<bool> accept_unstamped_signatures;
  bool list_given = false;             // absent: keep the current list
  std::optional<std::int64_t> list_id;  // given as null or 0: no list
  bool cadence_given = false;              // absent: keep the current cadence
  std::optional<std::int64_t> cadence_id;  // given as null or 0: no cadence
};

// One lead of a delivery, as the API read it.
struct DeliveredLead {
  std::optional<InboundLead> lead;  // empty when the item could not be read
  bool from_gohighlevel = false;
  std::string error;
};

struct Delivery {
  std::vector<DeliveredLead> leads;
  bool batch = false;  // the body was an array
};

struct DeliveryError {
  std::size_t index = 0;
  std::string message;
};

struct DeliveryResult {
  std::int64_t created = 0;
  std::int64_t updated = 0;
  std::int64_t enrolled = 0;  // leads new to the webhook's cadence
  std::vector<DeliveryError> errors;
  bool repeated = false;  // a delivery id seen before: this is the first one's answer, nothing was applied
};

// What a delivery carries beside its body (the API reads them from its headers).
struct DeliveryStamp {
  std::string signature;    // X-Webhook-Signature
  std::string timestamp;    // X-Webhook-Timestamp: unix seconds, signed with the body
  std::string delivery_id;  // X-Webhook-Id: the sender's own id of this delivery, the same on a retry
};

// Reads a delivery body; throws DomainError (invalid) for a body that is not a lead, a contact or a list of them.
using DeliveryReader = std::function<Delivery(std::string_view body)>;

class WebhookService {
 public:
  WebhookService(db::Database& database, LeadWrites& leads, Cadences& cadences, IntegrationLog& log)
      : database_(database), leads_(leads), cadences_(cadences), log_(log) {}

  std::vector<model::Webhook> list(const auth::Caller& caller);
  model::Webhook create(const auth::Caller& caller, const WebhookInput& input);
  model::Webhook update(const auth::Caller& caller, std::int64_t id, const WebhookInput& input);
  void remove(const auth::Caller& caller, std::int64_t id);

  // Checks key (unauthenticated), enabled (forbidden), signature and timestamp (unauthenticated) and delivery
  // id (invalid), reads the body and upserts its leads — unless the delivery id was seen in the last 7 days:
  // then the first delivery's answer, applied once. Every delivery that reached a webhook is written to the
  // integration log, accepted or not.
  DeliveryResult receive(const std::string& key, std::string_view body, const DeliveryStamp& stamp,
                         const DeliveryReader& read);

 private:
  std::string now() const;

  db::Database& database_;
  LeadWrites& leads_;
  Cadences& cadences_;  // the cadence a webhook's leads are enrolled in
  IntegrationLog& log_;
};

}  // namespace dialer::domain
