#include "domain/auto_dialer.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "db/agent_state_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/telephony_store.hpp"
#include "domain/calls.hpp"
#include "domain/campaigns.hpp"
#include "domain/domain_error.hpp"
#include "domain/hopper.hpp"

namespace dialer::domain {

double AutoDialer::abandon_rate(std::int64_t organization_id, std::int64_t campaign_id) {
  const auto now = clock_.now();
  {
    std::lock_guard lock(mutex_);
    const auto found = rates_.find(campaign_id);
    if (found != rates_.end() && now - found->second.at < kAbandonRateAge) return found->second.rate;
  }
  const auto from_hour = std::chrono::duration_cast<std::chrono::hours>((now - kAbandonPeriod).time_since_epoch()).count();
  const auto counts = database_.read(
      [&](SQLite::Database& db) { return db::abandon_counts(db, organization_id, campaign_id, from_hour); });
  const double rate = counts.human > 0 ? static_cast<double>(counts.abandoned) / static_cast<double>(counts.human) : 0;
  std::lock_guard lock(mutex_);
  rates_[campaign_id] = {rate, now};
  return rate;
}

int AutoDialer::lines_now(std::int64_t organization_id, std::int64_t campaign_id, const std::string& dial_mode,
                          int lines_per_agent) {
  if (dial_mode != "power") return 1;
  // Above the limit, one line per agent until the rate is back under it.
  if (abandon_rate(organization_id, campaign_id) > kMostAbandonRate) return 1;
  return std::clamp(lines_per_agent, 1, 3);
}

bool AutoDialer::take_budget(const std::string& account_sid, Clock::time_point now, Clock::time_point& again_at) {
  std::lock_guard lock(mutex_);
  const double capacity = std::max(1.0, calls_per_second_);
  auto [it, fresh] = buckets_.try_emplace(account_sid, Bucket{capacity, now});
  auto& bucket = it->second;
  if (!fresh) {
    const double elapsed = std::chrono::duration<double>(now - bucket.at).count();
    bucket.tokens = std::min(capacity, bucket.tokens + std::max(0.0, elapsed) * calls_per_second_);
    bucket.at = now;
  }
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return true;
  }
  const auto wait = std::chrono::duration<double>((1 - bucket.tokens) / calls_per_second_);
  again_at = now + std::chrono::duration_cast<Clock::duration>(wait);
  return false;
}

AutoDialer::Pass AutoDialer::run() {
  Pass pass;
  const auto running = database_.read([](SQLite::Database& db) { return db::active_campaigns(db); });
  for (const auto& active : running) {
    const auth::Caller system{0, active.organization_id, auth::Role::kAdmin, 0};
    model::Campaign campaign;
    try {
      campaign = campaigns_.get(system, active.id);
    } catch (const DomainError&) {
      continue;  // gone meanwhile
    }
    if (campaign.settings.dial_mode == "preview") continue;
    int waiting = 0;
    int ringing = 0;
    std::string account_sid;
    std::vector<db::AgentCallback> callbacks;
    int waiting_in_hopper = 0;
    int at_work = 0;
    database_.read([&](SQLite::Database& db) {
      waiting = db::agents_waiting_in_conference(db, campaign.id);
      if (waiting == 0) return;
      callbacks = db::callbacks_for_waiting_agents(db, campaign.id);
      ringing = db::dialer_calls_ringing(db, campaign.id);
      waiting_in_hopper = db::waiting_count_in_hopper(db, campaign.id);
      if (campaign.settings.hopper_level_auto) at_work = db::agents_at_work_in(db, campaign.id);
      if (const auto account = db::find_telephony_account(db, active.organization_id)) account_sid = account->account_sid;
    });
    if (waiting == 0 || account_sid.empty()) continue;
    if (waiting_in_hopper < Hopper::level_for(campaign, at_work).leads / 2) work_.hopper_needs_refill();
    const auto out_of_budget = [&] {
      Clock::time_point again_at{};
      if (take_budget(account_sid, clock_.now(), again_at)) return false;
      pass.again_at = pass.again_at ? std::min(*pass.again_at, again_at) : again_at;
      return true;
    };
    // A due mine-only callback goes to its own agent first: that agent waits no more for the campaign's calls.
    std::set<std::int64_t> called_back;
    bool budget_left = true;
    for (const auto& due : callbacks) {
      if (called_back.count(due.user_id) > 0) continue;
      if (out_of_budget()) {
        budget_left = false;
        break;
      }
      if (!hopper_.claim_callback(campaign, active.organization_id, due.lead_id, due.user_id)) continue;
      if (calls_.dial_for_campaign(active.organization_id, campaign, due.lead_id, due.user_id)) {
        ++pass.placed;
        --waiting;
        called_back.insert(due.user_id);
      }
    }
    if (!budget_left) continue;
    const int lines = lines_now(active.organization_id, campaign.id, campaign.settings.dial_mode,
                                campaign.settings.lines_per_agent);
    for (int wanted = waiting * lines - ringing; wanted > 0; --wanted) {
      if (out_of_budget()) break;
      auto entry = hopper_.claim_for_dialer(campaign, active.organization_id);
      if (!entry) {
        // Nothing in the hopper may be called now (the refill asked for above has not come yet): fill it here.
        if (hopper_.refill(active.organization_id, campaign.id).added > 0) {
          entry = hopper_.claim_for_dialer(campaign, active.organization_id);
        }
        if (!entry) break;
      }
      if (calls_.dial_for_campaign(active.organization_id, campaign, entry->lead_id)) ++pass.placed;
    }
  }
  return pass;
}

}  // namespace dialer::domain
