#include "domain/hopper.hpp"

#include <algorithm>
#include <exception>

#include "db/agent_state_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/campaign_eligibility.hpp"
#include "domain/campaign_funnel.hpp"
#include "domain/campaigns.hpp"
#include "domain/domain_error.hpp"

namespace dialer::domain {
namespace {

// What a later moment can change (the window opens, the retry delay passes, the agent who holds it in another
// campaign lets go): such a lead keeps its place.
bool waits(const std::string& reason) {
  return reason == "outside_window" || reason == "retry_delay" || reason == "in_call";
}

}  // namespace

void Hopper::changed(std::int64_t organization_id, std::int64_t campaign_id) {
  bus_.publish(events::HopperChanged{organization_id, campaign_id});
}

void Hopper::check_priority(int priority) {
  if (priority < -99 || priority > 99) {
    throw DomainError::invalid("validation_error", "Priority must be between -99 and 99", {{"priority", "out of range"}});
  }
}

std::vector<model::HopperEntry> Hopper::entries(const auth::Caller& caller, std::int64_t campaign_id) {
  campaigns_.get(caller, campaign_id);  // not found for another organization's
  return database_.read([&](SQLite::Database& db) { return db::hopper_entries(db, campaign_id); });
}

model::HopperEntry Hopper::push(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id, int priority) {
  check_priority(priority);
  // Not found for unknown ones.
  if (const auto why = eligibility_.forbidden(caller, campaign_id, lead_id)) {
    throw DomainError::conflict("not_callable", "This lead cannot be called: " + *why);
  }
  database_.write([&](SQLite::Database& db) {
    db::put_in_hopper(db, campaign_id, lead_id, priority, "urgent", iso8601_utc(clock_.now()), caller.user_id);
  });
  changed(caller.organization_id, campaign_id);
  return *database_.read([&](SQLite::Database& db) { return db::find_hopper_entry(db, campaign_id, lead_id); });
}

model::HopperEntry Hopper::set_priority(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id,
                                        int priority) {
  check_priority(priority);
  campaigns_.get(caller, campaign_id);
  database_.write([&](SQLite::Database& db) {
    if (!db::find_hopper_entry(db, campaign_id, lead_id)) throw DomainError::not_found("The lead is not in the hopper");
    db::set_hopper_priority(db, campaign_id, lead_id, priority);
  });
  changed(caller.organization_id, campaign_id);
  return *database_.read([&](SQLite::Database& db) { return db::find_hopper_entry(db, campaign_id, lead_id); });
}

void Hopper::remove(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id) {
  campaigns_.get(caller, campaign_id);
  const bool removed =
      database_.write([&](SQLite::Database& db) { return db::remove_from_hopper(db, campaign_id, lead_id); });
  if (!removed) throw DomainError::not_found("The lead is not in the hopper");
  changed(caller.organization_id, campaign_id);
}

std::optional<std::int64_t> Hopper::pick(std::int64_t campaign_id, std::int64_t user_id,
                                         const std::vector<std::int64_t>& passed) {
  std::lock_guard lock(claim_mutex_);
  // Enough to get past every lead other claims are looking at, in any campaign, and those this one passed.
  const std::size_t picked = leads_being_claimed_.size();
  const auto skipped_after =
      std::chrono::duration_cast<std::chrono::milliseconds>((clock_.now() - kSkipRest).time_since_epoch()).count();
  const auto next = database_.read([&](SQLite::Database& db) {
    return db::next_in_hopper(db, campaign_id, user_id, skipped_after, static_cast<int>(picked + passed.size()) + 1);
  });
  for (const auto lead_id : next) {
    // Looked at by a claim of any campaign: a lead in two campaigns' hoppers still goes to one agent.
    const bool taken = leads_being_claimed_.count(lead_id) != 0;
    if (!taken && std::find(passed.begin(), passed.end(), lead_id) == passed.end()) {
      leads_being_claimed_.insert(lead_id);
      return lead_id;
    }
  }
  return std::nullopt;
}

void Hopper::unpick(std::int64_t lead_id) {
  std::lock_guard lock(claim_mutex_);
  leads_being_claimed_.erase(lead_id);
}

std::optional<model::HopperEntry> Hopper::claim(const auth::Caller& caller, std::int64_t campaign_id) {
  const auto campaign = campaigns_.get(caller, campaign_id);
  if (caller.role == auth::Role::kAgent &&
      std::find(campaign.agent_ids.begin(), campaign.agent_ids.end(), caller.user_id) == campaign.agent_ids.end()) {
    throw DomainError::forbidden("not_assigned", "You are not assigned to this campaign");
  }
  if (campaign.status != model::CampaignStatus::kActive) throw DomainError::conflict("campaign_not_active", "The campaign is not running");
  return claim_in(campaign, caller.organization_id, caller.user_id);
}

std::optional<model::HopperEntry> Hopper::claim_for_dialer(const model::Campaign& campaign, std::int64_t organization_id) {
  if (campaign.status != model::CampaignStatus::kActive) return std::nullopt;
  return claim_in(campaign, organization_id, kDialer);
}

std::optional<model::HopperEntry> Hopper::claim_in(const model::Campaign& campaign, std::int64_t organization_id,
                                                   std::int64_t user_id) {
  const auto campaign_id = campaign.id;
  constexpr std::size_t kMostPassed = 500;  // waiting leads that wait for their window or retry, looked past
  std::vector<std::int64_t> passed;
  while (passed.size() <= kMostPassed) {
    // Picked under the lock (no other claim takes it meanwhile), checked and reserved outside it, so that the
    // reservations of agents claiming at once commit together.
    const auto lead_id = pick(campaign_id, user_id, passed);
    if (!lead_id) return std::nullopt;
    struct Unpick {
      Hopper& hopper;
      std::int64_t lead_id;
      ~Unpick() { hopper.unpick(lead_id); }
    } unpick{*this, *lead_id};
    const auto lead = database_.read([&](SQLite::Database& db) { return db::find_lead(db, organization_id, *lead_id); });
    const std::string reason = lead ? eligibility_.check(campaign, *lead).reason : "deleted";
    if (reason == "eligible") {
      const bool claimed = database_.write([&](SQLite::Database& db) {
        return db::claim_hopper_entry(db, campaign_id, *lead_id, user_id, iso8601_utc(clock_.now()));
      });
      if (claimed) {
        changed(organization_id, campaign_id);
        return database_.read([&](SQLite::Database& db) { return db::find_hopper_entry(db, campaign_id, *lead_id); });
      }
    } else if (waits(reason)) {
      passed.push_back(*lead_id);
    } else {
      database_.write([&](SQLite::Database& db) { db::remove_from_hopper(db, campaign_id, *lead_id); });
      changed(organization_id, campaign_id);
    }
  }
  return std::nullopt;  // everything left waits for its window or its retry
}

bool Hopper::claim_callback(const model::Campaign& campaign, std::int64_t organization_id, std::int64_t lead_id,
                            std::int64_t user_id) {
  if (campaign.status != model::CampaignStatus::kActive) return false;
  const auto lead = database_.read([&](SQLite::Database& db) { return db::find_lead(db, organization_id, lead_id); });
  const std::string reason = lead ? eligibility_.check(campaign, *lead).reason : "deleted";
  if (reason == "eligible") {
    const bool claimed = database_.write([&](SQLite::Database& db) {
      return db::claim_hopper_entry(db, campaign.id, lead_id, user_id, iso8601_utc(clock_.now()));
    });
    if (claimed) changed(organization_id, campaign.id);
    return claimed;
  }
  if (!waits(reason)) {
    database_.write([&](SQLite::Database& db) { db::remove_from_hopper_if_waiting(db, campaign.id, lead_id); });
    changed(organization_id, campaign.id);
  }
  return false;
}

void Hopper::arrived(std::int64_t organization_id, const std::vector<std::int64_t>& lead_ids) {
  std::lock_guard lock(arrivals_mutex_);
  auto& waiting = arrivals_[organization_id];
  waiting.insert(waiting.end(), lead_ids.begin(), lead_ids.end());
}

int Hopper::admit_arrivals() {
  std::map<std::int64_t, std::vector<std::int64_t>> arrivals;
  {
    std::lock_guard lock(arrivals_mutex_);
    arrivals.swap(arrivals_);
  }
  int admitted = 0;
  std::exception_ptr failure;
  for (const auto& [organization_id, lead_ids] : arrivals) {
    try {
      admitted += admit(organization_id, lead_ids);
    } catch (...) {
      // Kept for the next run (a campaign deleted meanwhile is not running then); the others go on.
      if (!failure) failure = std::current_exception();
      arrived(organization_id, lead_ids);
    }
  }
  if (failure) std::rethrow_exception(failure);  // the scheduler logs it
  return admitted;
}

int Hopper::admit(std::int64_t organization_id, const std::vector<std::int64_t>& lead_ids) {
  auth::Caller system;
  system.organization_id = organization_id;
  system.role = auth::Role::kAdmin;
  std::vector<model::Lead> leads;
  database_.read([&](SQLite::Database& db) {
    for (const auto lead_id : lead_ids) {
      if (auto lead = db::find_lead(db, organization_id, lead_id)) leads.push_back(std::move(*lead));
    }
  });
  std::vector<std::pair<std::int64_t, std::int64_t>> entries;  // campaign, lead
  for (const auto& campaign : campaigns_.list(system)) {
    if (campaign.status != model::CampaignStatus::kActive) continue;
    for (const auto& lead : leads) {
      if (eligibility_.check(campaign, lead).reason == "eligible") entries.emplace_back(campaign.id, lead.id);
    }
  }
  if (entries.empty()) return 0;
  const auto now = iso8601_utc(clock_.now());
  database_.write([&](SQLite::Database& db) {
    for (const auto& [campaign_id, lead_id] : entries) {
      db::put_in_hopper(db, campaign_id, lead_id, kWebhookPriority, "webhook", now, std::nullopt);
    }
  });
  std::set<std::int64_t> campaigns;
  for (const auto& entry : entries) campaigns.insert(entry.first);
  for (const auto campaign_id : campaigns) changed(organization_id, campaign_id);
  return static_cast<int>(entries.size());
}

int Hopper::refill_all(const std::function<bool()>& stopping) {
  // Fresh leads first: they go in above the level, and the refill below counts them as waiting.
  int added = admit_arrivals();
  for (const auto& campaign : database_.read([](SQLite::Database& db) { return db::active_campaigns(db); })) {
    if (stopping()) break;
    added += refill(campaign.organization_id, campaign.id).added;
  }
  return added;
}

Hopper::Refill Hopper::refill_now(const auth::Caller& caller, std::int64_t campaign_id) {
  const auto campaign = campaigns_.get(caller, campaign_id);
  if (campaign.status != model::CampaignStatus::kActive) {
    throw DomainError::conflict("campaign_not_active", "Start the campaign first: a paused or draft campaign is not filled");
  }
  return refill(caller.organization_id, campaign_id);
}

int Hopper::clear(const auth::Caller& caller, std::int64_t campaign_id) {
  campaigns_.get(caller, campaign_id);
  const int cleared =
      database_.write([&](SQLite::Database& db) { return db::clear_waiting_in_hopper(db, campaign_id); });
  if (cleared > 0) changed(caller.organization_id, campaign_id);
  return cleared;
}

int Hopper::waiting(std::int64_t campaign_id) {
  return database_.read([&](SQLite::Database& db) { return db::waiting_count_in_hopper(db, campaign_id); });
}

Hopper::Level Hopper::level(const model::Campaign& campaign) {
  if (!campaign.settings.hopper_level_auto) return level_for(campaign, 0);
  return level_for(campaign, database_.read([&](SQLite::Database& db) { return db::agents_at_work_in(db, campaign.id); }));
}

Hopper::Level Hopper::level_for(const model::Campaign& campaign, int agents_at_work) {
  Level level;
  level.automatic = campaign.settings.hopper_level_auto;
  if (!level.automatic) {
    level.leads = campaign.settings.hopper_level;
    return level;
  }
  level.agents_at_work = agents_at_work;
  level.lines = campaign.settings.dial_mode == "power" ? std::clamp(campaign.settings.lines_per_agent, 1, 3) : 1;
  level.leads = std::clamp(level.agents_at_work * level.lines * 2, kLeastAutomaticLevel, 1000);
  return level;
}

Hopper::Level Hopper::level_of(const auth::Caller& caller, std::int64_t campaign_id) {
  return level(campaigns_.get(caller, campaign_id));
}

Hopper::Refill Hopper::refill(std::int64_t organization_id, std::int64_t campaign_id) {
  // The job, a do-not-call addition and an admin's Refill Now may ask at once: one at a time, so none of them
  // counts the waiting leads while another is adding.
  std::lock_guard refilling(refill_mutex_);
  auth::Caller system;
  system.organization_id = organization_id;
  system.role = auth::Role::kAdmin;
  const auto campaign = campaigns_.get(system, campaign_id);
  Refill result;
  if (campaign.status != model::CampaignStatus::kActive) return result;
  std::vector<std::int64_t> in_hopper;
  std::vector<std::int64_t> waiting;
  database_.read([&](SQLite::Database& db) {
    in_hopper = db::hopper_lead_ids(db, campaign_id);
    waiting = db::waiting_in_hopper(db, campaign_id, static_cast<int>(in_hopper.size()));
  });
  // Waiting leads a rule now stops for good (a number put on a do-not-call list, a status changed) leave first.
  const auto evicted = funnels_.never_callable(organization_id, campaign, waiting);
  result.waiting = static_cast<int>(waiting.size() - evicted.size());
  const int wanted = level(campaign).leads - result.waiting;
  const auto leads = wanted > 0 ? funnels_.next_dialable(organization_id, campaign, in_hopper, wanted)
                                : std::vector<std::int64_t>{};
  if (leads.empty() && evicted.empty()) return result;
  const auto now = iso8601_utc(clock_.now());
  database_.write([&](SQLite::Database& db) {
    for (const auto lead_id : evicted) db::remove_from_hopper_if_waiting(db, campaign_id, lead_id);
    result.added = db::add_to_hopper(db, campaign_id, leads, 0, "standard", now);
  });
  changed(organization_id, campaign_id);
  result.evicted = static_cast<int>(evicted.size());
  result.waiting += result.added;
  return result;
}

}  // namespace dialer::domain
