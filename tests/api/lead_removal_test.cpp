// A lead's removal over real HTTP: its id is never given to another organization's lead, and what named it lets go
// in the same write — the hopper, the agent reserving it, its open callbacks — while its calls keep their history
// with the lead marked deleted. A lead an agent is on a call with, or wrapping up, waits for the disposition.
#include <doctest/doctest.h>

#include <chrono>

#include "support/agent_floor.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using test::ok;

std::string lead_path(std::int64_t id) { return "/api/v1/leads/" + std::to_string(id); }

}  // namespace

TEST_CASE("lead removal: a deleted lead's id goes to no other organization's lead, and its hopper entry goes with it") {
  test::AgentFloor floor("removala", 1);
  auto& server = floor.server;
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0100");
  floor.refill();
  const auto hopper = "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/hopper";
  REQUIRE(ok(test::call(server, "GET", hopper, floor.owner.token))["entries"].size() == 1);

  ok(test::call(server, "DELETE", lead_path(ada), floor.owner.token), 204);
  CHECK(ok(test::call(server, "GET", hopper, floor.owner.token))["entries"].empty());

  const auto other = test::register_company(server, "Other Co", "owner@other.test");
  const auto bob = test::create_lead(server, other.token, {{"name", "Bob Secret"}, {"phone", "+13055550199"}});
  CHECK(bob["id"].get<std::int64_t>() > ada);
  floor.refill();
  const auto body = test::call(server, "GET", hopper, floor.owner.token)->body;
  CHECK(body.find("Bob Secret") == std::string::npos);
  CHECK(body.find("3055550199") == std::string::npos);
  test::check_error(test::call(server, "GET", lead_path(bob["id"]), floor.owner.token), 404, "Lead not found");
}

TEST_CASE("lead removal: the agent reserving it is ready again, its callbacks end, its calls say the lead was deleted") {
  test::AgentFloor floor("removalb", 2);
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto& kim = floor.agents[1];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0100");
  const auto bob = floor.lead("Bob", "Moses", "+1 212 555 0101");
  floor.refill();
  ok(floor.ready(kim));
  CHECK(ok(floor.next(kim))["held"]["lead"]["id"] == ada);
  const auto call = floor.call_through(kim, ada, "CA00000000000000000000000000000f01");
  ok(floor.ready(sam));
  CHECK(ok(floor.next(sam))["held"]["lead"]["id"] == bob);

  // Kim wraps Ada's call up: Ada stays until the call has its disposition and the wrap-up is over.
  test::check_error(test::call(server, "DELETE", lead_path(ada), floor.owner.token), 409,
                    kim.user["name"].get<std::string>() +
                        " is on a call with Ada Lovelace: delete the lead once the call has its disposition");
  ok(floor.dispose(kim, call, {{"code", "callback"}, {"callback", {{"at", "2026-11-26T10:30"}, {"mineOnly", true}}}}));
  floor.advance(31s);
  CHECK(floor.state(kim)["state"] == "ready");
  REQUIRE(ok(test::call(server, "GET", "/api/v1/me/callbacks", kim.token))["callbacks"].size() == 1);

  ok(test::call(server, "DELETE", lead_path(ada), floor.owner.token), 204);
  CHECK(ok(test::call(server, "GET", "/api/v1/me/callbacks", kim.token))["callbacks"].empty());
  const auto kept = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(call), floor.owner.token));
  CHECK(kept["lead"] == json{{"id", ada}, {"name", ""}, {"deleted", true}});
  CHECK(kept["disposition"]["code"] == "callback");

  // Sam holds Bob in preview: the removal hands Sam back to the dialer.
  ok(test::call(server, "DELETE", lead_path(bob), floor.owner.token), 204);
  CHECK(floor.state(sam)["state"] == "ready");
  CHECK(ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"].is_null());
  const auto hopper = "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/hopper";
  CHECK(ok(test::call(server, "GET", hopper, floor.owner.token))["entries"].empty());
}
