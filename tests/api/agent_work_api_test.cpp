// Agents working leads in preview over real HTTP, against the Twilio stub with Twilio's side played by a signing
// player, on a frozen clock: the next lead reserved for one agent with the script filled in, a skip that gives it
// to the others first, the call moving the agent on a call and into wrap-up, the disposition it needs before
// anything else, wrap-up ending by the clock; callbacks timed in the lead's own window coming back when due; and
// many agents asking at once never share a lead.
#include <doctest/doctest.h>

#include <algorithm>

#include <chrono>
#include <set>
#include <thread>

#include "events/events.hpp"
#include "support/agent_floor.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using test::ok;
using Floor = test::AgentFloor;

}  // namespace

TEST_CASE("working leads: preview reserves the next lead, one passed over goes to the others, the call runs through wrap-up") {
  Floor floor("previewfloor", 2);
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto& kim = floor.agents[1];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0100");
  const auto bob = floor.lead("Bob", "Moses", "+1 212 555 0101");
  floor.refill();

  test::check_error(floor.next(sam), 409, "Go ready in a campaign to get leads");
  ok(floor.ready(sam));
  auto held = ok(floor.next(sam))["held"];
  REQUIRE(held.is_object());
  CHECK(held["state"] == "reserved");
  CHECK(held["lead"]["id"] == ada);  // oldest first
  CHECK(held["lead"]["phone"] == "+1 212 555 0100");
  CHECK(held["campaign"]["name"] == "Solar");
  CHECK(held["campaign"]["dialMode"] == "preview");
  CHECK(held["script"] == "Hi Ada, this is " + sam.user["name"].get<std::string>() + " from Solar. {{shoeSize}}");
  CHECK(held["callingTime"]["insideWindow"] == true);
  CHECK(held["callingTime"]["zones"] == json::array({"America/New_York"}));
  CHECK(held["attempts"] == 0);
  CHECK(held["lastOutcome"].is_null());
  CHECK(held["history"].size() == 1);  // created
  CHECK(held["calls"].empty());
  CHECK(held["call"].is_null());
  // Asking again (a second tab, a double press) gives the same lead, and so does the page after a reload.
  CHECK(ok(floor.next(sam))["held"]["lead"]["id"] == ada);
  CHECK(ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"]["lead"]["id"] == ada);
  auto state = floor.state(sam);
  CHECK(state["state"] == "reserved");
  // The admins' board names the lead.
  const auto board = ok(test::call(server, "GET", "/api/v1/agents/states", floor.owner.token))["agents"];
  const auto row = std::find_if(board.begin(), board.end(), [&](const json& a) { return a["agentId"] == sam.user["id"]; });
  REQUIRE(row != board.end());
  CHECK((*row)["state"] == "reserved");
  CHECK((*row)["lead"] == json{{"id", ada}, {"name", "Ada Lovelace"}});
  test::check_error(test::call(server, "PUT", "/api/v1/me/state", sam.token, R"({"state":"paused","reason":"Break"})"), 409,
                    "Finish the call before changing your state");

  // A skip needs a reason; the lead then goes to the other agents first.
  test::check_error(test::call(server, "POST", "/api/v1/me/skip", sam.token, R"({"reason":"  "})"), 400, "Say why you skip this lead");
  ok(test::call(server, "POST", "/api/v1/me/skip", sam.token, R"({"reason":"Asked for a Spanish speaker"})"), 204);
  CHECK(floor.state(sam)["state"] == "ready");
  CHECK(ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"].is_null());
  test::check_error(test::call(server, "POST", "/api/v1/me/skip", sam.token, R"({"reason":"again"})"), 409, "You hold no lead to skip");
  held = ok(floor.next(sam))["held"];
  CHECK(held["lead"]["id"] == bob);
  ok(floor.ready(kim));
  const auto kims = ok(floor.next(kim))["held"];
  CHECK(kims["lead"]["id"] == ada);
  REQUIRE(kims["skips"].size() == 1);
  CHECK(kims["skips"][0]["reason"] == "Asked for a Spanish speaker");
  CHECK(kims["skips"][0]["agent"] == sam.user["name"]);

  // Sam calls Bob: on a call, then wrap-up when the call ends.
  const auto placed = ok(test::call(server, "POST", "/api/v1/calls", sam.token,
                                    json{{"campaignId", floor.campaign}, {"leadId", bob}, {"audio", "browser"}}.dump()),
                         201);
  const std::int64_t call_id = placed["id"];
  state = floor.state(sam);
  CHECK(state["state"] == "on_call");
  CHECK(state["callId"] == call_id);
  CHECK(ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"]["call"]["id"] == call_id);
  const auto twiml = test::parse_dial_twiml(
      floor.player.browser_connects("agent-" + std::to_string(sam.user["id"].get<std::int64_t>()), call_id,
                                    "CA00000000000000000000000000000c01")->body);
  test::LeadLegScript talk;
  talk.talk_seconds = 95;
  floor.clock.advance(2min);
  floor.player.run_lead_leg(twiml, "CA00000000000000000000000000000c01", talk);
  state = floor.state(sam);
  CHECK(state["state"] == "wrap_up");
  CHECK(state["since"] == "2026-11-25T18:02:00.000Z");
  held = ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"];
  CHECK(held["state"] == "wrap_up");
  CHECK(held["wrapUpEndsAt"] == "2026-11-25T18:02:30.000Z");
  CHECK(held["call"]["status"] == "completed");
  CHECK(held["attempts"] == 1);

  // Nothing else before the disposition: no next lead, no pause — and the clock running out changes nothing.
  test::check_error(floor.next(sam), 409, "Give the call its disposition first");
  test::check_error(test::call(server, "PUT", "/api/v1/me/state", sam.token, R"({"state":"paused","reason":"Break"})"), 409,
                    "Give the call its disposition first");
  floor.advance(45s);
  CHECK(floor.state(sam)["state"] == "wrap_up");
  ok(test::call(server, "POST", "/api/v1/calls/" + std::to_string(call_id) + "/disposition", sam.token, R"({"code":"interested"})"));
  // Past its wrap-up, the disposition makes the agent ready at the next tick.
  floor.advance(1s);
  CHECK(floor.state(sam)["state"] == "ready");
  CHECK(ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"].is_null());

  // Sam skipped Ada and Kim holds her: nothing for Sam now.
  const auto none = ok(floor.next(sam));
  CHECK(none["held"].is_null());
  CHECK(none["message"] == "No lead of your campaign can be called now");
  CHECK(floor.state(sam)["state"] == "ready");

  // Sam's day so far: one call of 95 s talked, a contact, 46 s of wrap-up.
  const std::string day = "?from=2026-11-25T00:00:00Z&to=2026-11-26T00:00:00Z";
  const auto mine = ok(test::call(server, "GET", "/api/v1/me/metrics" + day, sam.token));
  CHECK(mine["calls"] == 1);
  CHECK(mine["talkSeconds"] == 95);
  CHECK(mine["contacts"] == 1);
  CHECK(mine["conversions"] == 0);
  CHECK(mine["secondsInState"]["wrap_up"] == 46);
  CHECK(mine["averageHandleSeconds"] == 95 + 46);
  CHECK(mine["pausedSeconds"] == 0);
  test::check_error(test::call(server, "GET", "/api/v1/me/metrics?from=2026-11-25T00:00:00Z", sam.token), 400, "Give from and to");
  const auto figures = ok(test::call(server, "GET", "/api/v1/agents/metrics" + day, floor.owner.token))["agents"];
  const auto sams = std::find_if(figures.begin(), figures.end(), [&](const json& a) { return a["agentId"] == sam.user["id"]; });
  REQUIRE(sams != figures.end());
  CHECK((*sams)["calls"] == 1);
  CHECK((*sams)["secondsInState"]["on_call"] == 120);
}

TEST_CASE("working leads: a disposition given within wrap-up ends it when the time is up, or at once for the next lead") {
  Floor floor("wrapupfloor", 1);
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0100");
  const auto bob = floor.lead("Bob", "Moses", "+1 212 555 0101");
  floor.refill();
  ok(floor.ready(sam));
  CHECK(ok(floor.next(sam))["held"]["lead"]["id"] == ada);
  const auto call_id = floor.call_through(sam, ada, "CA00000000000000000000000000000d01");
  CHECK(floor.state(sam)["state"] == "wrap_up");
  // The disposition during wrap-up: the agent stays in it until its 30 seconds are up.
  ok(test::call(server, "POST", "/api/v1/calls/" + std::to_string(call_id) + "/disposition", sam.token, R"({"code":"no_answer"})"));
  floor.advance(10s);
  CHECK(floor.state(sam)["state"] == "wrap_up");
  // "Next lead now" ends it early.
  const auto held = ok(floor.next(sam))["held"];
  CHECK(held["lead"]["id"] == bob);
  CHECK(held["state"] == "reserved");
  CHECK(held["call"].is_null());
}

TEST_CASE("working leads: agents asking at once never get the same lead") {
  constexpr int kAgents = 8;
  Floor floor("rushfloor", kAgents);
  for (int i = 0; i < kAgents + 2; ++i) floor.lead("Lead", std::to_string(i), "+1 212 555 01" + std::to_string(10 + i));
  floor.refill();
  for (const auto& agent : floor.agents) ok(floor.ready(agent));
  std::vector<std::int64_t> got(kAgents);
  std::vector<std::thread> rush;
  for (int i = 0; i < kAgents; ++i) {
    rush.emplace_back([&, i] {
      // Each agent presses twice at once, as a double click does.
      std::thread twice([&] { floor.next(floor.agents[i]); });
      const auto res = floor.next(floor.agents[i]);
      twice.join();
      got[i] = res && res->status == 200 ? json::parse(res->body)["held"]["lead"]["id"].get<std::int64_t>() : -1;
    });
  }
  for (auto& t : rush) t.join();
  CHECK(std::set<std::int64_t>(got.begin(), got.end()).size() == kAgents);
  const auto hopper = ok(test::call(floor.server, "GET", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/hopper",
                                    floor.owner.token))["entries"];
  int reserved = 0;
  for (const auto& e : hopper) reserved += e["claimedBy"].is_null() ? 0 : 1;
  CHECK(reserved == kAgents);  // one each, the double presses included
  for (int i = 0; i < kAgents; ++i) CHECK(floor.state(floor.agents[i])["state"] == "reserved");
}

TEST_CASE("working leads: a callback is timed in the lead's own window and comes back to its agent when due") {
  Floor floor("callbackfloor", 2);
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto& kim = floor.agents[1];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0100");
  const auto bob = floor.lead("Bob", "Moses", "+1 212 555 0101");
  floor.refill();
  ok(floor.ready(sam));
  ok(floor.ready(kim));
  CHECK(ok(floor.next(sam))["held"]["lead"]["id"] == ada);
  CHECK(ok(floor.next(kim))["held"]["lead"]["id"] == bob);
  const auto sams_call = floor.call_through(sam, ada, "CA00000000000000000000000000000e01");
  const auto kims_call = floor.call_through(kim, bob, "CA00000000000000000000000000000e02");

  // Now is 13:00 on Wednesday in New York; the window is 08:00–21:00.
  const auto callback = [&](const std::string& at) {
    return json{{"code", "callback"}, {"callback", {{"at", at}, {"mineOnly", true}, {"note", "Wants the spouse on the call"}}}};
  };
  test::check_error(floor.dispose(sam, sams_call, {{"code", "callback"}}), 400, "Choose when to call the lead back");
  test::check_error(floor.dispose(sam, sams_call, callback("2026-11-26T22:00")), 400,
                    "Choose a time inside the window: the lead's calling window that day is 08:00–21:00 (America/New_York)");
  test::check_error(floor.dispose(sam, sams_call, callback("2026-11-25T12:30")), 400, "Choose a time in the future");
  test::check_error(floor.dispose(sam, sams_call, callback("2027-03-14T02:30")), 400,
                    "That time does not exist in America/New_York: the clocks go forward over it");
  test::check_error(floor.dispose(sam, sams_call, callback("tomorrow at ten")), 400, "Give the date and time as 2026-11-27T10:30");
  test::check_error(floor.dispose(sam, sams_call, {{"code", "sale"}, {"callback", {{"at", "2026-11-26T10:30"}}}}), 400,
                    "Only a callback disposition schedules a callback");
  CHECK(floor.state(sam)["state"] == "wrap_up");  // nothing given yet
  // 08:00 is the window's first minute; a fall-back night's repeated hour is not in it either way.
  ok(floor.dispose(sam, sams_call, callback("2026-11-26T10:30")));
  ok(floor.dispose(kim, kims_call, {{"code", "callback"}, {"callback", {{"at", "2026-11-26T11:00"}, {"mineOnly", false}}}}));

  auto mine = ok(test::call(server, "GET", "/api/v1/me/callbacks", sam.token))["callbacks"];
  REQUIRE(mine.size() == 1);
  CHECK(mine[0]["lead"]["name"] == "Ada Lovelace");
  CHECK(mine[0]["campaign"]["name"] == "Solar");
  CHECK(mine[0]["dueAt"] == "2026-11-26T15:30:00.000Z");
  CHECK(mine[0]["localTime"] == "2026-11-26T10:30");
  CHECK(mine[0]["timezone"] == "America/New_York");
  CHECK(mine[0]["mineOnly"] == true);
  CHECK(mine[0]["note"] == "Wants the spouse on the call");
  CHECK(mine[0]["status"] == "scheduled");
  CHECK(mine[0]["overdue"] == false);
  CHECK(ok(test::call(server, "GET", "/api/v1/me/callbacks", kim.token))["callbacks"][0]["mineOnly"] == false);

  // Until its time, the lead is not dialed, even by another agent.
  floor.advance(40s);
  ok(floor.ready(kim));
  CHECK(ok(floor.next(kim))["held"].is_null());

  // The next morning at 11:01 in New York: both came due, Ada for Sam alone, Bob for anyone.
  floor.clock.advance(std::chrono::sys_days{std::chrono::year{2026} / 11 / 26} + 16h + 1min - floor.clock.now());
  const auto before_due = server.app().events().last_sequence();
  floor.advance(30s, "callbacks-due");
  const auto hopper = ok(test::call(server, "GET", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/hopper",
                                    floor.owner.token))["entries"];
  REQUIRE(hopper.size() == 2);
  // The Priority Queue on screen hears of it.
  const auto since_due = server.app().events().since(before_due);
  REQUIRE(since_due);
  CHECK(std::any_of(since_due->begin(), since_due->end(), [&](const dialer::events::Event& e) {
    const auto* changed = std::get_if<dialer::events::HopperChanged>(&e.payload);
    return changed && changed->campaign_id == floor.campaign;
  }));
  CHECK(hopper[0]["source"] == "callback");
  CHECK(hopper[0]["priority"] == 50);
  mine = ok(test::call(server, "GET", "/api/v1/me/callbacks", sam.token))["callbacks"];
  CHECK(mine[0]["overdue"] == true);
  CHECK(mine[0]["status"] == "queued");
  ok(floor.ready(kim));
  CHECK(ok(floor.next(kim))["held"]["lead"]["id"] == bob);  // Ada is Sam's
  ok(floor.ready(sam));
  const auto held = ok(floor.next(sam))["held"];
  CHECK(held["lead"]["id"] == ada);
  CHECK(held["source"] == "callback");
  // Calling her back keeps the promise.
  const auto again = floor.call_through(sam, ada, "CA00000000000000000000000000000e03");
  ok(floor.dispose(sam, again, {{"code", "interested"}}));
  CHECK(ok(test::call(server, "GET", "/api/v1/me/callbacks", sam.token))["callbacks"].empty());
}

TEST_CASE("working leads: a browser that drops in wrap-up leaves no call without a disposition: Agent lost") {
  Floor floor("lostfloor", 1);
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0100");
  floor.refill();
  ok(floor.ready(sam));
  CHECK(ok(floor.next(sam))["held"]["lead"]["id"] == ada);
  const auto call_id = floor.call_through(sam, ada, "CA00000000000000000000000000000f01");
  CHECK(floor.state(sam)["state"] == "wrap_up");
  // An agent cannot give the system's disposition.
  test::check_error(floor.dispose(sam, call_id, {{"code", "agent_lost"}}), 400, "Choose one of the organization's dispositions");
  const auto offered = ok(test::call(server, "GET", "/api/v1/dispositions", sam.token))["dispositions"];
  const auto lost = std::find_if(offered.begin(), offered.end(), [](const json& d) { return d["code"] == "agent_lost"; });
  REQUIRE(lost != offered.end());
  CHECK((*lost)["system"] == true);
  CHECK((*lost)["hotkey"] == "");

  // The browser goes silent: offline after a minute, and the call gets "Agent lost" by the next sweep.
  floor.advance(70s, "agent-presence");
  CHECK(floor.state(sam)["state"] == "offline");
  floor.advance(70s, "stale-call-sweep");
  const auto call = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(call_id), floor.owner.token));
  CHECK(call["disposition"]["code"] == "agent_lost");
  CHECK(call["disposition"]["label"] == "Agent lost");
}
