#include "support/agent_floor.hpp"

#include <doctest/doctest.h>

namespace test {

using nlohmann::json;

AgentFloor::AgentFloor(const std::string& company, int agent_count, json settings, double calls_per_second)
    : server([this, calls_per_second](dialer::AppConfig& config) {
        config.clock = &clock;
        config.twilio_base_url = twilio.base_url();
        config.server.public_url = kPublicUrl;
        config.twilio_calls_per_second = calls_per_second;
      }),
      player("http://127.0.0.1:" + std::to_string(server.port()), kPublicUrl, kTwilioSid, kTwilioToken) {
  twilio.set_numbers({{"PN0000000000000000000000000000000a", kFloorCallerId, "Main line"}});
  owner = register_company(server, company, "owner@" + company + ".test");
  ok(call(server, "PUT", "/api/v1/telephony", owner.token,
          json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}, {"apiKeySid", "SK0123456789abcdef0123456789abcdef"},
               {"apiKeySecret", "secret"}, {"twimlAppSid", "AP0123456789abcdef0123456789abcdef"}}.dump()));
  ok(call(server, "POST", "/api/v1/phone-numbers/sync", owner.token));
  json agent_ids = json::array();
  for (int i = 0; i < agent_count; ++i) {
    agents.push_back(add_user(server, company, "agent" + std::to_string(i) + "@" + company + ".test", "agent"));
    agent_ids.push_back(agents.back().user["id"]);
  }
  list = ok(call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Floor"})"), 201)["id"];
  settings["name"] = "Solar";
  settings["listIds"] = {list};
  settings["callerId"] = kFloorCallerId;
  settings["agentIds"] = agent_ids;
  if (!settings.contains("wrapUpSeconds")) settings["wrapUpSeconds"] = 30;
  if (!settings.contains("script")) {
    settings["script"] = "Hi {{firstName}}, this is {{ agentName }} from {{campaignName}}. {{shoeSize}}";
  }
  campaign = ok(call(server, "POST", "/api/v1/campaigns", owner.token, settings.dump()), 201)["id"];
  ok(call(server, "POST", "/api/v1/campaigns/" + std::to_string(campaign) + "/activate", owner.token));
}

std::int64_t AgentFloor::lead(const std::string& first, const std::string& last, const std::string& phone) {
  return create_lead(server, owner.token, {{"firstName", first}, {"lastName", last}, {"phone", phone}, {"listId", list}})["id"];
}

void AgentFloor::refill() {
  ok(call(server, "POST", "/api/v1/campaigns/" + std::to_string(campaign) + "/hopper/refill", owner.token));
}

httplib::Result AgentFloor::ready(const Account& agent) {
  return call(server, "PUT", "/api/v1/me/state", agent.token, json{{"state", "ready"}, {"campaignId", campaign}}.dump());
}

httplib::Result AgentFloor::next(const Account& agent) { return call(server, "POST", "/api/v1/me/next-lead", agent.token); }

json AgentFloor::state(const Account& agent) { return ok(call(server, "GET", "/api/v1/me/state", agent.token)); }

int AgentFloor::runs(const std::string& name) {
  const auto jobs = ok(call(server, "GET", "/api/v1/system/jobs", owner.token));
  for (const auto& job : jobs["jobs"]) {
    if (job["name"] == name) return job["runs"].get<int>();
  }
  return -1;
}

void AgentFloor::advance(std::chrono::seconds by, const std::string& job) {
  const int before = runs(job);
  clock.advance(by);
  REQUIRE(eventually([&] { return runs(job) > before; }));
}

std::int64_t AgentFloor::call_through(const Account& agent, std::int64_t lead_id, const std::string& agent_sid) {
  const std::int64_t id =
      ok(call(server, "POST", "/api/v1/calls", agent.token, json{{"campaignId", campaign}, {"leadId", lead_id}}.dump()), 201)["id"];
  const auto twiml = parse_dial_twiml(player.browser_connects(identity(agent), id, agent_sid)->body);
  player.run_lead_leg(twiml, agent_sid, {});
  return id;
}

json AgentFloor::campaign_calls() {
  return ok(call(server, "GET", "/api/v1/calls?campaignId=" + std::to_string(campaign), owner.token))["calls"];
}

httplib::Result AgentFloor::dispose(const Account& agent, std::int64_t call_id, const json& body) {
  return call(server, "POST", "/api/v1/calls/" + std::to_string(call_id) + "/disposition", agent.token, body.dump());
}

std::string AgentFloor::identity(const Account& agent) const {
  return "agent-" + std::to_string(agent.user["id"].get<std::int64_t>());
}

}  // namespace test
