// The campaign setup progress API over real HTTP: the six-step map, completing and un-completing steps,
// validation, organization isolation and persistence across a restart; "Campaign" is done only while a campaign
// runs.
#include <doctest/doctest.h>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

const char* const kSetupPath = "/api/v1/campaign-setup/progress";

const json kAllFalse = {{"integration", false}, {"leads", false}, {"list id", false},
                        {"cadence", false},     {"campaign", false}, {"agents", false}};

json progress(test::TestServer& server, const std::string& token) {
  auto res = test::call(server, "GET", kSetupPath, token);
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

json post_step(test::TestServer& server, const std::string& token, const json& body) {
  auto res = test::call(server, "POST", kSetupPath, token, body.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

json with(json map, const std::string& step, bool completed) {
  map[step] = completed;
  return map;
}

// A list, and a campaign over it with a caller ID and the owner as its agent, started; returns its path.
std::string start_a_campaign(test::TestServer& server, const std::string& token) {
  const auto me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", token))["user"];
  const auto list = test::json_of(test::call(server, "POST", "/api/v1/lists", token, R"({"name":"Setup"})"));
  auto res = test::call(server, "POST", "/api/v1/campaigns", token,
                        json{{"name", "Setup"}, {"listIds", {list["id"]}}, {"callerId", "+12025550147"},
                             {"agentIds", {me["id"]}}}.dump());
  REQUIRE(res->status == 201);
  const auto path = "/api/v1/campaigns/" + std::to_string(test::json_of(res)["id"].get<std::int64_t>());
  REQUIRE(test::call(server, "POST", path + "/activate", token)->status == 200);
  return path;
}

// An active cadence of one wait step (no number or template needed).
void activate_a_cadence(test::TestServer& server, const std::string& token) {
  auto res = test::call(server, "POST", "/api/v1/cadences", token,
                        json{{"name", "Setup"}, {"steps", {{{"kind", "wait"}, {"delay", {{"amount", 1}, {"unit", "hours"}}}}}}}.dump());
  REQUIRE(res->status == 201);
  const auto path = "/api/v1/cadences/" + std::to_string(test::json_of(res)["id"].get<std::int64_t>());
  REQUIRE(test::call(server, "POST", path + "/activate", token)->status == 200);
}

}  // namespace

TEST_CASE("campaign setup: a new organization has all six steps, each false, in the screen's order") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  auto res = test::call(server, "GET", kSetupPath, owner.token);
  REQUIRE(res);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res) == kAllFalse);
  // The keys arrive in the order of the steps (the UI walks them in that order).
  std::vector<std::string> keys;
  const auto ordered = nlohmann::ordered_json::parse(res->body);
  for (const auto& item : ordered.items()) keys.push_back(item.key());
  CHECK(keys == std::vector<std::string>{"integration", "leads", "list id", "cadence", "campaign", "agents"});
}

TEST_CASE("campaign setup: POST completes a step and answers the whole map") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");

  auto map = post_step(server, owner.token, {{"step", "integration"}, {"completed", true}});
  CHECK(map == with(kAllFalse, "integration", true));
  // "list id" has a space in it and is a step like any other.
  map = post_step(server, owner.token, {{"step", "list id"}, {"completed", true}, {"data", {{"started", true}}}});
  CHECK(map == with(with(kAllFalse, "integration", true), "list id", true));
  CHECK(progress(server, owner.token) == map);

  // Recording a step as started (the UI's Set Up button) leaves it not completed.
  map = post_step(server, owner.token, {{"step", "cadence"}, {"completed", false}, {"data", {{"started", true}}}});
  CHECK(map["cadence"] == false);
  // completed:false un-completes a completed step: the API does what it is told.
  map = post_step(server, owner.token, {{"step", "integration"}, {"completed", false}});
  CHECK(map == with(kAllFalse, "list id", true));

  start_a_campaign(server, owner.token);
  activate_a_cadence(server, owner.token);
  for (const auto* step : {"integration", "leads", "list id", "cadence", "campaign", "agents"}) {
    map = post_step(server, owner.token, {{"step", step}, {"completed", true}});
  }
  for (const auto& [step, done] : map.items()) CHECK_MESSAGE(done == true, step);
  CHECK(map.size() == 6);
}

TEST_CASE("campaign setup: unknown steps and malformed bodies answer 400 and change nothing") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto post = [&](const json& body) { return test::call(server, "POST", kSetupPath, owner.token, body.dump()); };

  auto res = post({{"step", "launch"}, {"completed", true}});
  test::check_error(res, 400, "Unknown setup step: launch");
  CHECK(test::json_of(res)["code"] == "validation_error");
  // Step names are the lowercase labels; the display label is not one of them.
  test::check_error(post({{"step", "List ID"}, {"completed", true}}), 400, "Unknown setup step: List ID");

  for (const auto& completed : {json("true"), json(1), json(nullptr)}) {
    INFO("completed = " << completed.dump());
    res = post({{"step", "leads"}, {"completed", completed}});
    REQUIRE(res);
    CHECK(res->status == 400);
  }
  res = post({{"step", "leads"}});  // completed missing
  REQUIRE(res);
  CHECK(res->status == 400);
  res = post({{"completed", true}});  // step missing
  REQUIRE(res);
  CHECK(res->status == 400);
  res = post({{"step", "leads"}, {"completed", true}, {"data", "started"}});  // data must be an object
  REQUIRE(res);
  CHECK(res->status == 400);
  res = post({{"step", "leads"}, {"completed", true}, {"data", {{"blob", std::string(17 * 1024, 'x')}}}});
  REQUIRE(res);
  CHECK(res->status == 400);  // data is capped at 16 KiB
  res = test::call(server, "POST", kSetupPath, owner.token, "{not json");
  REQUIRE(res);
  CHECK(res->status == 400);
  CHECK(test::json_of(res)["code"] == "invalid_json");

  CHECK(progress(server, owner.token) == kAllFalse);
}

TEST_CASE("campaign setup: admins only, and each organization has its own progress") {
  test::TestServer server;
  const auto acme = test::register_company(server, "Acme", "o@acme.test");
  const auto globex = test::register_company(server, "Globex", "o@globex.test");
  const auto admin = test::add_user(server, "Acme", "admin@acme.test", "admin");
  const auto agent = test::add_user(server, "Acme", "agent@acme.test", "agent");

  post_step(server, acme.token, {{"step", "leads"}, {"completed", true}});
  // An admin of the same organization sees and changes the same map.
  CHECK(progress(server, admin.token) == with(kAllFalse, "leads", true));
  post_step(server, admin.token, {{"step", "agents"}, {"completed", true}});
  CHECK(progress(server, acme.token) == with(with(kAllFalse, "leads", true), "agents", true));

  // Another company starts from scratch and its changes stay its own.
  CHECK(progress(server, globex.token) == kAllFalse);
  start_a_campaign(server, globex.token);
  post_step(server, globex.token, {{"step", "campaign"}, {"completed", true}});
  CHECK(progress(server, globex.token) == with(kAllFalse, "campaign", true));
  CHECK(progress(server, acme.token) == with(with(kAllFalse, "leads", true), "agents", true));

  auto res = test::call(server, "GET", kSetupPath, agent.token);
  REQUIRE(res);
  CHECK(res->status == 403);
  res = test::call(server, "POST", kSetupPath, agent.token, json{{"step", "leads"}, {"completed", false}}.dump());
  REQUIRE(res);
  CHECK(res->status == 403);
  res = test::call(server, "GET", kSetupPath);
  REQUIRE(res);
  CHECK(res->status == 401);
  CHECK(progress(server, acme.token)["leads"] == true);
}

TEST_CASE("campaign setup: progress survives a server restart") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  post_step(server, owner.token, {{"step", "list id"}, {"completed", true}, {"data", {{"started", true}}}});
  activate_a_cadence(server, owner.token);
  post_step(server, owner.token, {{"step", "cadence"}, {"completed", true}});
  server.restart();
  const auto again = test::sign_in(server, owner.email, owner.password);
  CHECK(progress(server, again.token) == with(with(kAllFalse, "list id", true), "cadence", true));
}

TEST_CASE("campaign setup: Campaign is completed only while one of the organization's campaigns runs") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  auto res =
      test::call(server, "POST", kSetupPath, owner.token, json{{"step", "campaign"}, {"completed", true}}.dump());
  test::check_error(res, 409, "Start a campaign first: this step is done once one of your campaigns is running");
  CHECK(progress(server, owner.token) == kAllFalse);

  const auto campaign = start_a_campaign(server, owner.token);
  CHECK(post_step(server, owner.token, {{"step", "campaign"}, {"completed", true}})["campaign"] == true);
  // Paused, nothing runs: the step reads as not done, and done again once it runs.
  REQUIRE(test::call(server, "POST", campaign + "/pause", owner.token)->status == 200);
  CHECK(progress(server, owner.token)["campaign"] == false);
  REQUIRE(test::call(server, "POST", campaign + "/activate", owner.token)->status == 200);
  CHECK(progress(server, owner.token)["campaign"] == true);
}

TEST_CASE("campaign setup: Cadence is completed only while one of the organization's cadences is active") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  test::check_error(test::call(server, "POST", kSetupPath, owner.token, json{{"step", "cadence"}, {"completed", true}}.dump()), 409,
                    "Activate a cadence first: this step is done once one of your cadences is active");
  CHECK(progress(server, owner.token) == kAllFalse);
  activate_a_cadence(server, owner.token);
  CHECK(post_step(server, owner.token, {{"step", "cadence"}, {"completed", true}})["cadence"] == true);
  // Paused again: the step reads as not done, and is done again once a cadence is active.
  const auto cadences = test::json_of(test::call(server, "GET", "/api/v1/cadences", owner.token))["cadences"];
  const auto path = "/api/v1/cadences/" + std::to_string(cadences[0]["id"].get<std::int64_t>());
  REQUIRE(test::call(server, "POST", path + "/pause", owner.token)->status == 200);
  CHECK(progress(server, owner.token)["cadence"] == false);
  REQUIRE(test::call(server, "POST", path + "/activate", owner.token)->status == 200);
  CHECK(progress(server, owner.token)["cadence"] == true);
}
