#include "api/event_json.hpp"

#include <chrono>
#include <nlohmann/json.hpp>

#include "dialer/iso_time.hpp"

namespace dialer::api {
namespace {

using nlohmann::ordered_json;

ordered_json ids(const events::LeadIds& ids) { return ids.ids; }

struct Describe {
  ordered_json operator()(const events::LeadsChanged& e) const {
    return {{"organizationId", e.organization_id},
            {"origin", e.origin},
            {"created", ids(e.created)},
            {"updated", ids(e.updated)},
            {"deleted", ids(e.deleted)},
            {"more", e.created.more + e.updated.more + e.deleted.more}};
  }
  ordered_json operator()(const events::ListsChanged& e) const {
    return {{"organizationId", e.organization_id}, {"listId", e.list_id}, {"change", e.change}};
  }
  ordered_json operator()(const events::ImportProgress& e) const {
    return {{"organizationId", e.organization_id},
            {"importId", e.import_id},
            {"rows", e.rows},
            {"imported", e.imported},
            {"updated", e.updated},
            {"skipped", e.skipped},
            {"errors", e.errors},
            {"done", e.done}};
  }
  ordered_json operator()(const events::IntegrationChanged& e) const {
    return {{"organizationId", e.organization_id}, {"integration", e.integration}, {"what", e.what}};
  }
  ordered_json operator()(const events::AgentStateChanged& e) const {
    return {{"organizationId", e.organization_id},
            {"agentId", e.agent_id},
            {"state", e.state},
            {"campaignId", e.campaign_id == 0 ? ordered_json(nullptr) : ordered_json(e.campaign_id)},
            {"pauseReason", e.pause_reason.empty() ? ordered_json(nullptr) : ordered_json(e.pause_reason)},
            {"since", iso8601_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(e.since)), true)}};
  }
  ordered_json operator()(const events::HopperChanged& e) const {
    return {{"organizationId", e.organization_id}, {"campaignId", e.campaign_id}};
  }
  ordered_json operator()(const events::CallChanged& e) const {
    return {{"organizationId", e.organization_id},
            {"callId", e.call_id},
            {"agentId", e.agent_id == 0 ? ordered_json(nullptr) : ordered_json(e.agent_id)},
            {"leadId", e.lead_id == 0 ? ordered_json(nullptr) : ordered_json(e.lead_id)},
            {"status", e.status}};
  }
  ordered_json operator()(const events::UserAccessChanged& e) const {
    return {{"organizationId", e.organization_id}, {"userId", e.user_id}};
  }
};

struct Name {
  const char* operator()(const events::LeadsChanged&) const { return "leads.changed"; }
  const char* operator()(const events::ListsChanged&) const { return "lists.changed"; }
  const char* operator()(const events::ImportProgress&) const { return "import.progress"; }
  const char* operator()(const events::IntegrationChanged&) const { return "integration.changed"; }
  const char* operator()(const events::CallChanged&) const { return "call.changed"; }
  const char* operator()(const events::AgentStateChanged&) const { return "agent.state"; }
  const char* operator()(const events::HopperChanged&) const { return "hopper.changed"; }
  const char* operator()(const events::UserAccessChanged&) const { return "user.access"; }
};

}  // namespace

std::string event_name(const events::Payload& payload) { return std::visit(Name{}, payload); }

std::string event_data(const events::Payload& payload) {
  return std::visit(Describe{}, payload).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

bool visible_to(const events::Payload& payload, const auth::Caller& caller) {
  if (events::organization_of(payload) != caller.organization_id) return false;
  // Acted on by the stream hub (it ends the user's streams), never written to one.
  if (std::holds_alternative<events::UserAccessChanged>(payload)) return false;
  if (auth::is_admin(caller.role)) return true;
  // An agent hears of the calls it works, and of its own state.
  if (const auto* call = std::get_if<events::CallChanged>(&payload)) return call->agent_id == caller.user_id;
  if (const auto* state = std::get_if<events::AgentStateChanged>(&payload)) return state->agent_id == caller.user_id;
  return false;
}

}  // namespace dialer::api
