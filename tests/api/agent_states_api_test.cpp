// Agents' states over real HTTP on a frozen clock: an agent goes ready in a running campaign it is assigned to,
// pauses with one of the organization's reasons, and the admins' board shows it; wrong changes are refused with
// the reason; a browser that goes silent for a minute takes the agent offline and gives back the lead it held;
// each state's time is kept.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>

#include "support/accounts.hpp"
#include "support/frozen_server.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;
using test::ok;
using namespace std::chrono_literals;

// 18:00 UTC on Wednesday 25 November 2026: 13:00 in New York.
const dialer::Clock::time_point kStatesStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 18h;

}  // namespace

TEST_CASE("agent states: ready in an assigned running campaign, paused with a reason, offline when the browser goes silent") {
  test::FrozenServer frozen(kStatesStart);
  auto& server = frozen.server;
  const auto owner = test::register_company(server, "Floor States", "owner@floor-states.test");
  const auto agent = test::add_user(server, "Floor States", "sam@floor-states.test", "agent");
  const std::int64_t agent_id = agent.user["id"];
  const auto list = ok(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Floor"})"), 201)["id"];
  const auto campaign = ok(test::call(server, "POST", "/api/v1/campaigns", owner.token,
                                      json{{"name", "Solar"}, {"listIds", {list}}, {"callerId", "+12025550147"},
                                           {"agentIds", {agent_id}}}.dump()),
                           201)["id"].get<std::int64_t>();
  const auto other = ok(test::call(server, "POST", "/api/v1/campaigns", owner.token,
                                   json{{"name", "Not mine"}, {"listIds", {list}}, {"callerId", "+12025550147"}}.dump()),
                        201)["id"].get<std::int64_t>();
  const auto put = [&](const json& body) { return test::call(server, "PUT", "/api/v1/me/state", agent.token, body.dump()); };
  // Time passing with the agent's browser open: it says it is there every 20 seconds.
  const auto work_for = [&](std::chrono::seconds span) {
    for (auto left = span; left > 0s; left -= 20s) {
      frozen.clock.advance(std::min<std::chrono::seconds>(left, 20s));
      ok(test::call(server, "POST", "/api/v1/me/heartbeat", agent.token), 204);
    }
  };

  auto state = ok(test::call(server, "GET", "/api/v1/me/state", agent.token));
  CHECK(state["state"] == "offline");
  CHECK(state["since"].is_null());
  CHECK(state["workableCampaigns"].empty());  // Solar is not running yet
  CHECK(ok(test::call(server, "GET", "/api/v1/pause-reasons", agent.token))["pauseReasons"].size() == 4);

  test::check_error(put({{"state", "ready"}}), 400, "Choose the campaign to work");
  test::check_error(put({{"state", "ready"}, {"campaignId", other}}), 403, "You are not assigned to the campaign Not mine");
  test::check_error(put({{"state", "ready"}, {"campaignId", campaign}}), 409, "The campaign Solar is not running");
  test::check_error(put({{"state", "dancing"}}), 400, "state must be ready, paused or offline");
  ok(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(campaign) + "/activate", owner.token));

  CHECK(ok(test::call(server, "GET", "/api/v1/me/state", agent.token))["workableCampaigns"] ==
        json::array({{{"id", campaign}, {"name", "Solar"}, {"dialMode", "preview"}}}));
  state = ok(put({{"state", "ready"}, {"campaignId", campaign}}));
  CHECK(state["state"] == "ready");
  CHECK(state["campaign"]["name"] == "Solar");
  CHECK(state["since"] == "2026-11-25T18:00:00.000Z");
  work_for(5min);
  test::check_error(put({{"state", "paused"}, {"reason", "Nap"}}), 400,
                    "Choose one of the pause reasons: Break, Lunch, Training, Meeting");
  state = ok(put({{"state", "paused"}, {"reason", "Lunch"}}));
  CHECK(state["state"] == "paused");
  CHECK(state["pauseReason"] == "Lunch");
  CHECK(state["campaign"]["name"] == "Solar");  // back to it when ready again
  CHECK(state["since"] == "2026-11-25T18:05:00.000Z");
  test::check_error(test::call(server, "GET", "/api/v1/agents/states", agent.token), 403, "You do not have permission to do this");
  const auto board = ok(test::call(server, "GET", "/api/v1/agents/states", owner.token))["agents"];
  const auto row = std::find_if(board.begin(), board.end(), [&](const json& a) { return a["agentId"] == agent_id; });
  REQUIRE(row != board.end());
  CHECK((*row)["state"] == "paused");
  CHECK((*row)["pauseReason"] == "Lunch");

  // Ready again (the campaign it had), holding a lead; then the browser goes silent.
  work_for(30min);
  state = ok(put({{"state", "ready"}}));
  CHECK(state["campaign"]["id"] == campaign);
  const auto lead = test::create_lead(server, owner.token, {{"name", "Ada"}, {"phone", "+1 212 555 0100"}, {"listId", list}})["id"];
  ok(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(campaign) + "/hopper", owner.token,
                json{{"leadId", lead}}.dump()), 201);
  const auto claimed = ok(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(campaign) + "/hopper/claim", agent.token));
  CHECK(claimed["leadId"] == lead);
  frozen.clock.advance(40s);
  ok(test::call(server, "POST", "/api/v1/me/heartbeat", agent.token), 204);
  frozen.clock.advance(40s);  // 40 s since the last heartbeat: still there
  CHECK(ok(test::call(server, "GET", "/api/v1/me/state", agent.token))["state"] == "ready");
  frozen.clock.advance(30s);  // 70 s
  CHECK(test::eventually([&] { return ok(test::call(server, "GET", "/api/v1/me/state", agent.token))["state"] == "offline"; }));
  const auto hopper = ok(test::call(server, "GET", "/api/v1/campaigns/" + std::to_string(campaign) + "/hopper", owner.token));
  REQUIRE(hopper["entries"].size() == 1);
  CHECK(hopper["entries"][0]["claimedBy"].is_null());

  // The time in each state: ready 5 minutes, paused 30, ready again until the browser went silent.
  SQLite::Database db(server.db_path(), SQLite::OPEN_READONLY);
  SQLite::Statement log(db, "SELECT state, coalesce(pause_reason, ''), (ended_at - started_at) / 1000 FROM agent_state_log "
                            "WHERE user_id = ? ORDER BY id");
  log.bind(1, agent_id);
  std::vector<std::string> spans;
  while (log.executeStep()) {
    spans.push_back(log.getColumn(0).getString() + ":" + log.getColumn(1).getString() + ":" +
                    (log.getColumn(2).isNull() ? std::string("open") : std::to_string(log.getColumn(2).getInt64())));
  }
  REQUIRE(spans.size() == 3);
  CHECK(spans[0] == "ready::300");
  CHECK(spans[1] == "paused:Lunch:1800");
  CHECK(spans[2].rfind("ready::", 0) == 0);
  CHECK(spans[2] != "ready::open");

  // Signing out ends readiness at once.
  const auto again = test::sign_in(server, "sam@floor-states.test", "secret123");
  ok(test::call(server, "PUT", "/api/v1/me/state", again.token, json{{"state", "ready"}, {"campaignId", campaign}}.dump()));
  ok(test::call(server, "POST", "/api/v1/auth/logout", again.token), 204);
  const auto signed_out = ok(test::call(server, "GET", "/api/v1/agents/states", owner.token))["agents"];
  const auto sam = std::find_if(signed_out.begin(), signed_out.end(), [&](const json& a) { return a["agentId"] == agent_id; });
  REQUIRE(sam != signed_out.end());
  CHECK((*sam)["state"] == "offline");
}
