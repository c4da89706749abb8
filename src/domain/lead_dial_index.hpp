#pragma once
// Every lead of an organization as the funnel counts it (docs/dialer.md, "Why a campaign is not dialing"): 24
// bytes a lead — id, list, status, dialable number and the place it is called in — kept in memory and brought up
// to date from the leads written since the last look (by their updated_at, which a write takes inside its
// transaction), so that counting a million-lead campaign is one pass over memory instead of a million rows read.
// A lead deleted since shows in the kept total, and then the organization is read anew; a write that commits
// late (a long transaction) says so (written), and the next look reads from its stamp.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "dialer/clock.hpp"
#include "domain/lead_write_listener.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

// Where a lead is called: every zone it may be in, and the US state whose rule may apply.
struct DialPlace {
  std::vector<std::string> zones;
  std::string state;  // a US state code, from the lead's state or its ZIP code; "" for none
};

struct DialLead {
  std::int64_t id = 0;
  std::uint64_t number_status = 0;  // phone::e164_key << 3 | the status's index in kLeadStatuses
  std::int32_t list_id = 0;         // 0: in no list
  std::uint32_t place = 0;          // in DialLeads::places

  std::uint64_t number() const { return number_status >> 3; }  // 0: no dialable number
  int status() const { return static_cast<int>(number_status & 7); }
};

struct DialLeads {
  std::vector<DialLead> leads;  // ascending ids
  std::vector<DialPlace> places;

  const DialLead* find(std::int64_t lead_id) const;
};

class LeadDialIndex final : public LeadWriteListener {
 public:
  LeadDialIndex(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  // A write that changed leads committed, stamping them `stamp`: the next look reads from there at least (a long
  // transaction may commit after a look that came later than its stamp). Quick: the writer calls it.
  void written(std::int64_t organization_id, const std::string& stamp);
  void leads_written(std::int64_t organization_id, const std::string& stamp) override { written(organization_id, stamp); }

  // Calls f with the organization's leads as they are now (read from the database the first time). One caller
  // per organization at a time; f must not write leads.
  void with_leads(std::int64_t organization_id, const std::function<void(const DialLeads&)>& f);

 private:
  struct Organization {
    std::mutex mutex;
    DialLeads snapshot;
    std::unordered_map<std::string, std::uint32_t> place_ids;
    std::optional<std::string> read_since;  // none: never read
  };

  Organization& organization(std::int64_t organization_id);
  void bring_up_to_date(std::int64_t organization_id, Organization& o);

  db::Database& database_;
  const Clock& clock_;
  std::mutex mutex_;
  std::map<std::int64_t, std::unique_ptr<Organization>> organizations_;
  std::mutex written_mutex_;
  std::map<std::int64_t, std::string> earliest_written_;  // under written_mutex_: stamps not looked at yet
};

}  // namespace dialer::domain
