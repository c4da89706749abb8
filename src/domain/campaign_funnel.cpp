#include "domain/campaign_funnel.hpp"

#include <algorithm>
#include <random>
#include <unordered_map>
#include <utility>

#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_dialing_store.hpp"
#include "domain/attempt_limits.hpp"
#include "domain/calling_rules_settings.hpp"
#include "domain/campaign_settings.hpp"
#include "domain/campaigns.hpp"
#include "domain/do_not_call.hpp"
#include "domain/lead_dial_index.hpp"
#include "domain/lead_rules.hpp"

namespace dialer::domain {
namespace {

// A place's window now, worked out once per request for every lead there.
struct PlaceWindow {
  bool known = false;
  std::string rule_state;
  calling::WindowCheck check;
};

// The campaign's statuses to dial as bits of their index in kLeadStatuses.
unsigned status_bits(const std::vector<std::string>& dial_statuses) {
  unsigned bits = 0;
  for (const auto& status : dial_statuses) {
    const auto it = std::find(kLeadStatuses.begin(), kLeadStatuses.end(), status);
    if (it != kLeadStatuses.end()) bits |= 1U << (it - kLeadStatuses.begin());
  }
  return bits;
}

// A campaign's dialed leads with their state, by lead id.
using Dialed = std::vector<std::pair<std::int64_t, db::LeadDialingRow>>;

Dialed read_dialed(SQLite::Database& db, std::int64_t campaign_id) {
  Dialed dialed;
  db::for_each_lead_dialing(db, campaign_id,
                            [&](std::int64_t lead_id, const db::LeadDialingRow& row) { dialed.emplace_back(lead_id, row); });
  return dialed;
}

const db::LeadDialingRow* dialing_of(const Dialed& dialed, std::int64_t lead_id) {
  const auto it = std::lower_bound(dialed.begin(), dialed.end(), lead_id,
                                   [](const auto& entry, std::int64_t id) { return entry.first < id; });
  return it != dialed.end() && it->first == lead_id ? &it->second : nullptr;
}

struct Candidate {
  std::uint64_t number = 0;
  std::uint32_t place = 0;
};

}  // namespace

CampaignFunnel CampaignFunnels::of(const auth::Caller& caller, std::int64_t campaign_id) {
  const auto campaign = campaigns_.get(caller, campaign_id);
  const auto organization_id = caller.organization_id;
  const auto rules = calling_rules_.of(organization_id).rules;
  const auto now = clock_.now();
  CampaignFunnel funnel;
  funnel.campaign_id = campaign.id;
  funnel.active = campaign.status == model::CampaignStatus::kActive;
  funnel.at = now;

  // Read before the leads are locked: the campaign's dialed leads (by lead id) and its hopper.
  Dialed dialed;
  std::vector<std::int64_t> in_hopper;
  database_.read([&](SQLite::Database& db) {
    dialed = read_dialed(db, campaign.id);
    in_hopper = db::hopper_lead_ids(db, campaign.id);
  });

  auto lists = campaign.list_ids;
  std::sort(lists.begin(), lists.end());
  const auto statuses = status_bits(campaign.settings.dial_statuses);

  std::int64_t in_lists = 0, dialable_status = 0, dialable_phone = 0, not_dnc = 0, inside = 0, held = 0, hopper = 0;
  index_.with_leads(organization_id, [&](const DialLeads& all) {
    std::vector<PlaceWindow> windows(all.places.size());
    const auto window_of = [&](std::uint32_t place) -> const PlaceWindow& {
      auto& w = windows[place];
      if (!w.known) {
        w.known = true;
        const auto& p = all.places[place];
        if (!p.state.empty() && rules.state_rule(p.state)) w.rule_state = p.state;
        w.check = calling::check_window(campaign_window(rules, w.rule_state, campaign.settings), p.zones, now);
      }
      return w;
    };
    const auto in_campaign = [&](const DialLead& lead) {
      return std::binary_search(lists.begin(), lists.end(), static_cast<std::int64_t>(lead.list_id)) &&
             (statuses >> lead.status() & 1U) != 0 && lead.number() != 0;
    };
    // One lead through the window step (the dialed ones and the hopper's: a few, looked at one by one).
    const auto dialable_now = [&](const DialLead& lead) {
      return in_campaign(lead) && !dnc_.number_listed(organization_id, campaign.id, lead.number()) &&
             window_of(lead.place).check.inside;
    };

    std::vector<Candidate> candidates;
    for (const auto& lead : all.leads) {
      if (!std::binary_search(lists.begin(), lists.end(), static_cast<std::int64_t>(lead.list_id))) continue;
      ++in_lists;
      if ((statuses >> lead.status() & 1U) == 0) continue;
      ++dialable_status;
      if (lead.number() == 0) continue;
      candidates.push_back({lead.number(), lead.place});
    }
    dialable_phone = static_cast<std::int64_t>(candidates.size());
    // Do-not-call lists are looked up in one walk over numbers in order.
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) { return a.number < b.number; });
    std::vector<std::uint64_t> numbers(candidates.size());
    std::transform(candidates.begin(), candidates.end(), numbers.begin(), [](const Candidate& c) { return c.number; });
    const auto listed = dnc_.listed_among(organization_id, campaign.id, numbers);
    std::vector<std::int64_t> per_place(all.places.size(), 0);
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if (!listed[i]) ++per_place[candidates[i].place];
    }

    // Places that differ only by a state without a rule of its own are one place to the reader.
    std::unordered_map<std::string, std::size_t> shown;
    for (std::uint32_t place = 0; place < per_place.size(); ++place) {
      if (per_place[place] == 0) continue;
      not_dnc += per_place[place];
      const auto& w = window_of(place);
      if (w.check.inside) inside += per_place[place];
      std::string key = w.rule_state;
      for (const auto& zone : all.places[place].zones) key += "|" + zone;
      const auto [it, added] = shown.try_emplace(std::move(key), funnel.places.size());
      if (added) {
        funnel.places.push_back({w.check.local_times, w.rule_state, w.check.inside, w.check.opens_at, 0});
      }
      funnel.places[it->second].leads += per_place[place];
    }
    const auto holds = [&](const DialLead& lead, const db::LeadDialingRow& row) {
      return attempt_hold(campaign.settings, rules, window_of(lead.place).rule_state, row, now).has_value();
    };
    for (const auto& [lead_id, row] : dialed) {
      const auto* lead = all.find(lead_id);
      if (lead && dialable_now(*lead) && holds(*lead, row)) ++held;
    }
    for (const auto lead_id : in_hopper) {
      const auto* lead = all.find(lead_id);
      if (!lead || !dialable_now(*lead)) continue;
      const auto* row = dialing_of(dialed, lead_id);
      if (!row || !holds(*lead, *row)) ++hopper;
    }
  });

  funnel.steps = {{"in_lists", in_lists},       {"dialable_status", dialable_status}, {"dialable_phone", dialable_phone},
                  {"not_dnc", not_dnc},         {"inside_window", inside},            {"under_limits", inside - held},
                  {"in_hopper", hopper}};
  std::stable_sort(funnel.places.begin(), funnel.places.end(),
                   [](const FunnelPlace& a, const FunnelPlace& b) { return a.leads > b.leads; });
  if (funnel.places.size() > kMostPlaces) {
    funnel.places_left_out = static_cast<std::int64_t>(funnel.places.size() - kMostPlaces);
    funnel.places.resize(kMostPlaces);
  }
  return funnel;
}

std::vector<std::int64_t> CampaignFunnels::never_callable(std::int64_t organization_id, const model::Campaign& campaign,
                                                          const std::vector<std::int64_t>& lead_ids) {
  const auto statuses = status_bits(campaign.settings.dial_statuses);
  std::vector<std::int64_t> never;
  index_.with_leads(organization_id, [&](const DialLeads& all) {
    for (const auto lead_id : lead_ids) {
      const auto* lead = all.find(lead_id);
      if (!lead ||
          std::find(campaign.list_ids.begin(), campaign.list_ids.end(), static_cast<std::int64_t>(lead->list_id)) ==
              campaign.list_ids.end() ||
          (statuses >> lead->status() & 1U) == 0 || lead->number() == 0 ||
          dnc_.number_listed(organization_id, campaign.id, lead->number())) {
        never.push_back(lead_id);
      }
    }
  });
  return never;
}

std::vector<std::int64_t> CampaignFunnels::next_dialable(std::int64_t organization_id, const model::Campaign& campaign,
                                                         const std::vector<std::int64_t>& skip, int limit) {
  const auto rules = calling_rules_.of(organization_id).rules;
  const auto now = clock_.now();
  auto lists = campaign.list_ids;
  std::sort(lists.begin(), lists.end());
  auto skipped = skip;
  std::sort(skipped.begin(), skipped.end());
  const auto statuses = status_bits(campaign.settings.dial_statuses);
  std::vector<std::int64_t> found;
  // The campaign's dialed leads, read once before the leads are locked.
  Dialed dialed;
  database_.read([&](SQLite::Database& db) { dialed = read_dialed(db, campaign.id); });
  index_.with_leads(organization_id, [&](const DialLeads& all) {
    std::vector<std::optional<PlaceWindow>> windows(all.places.size());
    // `fresh_only`: a lead the campaign has dialed waits for the pass over the dialed ones.
    const auto consider = [&](const DialLead& lead, bool fresh_only) {
      if (!std::binary_search(lists.begin(), lists.end(), static_cast<std::int64_t>(lead.list_id)) ||
          (statuses >> lead.status() & 1U) == 0 || lead.number() == 0 ||
          std::binary_search(skipped.begin(), skipped.end(), lead.id)) {
        return;
      }
      auto& w = windows[lead.place];
      if (!w) {
        w.emplace();
        const auto& p = all.places[lead.place];
        if (!p.state.empty() && rules.state_rule(p.state)) w->rule_state = p.state;
        w->check.inside = calling::check_window(campaign_window(rules, w->rule_state, campaign.settings), p.zones, now).inside;
      }
      if (!w->check.inside || dnc_.number_listed(organization_id, campaign.id, lead.number())) return;
      const auto* dialing = dialing_of(dialed, lead.id);
      if (dialing && (fresh_only || attempt_hold(campaign.settings, rules, w->rule_state, *dialing, now))) return;
      found.push_back(lead.id);
    };
    const auto full = [&] { return static_cast<int>(found.size()) >= limit; };
    const auto& order = campaign.settings.lead_order;
    const auto count = all.leads.size();
    if (order == "newest_first") {
      for (auto it = all.leads.rbegin(); it != all.leads.rend() && !full(); ++it) consider(*it, false);
    } else if (order == "random") {
      // From a random lead on, round to where it started: every refill draws from elsewhere in the lists.
      const auto start = count == 0 ? 0 : std::random_device{}() % count;
      for (std::size_t i = 0; i < count && !full(); ++i) consider(all.leads[(start + i) % count], false);
    } else if (order == "fewest_attempts") {
      // Leads never dialed first (oldest first), then the dialed ones by their attempts, fewest first.
      for (std::size_t i = 0; i < count && !full(); ++i) consider(all.leads[i], true);
      if (!full()) {
        std::vector<std::pair<std::int64_t, std::int64_t>> by_attempts;  // attempts, lead
        for (const auto& [lead_id, row] : dialed) by_attempts.emplace_back(row.attempts, lead_id);
        std::sort(by_attempts.begin(), by_attempts.end());
        for (const auto& [attempts, lead_id] : by_attempts) {
          if (full()) break;
          if (const auto* lead = all.find(lead_id)) consider(*lead, false);
        }
      }
    } else {
      for (std::size_t i = 0; i < count && !full(); ++i) consider(all.leads[i], false);
    }
  });
  return found;
}

}  // namespace dialer::domain
