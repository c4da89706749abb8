// Speed to lead over real HTTP on a frozen clock: a webhook names the list its leads join, and a lead it makes
// goes into the hopper of every running campaign over that list at priority 40, ahead of the standard leads and
// beyond the level — unless its calling window is closed, when it waits its turn like any other lead.
#include <doctest/doctest.h>

#include <chrono>

#include "support/accounts.hpp"
#include "support/frozen_server.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// 17:30 UTC on Wednesday 25 November 2026: 12:30 in New York, 07:30 in Honolulu.
const dialer::Clock::time_point kWebhookLeadStart =
    std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 17h + 30min;

std::string webhook_inbound_path(const json& webhook) {
  const std::string url = webhook["url"];
  const auto at = url.find("/api/v1/webhooks/leads");
  REQUIRE(at != std::string::npos);
  return url.substr(at);
}

std::vector<std::string> lead_names_of(const json& entries) {
  std::vector<std::string> names;
  for (const auto& e : entries) names.push_back(e["leadName"]);
  return names;
}

}  // namespace

TEST_CASE("hopper: a webhook's new lead is called first by the campaigns over its list, if its window is open") {
  test::FrozenServer frozen{kWebhookLeadStart};
  auto& server = frozen.server;
  const auto owner = test::register_company(server, "Speed Co", "o@speed.test");
  const auto me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", owner.token))["user"];
  const std::int64_t list = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Web"})"))["id"];
  for (int i = 0; i < 3; ++i) {
    test::create_lead(server, owner.token,
                      {{"name", "Standing " + std::to_string(i)}, {"phone", "(212) 555-014" + std::to_string(i)}, {"listId", list}});
  }
  auto res = test::call(server, "POST", "/api/v1/campaigns", owner.token,
                        json{{"name", "Web Leads"}, {"listIds", {list}}, {"callerId", "+12025550147"},
                             {"agentIds", {me["id"]}}, {"hopperLevel", 2}}.dump());
  REQUIRE(res->status == 201);
  const std::string campaign = "/api/v1/campaigns/" + std::to_string(test::json_of(res)["id"].get<std::int64_t>());
  REQUIRE(test::call(server, "POST", campaign + "/activate", owner.token)->status == 200);
  json entries;
  REQUIRE(test::eventually([&] {
    entries = test::json_of(test::call(server, "GET", campaign + "/hopper", owner.token))["entries"];
    return entries.size() == 2;
  }));

  // The list must be one of the organization's.
  test::check_error(test::call(server, "POST", "/api/v1/webhooks", owner.token, R"({"name":"Form","listId":999999})"),
                    400, "Choose one of your lead lists");
  const auto other = test::register_company(server, "Other Co", "o@other-speed.test");
  const std::int64_t foreign =
      test::json_of(test::call(server, "POST", "/api/v1/lists", other.token, R"({"name":"Theirs"})"))["id"];
  test::check_error(test::call(server, "POST", "/api/v1/webhooks", owner.token,
                               json{{"name", "Form"}, {"listId", foreign}}.dump()),
                    400, "Choose one of your lead lists");
  res = test::call(server, "POST", "/api/v1/webhooks", owner.token, json{{"name", "Form"}, {"listId", list}}.dump());
  REQUIRE(res->status == 201);
  const auto webhook = test::json_of(res);
  CHECK(webhook["listId"] == list);
  CHECK(webhook["listName"] == "Web");

  // Two leads in one delivery: New York's window is open, Honolulu's opens at 08:00.
  const json delivery = json::array({{{"name", "Fresh Caller"}, {"phone", "(212) 555-0190"}},
                                     {{"name", "Island Caller"}, {"phone", "(808) 555-0191"}}});
  res = server.client().Post(webhook_inbound_path(webhook), delivery.dump(), "application/json");
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["created"] == 2);
  // The delivery asks the refill to run: nobody else does.
  REQUIRE(test::eventually([&] {
    entries = test::json_of(test::call(server, "GET", campaign + "/hopper", owner.token))["entries"];
    return entries.size() == 3;
  }));
  INFO(entries.dump());  // above the level of 2: a fresh lead does not wait for room
  CHECK(entries[0]["leadName"] == "Fresh Caller");
  CHECK(entries[0]["priority"] == 40);
  CHECK(entries[0]["source"] == "webhook");
  CHECK(lead_names_of(entries) == std::vector<std::string>{"Fresh Caller", "Standing 0", "Standing 1"});

  // The next agent gets it first.
  res = test::call(server, "POST", campaign + "/hopper/claim", owner.token);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["leadName"] == "Fresh Caller");

  // Without a list, a webhook's leads are in no campaign's lists: nothing enters the hopper.
  res = test::call(server, "PUT", "/api/v1/webhooks/" + std::to_string(webhook["id"].get<std::int64_t>()), owner.token,
                   R"({"listId":null})");
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["listId"].is_null());
  CHECK(test::json_of(res)["listName"].is_null());
  res = server.client().Post(webhook_inbound_path(webhook),
                             json{{"name", "Listless"}, {"phone", "(212) 555-0192"}}.dump(), "application/json");
  REQUIRE(res->status == 200);
  // It wakes no refill; the next one on the job's own schedule leaves the hopper as it was.
  frozen.clock.advance(31s);
  test::run_once_more(server.app().scheduler(), "hopper-refill");
  entries = test::json_of(test::call(server, "GET", campaign + "/hopper", owner.token))["entries"];
  CHECK(lead_names_of(entries) == std::vector<std::string>{"Standing 0", "Standing 1", "Fresh Caller"});
}
