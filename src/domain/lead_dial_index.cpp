#include "domain/lead_dial_index.hpp"

#include <algorithm>

#include "calling/lead_zones.hpp"
#include "db/database.hpp"
#include "db/lead_dial_rows.hpp"
#include "dialer/iso_time.hpp"
#include "domain/lead_rules.hpp"
#include "phone/phone_numbers.hpp"

namespace dialer::domain {
namespace {

// A write takes its updated_at inside its transaction; one that had begun, but not committed, when the last look
// read is caught by looking this far back (the writer's transactions last milliseconds; an import's batch too).
constexpr auto kLookBack = std::chrono::seconds(10);

std::uint64_t status_index(const std::string& status) {
  const auto it = std::find(kLeadStatuses.begin(), kLeadStatuses.end(), status);
  return static_cast<std::uint64_t>(it - kLeadStatuses.begin());
}

std::uint32_t place_of(const db::LeadDialRow& row, DialLeads& snapshot,
                       std::unordered_map<std::string, std::uint32_t>& place_ids) {
  DialPlace place;
  const calling::LeadPlace where{row.timezone, row.state, row.postal_code, row.phone_e164};
  place.zones = calling::lead_zones(where).zones;
  const auto state = calling::lead_us_state(where);
  if (state) place.state = std::string(state->code);
  std::string key = place.state;
  for (const auto& zone : place.zones) key += "|" + zone;
  const auto [it, added] = place_ids.try_emplace(std::move(key), static_cast<std::uint32_t>(snapshot.places.size()));
  if (added) snapshot.places.push_back(std::move(place));
  return it->second;
}

template <class Leads>
auto* find_lead(Leads& leads, std::int64_t lead_id) {
  const auto it = std::lower_bound(leads.begin(), leads.end(), lead_id,
                                   [](const DialLead& lead, std::int64_t id) { return lead.id < id; });
  return it != leads.end() && it->id == lead_id ? &*it : nullptr;
}

}  // namespace

const DialLead* DialLeads::find(std::int64_t lead_id) const { return find_lead(leads, lead_id); }

LeadDialIndex::Organization& LeadDialIndex::organization(std::int64_t organization_id) {
  std::lock_guard lock(mutex_);
  auto& slot = organizations_[organization_id];
  if (!slot) slot = std::make_unique<Organization>();
  return *slot;
}

void LeadDialIndex::written(std::int64_t organization_id, const std::string& stamp) {
  std::lock_guard lock(written_mutex_);
  auto& earliest = earliest_written_[organization_id];
  if (earliest.empty() || stamp < earliest) earliest = stamp;
}

void LeadDialIndex::with_leads(std::int64_t organization_id, const std::function<void(const DialLeads&)>& f) {
  auto& o = organization(organization_id);
  std::lock_guard lock(o.mutex);
  bring_up_to_date(organization_id, o);
  f(o.snapshot);
}

void LeadDialIndex::bring_up_to_date(std::int64_t organization_id, Organization& o) {
  {
    std::lock_guard lock(written_mutex_);
    if (const auto it = earliest_written_.find(organization_id); it != earliest_written_.end()) {
      if (o.read_since && it->second < *o.read_since) o.read_since = it->second;
      earliest_written_.erase(it);
    }
  }
  // At most twice: a look that disagrees with the kept total (a lead deleted since) reads everything again.
  for (int round = 0; round < 2; ++round) {
    const auto since = iso8601_utc(clock_.now() - kLookBack);
    const bool everything = !o.read_since;
    if (everything) {
      o.snapshot = {};
      o.place_ids.clear();
    }
    std::vector<DialLead> added;
    std::int64_t total = 0;
    database_.read([&](SQLite::Database& db) {
      SQLite::Transaction one_snapshot(db);  // the rows and the total as of one moment
      db::read_lead_dial_rows(db, organization_id, o.read_since, [&](const db::LeadDialRow& row) {
        DialLead lead;
        lead.id = row.id;
        lead.number_status = phone::e164_key(row.phone_e164) << 3 | status_index(row.status);
        lead.list_id = static_cast<std::int32_t>(row.list_id);
        lead.place = place_of(row, o.snapshot, o.place_ids);
        if (everything) {
          o.snapshot.leads.push_back(lead);
        } else if (auto* known = find_lead(o.snapshot.leads, lead.id)) {
          *known = lead;
        } else {
          added.push_back(lead);
        }
      });
      total = db::count_organization_leads(db, organization_id);
      one_snapshot.commit();
    });
    if (!added.empty()) {
      auto& leads = o.snapshot.leads;
      const auto middle = static_cast<std::ptrdiff_t>(leads.size());
      leads.insert(leads.end(), added.begin(), added.end());
      if (middle > 0 && leads[static_cast<std::size_t>(middle) - 1].id > added.front().id) {
        std::inplace_merge(leads.begin(), leads.begin() + middle, leads.end(),
                           [](const DialLead& a, const DialLead& b) { return a.id < b.id; });
      }
    }
    o.read_since = since;
    if (static_cast<std::int64_t>(o.snapshot.leads.size()) == total) return;
    o.read_since.reset();
  }
}

}  // namespace dialer::domain
