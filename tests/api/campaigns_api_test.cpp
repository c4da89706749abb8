// Campaigns over real HTTP: a new campaign is a draft with the product's defaults; activation is refused with
// every missing piece at once, then allowed; an active campaign cannot lose what it needs; settings are checked
// field by field; the agents screen's assignment is the same as the campaign's agents; organizations stay apart.
#include <doctest/doctest.h>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

json send(test::TestServer& server, const std::string& method, const std::string& path, const std::string& token,
          const json& body, int status) {
  auto res = test::call(server, method, path, token, body.is_null() ? "" : body.dump());
  REQUIRE(res);
  INFO(method << " " << path << " " << res->body);
  REQUIRE(res->status == status);
  return test::json_of(res);
}

}  // namespace

TEST_CASE("campaigns: a draft with defaults, activation refused with every reason, then active, paused, archived") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Dialers", "o@dialers.test");
  const auto agent = test::add_user(server, "Dialers", "agent@dialers.test", "agent");
  const auto made = send(server, "POST", "/api/v1/campaigns", owner.token, {{"name", "Solar Q4"}}, 201);
  CHECK(made["status"] == "draft");
  CHECK(made["dialMode"] == "preview");
  CHECK(made["dialStatuses"] == json::array({"new", "callback"}));
  CHECK(made["maxAttempts"] == 6);
  CHECK(made["maxAttemptsPer24h"] == 3);
  CHECK(made["retryMinutes"] == json{{"noAnswer", 240}, {"busy", 30}, {"voicemail", 1440}});
  CHECK(made["wrapUpSeconds"] == 30);
  CHECK(made["missingForActivation"].size() == 3);
  const std::string path = "/api/v1/campaigns/" + std::to_string(made["id"].get<int>());

  auto res = test::call(server, "POST", path + "/activate", owner.token);
  REQUIRE(res);
  CHECK(res->status == 409);
  const auto refusal = test::json_of(res);
  CHECK(refusal["code"] == "campaign_incomplete");
  CHECK(refusal["error"] ==
        "The campaign cannot start yet: choose at least one lead list; enter the caller ID: a number of your account "
        "that can take a call back; assign at least one agent.");
  CHECK(refusal["details"].contains("listIds"));
  CHECK(refusal["details"].contains("agentIds"));

  const auto list = send(server, "POST", "/api/v1/lists", owner.token, {{"name", "Warm"}}, 201);
  const auto agent_id = send(server, "GET", "/api/v1/auth/me", agent.token, nullptr, 200)["user"]["id"];
  auto updated = send(server, "PUT", path, owner.token,
                      {{"listIds", {list["id"]}}, {"callerId", "(202) 555-0147"}, {"agentIds", {agent_id}},
                       {"dialMode", "power"}, {"linesPerAgent", 2}, {"dialStatuses", {"new"}}, {"leadOrder", "newest_first"},
                       {"retryMinutes", {{"busy", 10}}}, {"script", "Hi {{firstName}}"}},
                      200);
  CHECK(updated["callerId"] == "+12025550147");
  CHECK(updated["linesPerAgent"] == 2);
  CHECK(updated["retryMinutes"]["busy"] == 10);
  CHECK(updated["retryMinutes"]["noAnswer"] == 240);
  CHECK(updated["missingForActivation"].empty());
  // The agents screen sees the same assignment.
  const auto agents = send(server, "GET", "/api/v1/mayor/agents", owner.token, nullptr, 200);
  bool assigned = false;
  for (const auto& a : agents) {
    if (a["id"] == agent_id) assigned = a["campaignIds"] == json::array({made["id"]});
  }
  CHECK(assigned);

  CHECK(send(server, "POST", path + "/activate", owner.token, nullptr, 200)["status"] == "active");
  test::check_error(test::call(server, "PUT", path, owner.token, json{{"listIds", json::array()}}.dump()), 409,
                    "An active campaign needs this: Choose at least one lead list");
  CHECK(send(server, "POST", path + "/pause", owner.token, nullptr, 200)["status"] == "paused");
  test::check_error(test::call(server, "POST", path + "/pause", owner.token), 409, "Only an active campaign can be paused");
  server.restart();
  const auto kept = send(server, "GET", path, owner.token, nullptr, 200);
  CHECK(kept["status"] == "paused");
  CHECK(kept["script"] == "Hi {{firstName}}");
  CHECK(kept["listIds"] == json::array({list["id"]}));
  CHECK(send(server, "POST", path + "/archive", owner.token, nullptr, 200)["status"] == "archived");
  test::check_error(test::call(server, "PUT", path, owner.token, json{{"name", "Again"}}.dump()), 409,
                    "An archived campaign cannot be changed");
}

TEST_CASE("campaigns: settings are checked field by field, and another organization's campaign is not found") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Checks", "o@checks.test");
  const auto other = test::register_company(server, "Other", "o@other.test");
  const auto made = send(server, "POST", "/api/v1/campaigns", owner.token, {{"name", "Checked"}}, 201);
  const std::string path = "/api/v1/campaigns/" + std::to_string(made["id"].get<int>());
  const auto refused = [&](const json& body, const std::string& message) {
    INFO(body.dump());
    test::check_error(test::call(server, "PUT", path, owner.token, body.dump()), 400, message);
  };
  refused({{"dialMode", "turbo"}}, "Dial mode must be preview, progressive or power");
  refused({{"linesPerAgent", 4}}, "Lines per agent must be 1, 2 or 3");
  refused({{"dialStatuses", {"won"}}}, "Statuses to dial must be a list of lead statuses, at least one");
  refused({{"dialStatuses", json::array()}}, "Statuses to dial must be a list of lead statuses, at least one");
  refused({{"leadOrder", "alphabetical"}}, "Lead order must be oldest_first, newest_first, fewest_attempts or random");
  refused({{"maxAttempts", 0}}, "Max attempts must be between 1 and 100");
  refused({{"retryMinutes", {{"noAnswer", 1}}}}, "Retry delays must be whole minutes from 2 to 43200 (30 days)");
  refused({{"wrapUpSeconds", 601}}, "Wrap-up must be between 0 and 600 seconds");
  refused({{"callerId", "123"}}, "Caller ID must be a valid phone number such as +12025550147");
  refused({{"machineDetection", "yes"}}, "machineDetection must be true or false");
  refused({{"listIds", {999}}}, "The selected list does not exist");
  refused({{"agentIds", {999}}}, "One of the agents does not exist");
  refused({{"name", ""}}, "Please enter a campaign name");
  // Nothing of those changed it; a campaign made with bad settings is not made at all.
  CHECK(send(server, "GET", path, owner.token, nullptr, 200)["updatedAt"] == made["updatedAt"]);
  test::check_error(test::call(server, "POST", "/api/v1/campaigns", owner.token,
                               json{{"name", "Half"}, {"dialMode", "turbo"}}.dump()),
                    400, "Dial mode must be preview, progressive or power");
  CHECK(send(server, "GET", "/api/v1/campaigns", owner.token, nullptr, 200).size() == 1);

  test::check_error(test::call(server, "GET", path, other.token), 404, "Campaign not found");
  test::check_error(test::call(server, "POST", path + "/activate", other.token), 404, "Campaign not found");
}
