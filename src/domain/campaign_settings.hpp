#pragma once
// A campaign's dialing settings as JSON — stored in campaigns.settings and shown by the API with the same keys —
// and the rules a change must keep (docs/api.md, "Campaigns").
#include <nlohmann/json.hpp>
#include <string_view>

#include "calling/calling_rules.hpp"
#include "model/campaign.hpp"

namespace dialer::domain {

// Absent or unreadable keys take the product's defaults.
model::CampaignSettings campaign_settings_from_json(const nlohmann::json& stored);
nlohmann::json campaign_settings_json(const model::CampaignSettings& settings);
// Applies the keys `body` has; throws DomainError (invalid, naming the field) for a value the rules refuse. The
// caller ID is read as E.164 with `phone_region` for a number without a country code.
// The window a campaign calls a lead in: the organization's, narrowed to the rule of the lead's state
// (`rule_state`, "" for none) and to the campaign's own hours when it has them.
calling::CallingWindow campaign_window(const calling::CallingRules& rules, std::string_view rule_state,
                                       const model::CampaignSettings& settings);

void apply_campaign_settings(model::CampaignSettings& settings, const nlohmann::json& body, std::string_view phone_region);

}  // namespace dialer::domain
