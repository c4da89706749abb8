#pragma once
// Campaigns (docs/dialer.md, "Campaigns"): what agents dial — lists, the statuses to dial, the dialing
// settings, caller ID, agents — and their status. Activation is refused with every reason at once.
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/campaign.hpp"
#include "domain/background_work.hpp"

namespace SQLite {
class Database;
}
namespace dialer::db {
class Database;
}

namespace dialer::domain {

class LeadWrites;

// What an activation still needs: field → sentence ("lists" → "Choose at least one lead list").
using CampaignMissing = std::vector<std::pair<std::string, std::string>>;

class CampaignService {
 public:
  // work: told when a campaign starts (its hopper fills at once instead of at its next round).
  CampaignService(db::Database& database, LeadWrites& writes, BackgroundWork& work, const Clock& clock)
      : database_(database), writes_(writes), work_(work), clock_(clock) {}

  std::vector<model::Campaign> list(const auth::Caller& caller);
  model::Campaign get(const auth::Caller& caller, std::int64_t id);
  // `settings`: the first settings, as update takes them (written in the same transaction).
  model::Campaign create(const auth::Caller& caller, const std::string& name,
                         const nlohmann::json& settings = nlohmann::json::object());
  // `body`: name, listIds, agentIds and the settings' keys (domain/campaign_settings.hpp). Throws DomainError.
  model::Campaign update(const auth::Caller& caller, std::int64_t id, const nlohmann::json& body);
  // "activate", "pause" or "archive". Activation throws conflict `campaign_incomplete` naming what is missing.
  model::Campaign change_status(const auth::Caller& caller, std::int64_t id, const std::string& action);

  // What activating it would still need; empty when it can start.
  static CampaignMissing missing_for_activation(const model::Campaign& campaign);

 private:
  void apply_update(SQLite::Database& db, const auth::Caller& caller, std::int64_t id, const nlohmann::json& body,
                    const std::string& region);

  db::Database& database_;
  LeadWrites& writes_;
  BackgroundWork& work_;
  const Clock& clock_;
};

}  // namespace dialer::domain
