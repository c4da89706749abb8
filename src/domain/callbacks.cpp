#include "domain/callbacks.hpp"

#include <set>
#include <utility>

#include "calling/calling_window.hpp"
#include "db/callback_store.hpp"
#include "db/database.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/leads.hpp"
#include "domain/publish_on_commit.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

DomainError bad_time(const std::string& message) {
  return DomainError::invalid("validation_error", message, {{"callback.at", message}});
}

}  // namespace

model::Callback Callbacks::plan(const auth::Caller& caller, const model::Lead& lead, std::int64_t campaign_id,
                                const model::CampaignSettings& settings, const CallbackRequest& request) {
  const auto note = trim(request.note);
  if (note.size() > kMostNote) {
    throw DomainError::invalid("validation_error", "The callback note can be at most 500 characters",
                               {{"callback.note", "At most 500 characters"}});
  }
  if (request.at.empty()) throw bad_time("Choose when to call the lead back");
  const auto time = leads_.calling_time(lead, &settings);
  if (time.zones.zones.empty()) throw bad_time("The lead's time zone is not known: a callback cannot be timed for it");
  const std::string& zone = time.zones.zones.front();
  const auto moment = calling::local_moment(time.window, zone, request.at);
  using Problem = calling::LocalMoment::Problem;
  if (moment.problem == Problem::kNotADateTime) throw bad_time("Give the date and time as 2026-11-27T10:30");
  if (moment.problem == Problem::kUnknownZone) throw bad_time("The lead's time zone " + zone + " is not known on this server");
  if (moment.problem == Problem::kSkipped) {
    throw bad_time("That time does not exist in " + zone + ": the clocks go forward over it");
  }
  if (moment.at <= clock_.now()) throw bad_time("Choose a time in the future");
  const auto check = calling::check_window(time.window, time.zones.zones, moment.at);
  if (!check.inside) {
    std::string why;
    if (moment.holiday) {
      why = "the lead's calling window is closed all day on " + request.at.substr(0, 10) + " (a holiday)";
    } else if (!moment.hours) {
      why = "the lead's calling window is closed all day on " + request.at.substr(0, 10);
    } else {
      why = "the lead's calling window that day is " + calling::clock_text(moment.hours->open) + "–" +
            calling::clock_text(moment.hours->close);
    }
    const bool several = time.zones.zones.size() > 1;
    throw bad_time("Choose a time inside the window: " + why + " (" + zone + (several ? ", in each of the lead's zones" : "") + ")");
  }
  model::Callback callback;
  callback.organization_id = caller.organization_id;
  callback.campaign_id = campaign_id;
  callback.lead_id = lead.id;
  callback.created_by = caller.user_id;
  if (request.mine_only) callback.for_user = caller.user_id;
  callback.due_at = unix_ms(moment.at);
  callback.local_time = request.at;
  callback.timezone = zone;
  callback.note = note;
  callback.created_at = unix_ms(clock_.now());
  return callback;
}

std::vector<model::Callback> Callbacks::mine(const auth::Caller& caller) {
  return database_.read(
      [&](SQLite::Database& db) { return db::open_callbacks_of(db, caller.organization_id, caller.user_id, kMostListed); });
}

bool Callbacks::overdue(const model::Callback& callback) const { return callback.due_at <= unix_ms(clock_.now()); }

int Callbacks::queue_due() {
  constexpr int kBatch = 500;
  const auto now = clock_.now();
  const auto due = database_.read([&](SQLite::Database& db) { return db::due_callbacks(db, unix_ms(now), kBatch); });
  if (due.empty()) return 0;
  const auto stamp = iso8601_utc(now);
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    std::set<std::pair<std::int64_t, std::int64_t>> hoppers;
    for (const auto& callback : due) {
      db::put_callback_in_hopper(db, callback, kPriority, stamp);
      db::mark_callback_queued(db, callback.id);
      hoppers.emplace(callback.organization_id, callback.campaign_id);
    }
    for (const auto& [organization_id, campaign_id] : hoppers) {
      publish_on_commit(tx, bus_, events::HopperChanged{organization_id, campaign_id});
    }
  });
  return static_cast<int>(due.size());
}

}  // namespace dialer::domain
