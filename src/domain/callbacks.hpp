#pragma once
// Callbacks (docs/dialer.md, "Callbacks"): a promise to call a lead at a time of its own day, made with a call's
// callback disposition, for the agent who made it (mine-only) or for anyone working the campaign. The time is
// checked against the lead's calling window in the campaign when it is promised; when it comes, the lead enters
// the campaign's hopper at priority 50 — kept for its agent alone when mine-only — and the next call to it in
// the campaign keeps the promise.
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/callback.hpp"
#include "model/campaign.hpp"
#include "model/lead.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::events {
class EventBus;
}

namespace dialer::domain {

class LeadService;

struct CallbackRequest {
  std::string at;  // the lead's own date and time: "2026-11-27T10:30"
  bool mine_only = true;
  std::string note;
};

class Callbacks {
 public:
  static constexpr int kPriority = 50;
  static constexpr std::size_t kMostNote = 500;
  static constexpr int kMostListed = 200;

  // Due callbacks going into a campaign's hopper publish HopperChanged on `bus`, once per campaign, after the write.
  Callbacks(db::Database& database, LeadService& leads, events::EventBus& bus, const Clock& clock)
      : database_(database), leads_(leads), bus_(bus), clock_(clock) {}

  // The callback the agent asks for, checked — a date and time of the lead's own zone, not past, inside the lead's
  // calling window in the campaign in every zone it may be in — ready to be saved with the disposition. Throws
  // DomainError invalid (field "callback.at" or "callback.note") with the reason.
  model::Callback plan(const auth::Caller& caller, const model::Lead& lead, std::int64_t campaign_id,
                       const model::CampaignSettings& settings, const CallbackRequest& request);
  // "My callbacks": the open ones the agent promised, soonest first.
  std::vector<model::Callback> mine(const auth::Caller& caller);
  // Its time has come (by the server's clock) and it has not been kept yet.
  bool overdue(const model::Callback& callback) const;
  // Puts every callback that came due into its campaign's hopper; returns how many.
  int queue_due();

 private:
  db::Database& database_;
  LeadService& leads_;
  events::EventBus& bus_;
  const Clock& clock_;
};

}  // namespace dialer::domain
