#pragma once
// The organization's calling rules as admins keep them (GET/PUT /api/v1/settings/calling): the product's
// defaults until saved, then theirs; kept in memory after the first read, for the checks that run per lead.
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

#include "auth/caller.hpp"
#include "calling/calling_rules.hpp"
#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

struct SavedCallingRules {
  calling::CallingRules rules;
  std::string updated_at;  // "" while the defaults apply
};

class CallingRulesSettings {
 public:
  CallingRulesSettings(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  SavedCallingRules get(const auth::Caller& caller) { return of(caller.organization_id); }
  SavedCallingRules of(std::int64_t organization_id);
  // Checks every hour, date and state (DomainError, invalid, with the field), then stores them.
  SavedCallingRules save(const auth::Caller& caller, calling::CallingRules rules);

 private:
  db::Database& database_;
  const Clock& clock_;
  std::mutex mutex_;
  std::unordered_map<std::int64_t, SavedCallingRules> cache_;  // under mutex_
};

}  // namespace dialer::domain
