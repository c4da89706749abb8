// Progressive and power dialing over real HTTP against the Twilio stub, Twilio's side played by a signing player on
// a frozen clock: calls are placed only for agents waiting in their conference, as many as the mode allows; a person
// answering joins the agent ready the longest (whose screen then holds the lead), a machine is hung up on and given
// Voicemail, an answer with nobody free is abandoned with the message and counted, and above 3 % abandoned the
// campaign drops to one line per agent; calls per second hold the dialer back. Mine-only callbacks come back to
// their agent, an agent's phone can wait in its conference, the connected lead can be held, and the hopper's
// automatic level follows the agents at work.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <set>
#include <thread>
#include <vector>

#include "support/agent_floor.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using test::ok;

std::vector<json> calls_with(test::AgentFloor& floor, const std::string& status) {
  std::vector<json> out;
  const auto calls = floor.campaign_calls();
  for (const auto& c : calls) {
    if (c["status"] == status) out.push_back(c);
  }
  return out;
}

// Waits until exactly `n` calls are ringing and each has its SID: a call is written as queued before Twilio answers
// the request that places it, so a queued call may not have its SID yet.
bool ringing_with_sid(test::AgentFloor& floor, std::size_t n) {
  return test::eventually([&] {
    const auto ringing = calls_with(floor, "queued");
    for (const auto& c : ringing) {
      if (!c["providerSid"].is_string()) return false;
    }
    return ringing.size() == n;
  });
}

// Waits until the dialer has placed `n` calls in all (each placed one gets its SID from the stub).
bool placed(test::AgentFloor& floor, std::size_t n) {
  return test::eventually([&] {
    const auto calls = floor.campaign_calls();
    std::size_t with_sid = 0;
    for (const auto& c : calls) with_sid += c["providerSid"].is_string() ? 1 : 0;
    return with_sid >= n;
  });
}

// The stub's Calls.json requests: what the server asked Twilio to dial.
std::vector<test::TwilioRequest> dial_requests(const test::AgentFloor& floor) {
  std::vector<test::TwilioRequest> out;
  for (const auto& r : floor.twilio.requests()) {
    if (r.method == "POST" && r.path.size() > 10 && r.path.ends_with("/Calls.json")) out.push_back(r);
  }
  return out;
}

std::string form_value(const test::TwilioRequest& r, const std::string& name) {
  const auto found = r.form.find(name);
  return found == r.form.end() ? "" : found->second;
}

}  // namespace

TEST_CASE("auto dialer: progressive places one call per agent waiting in its conference and hands the answer over") {
  test::AgentFloor floor("progressivefloor", 2, {{"dialMode", "progressive"}, {"machineDetection", true}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto& kim = floor.agents[1];
  for (int i = 0; i < 6; ++i) floor.lead("Lead", std::to_string(i), "+1 212 555 01" + std::to_string(20 + i));
  floor.refill();

  // Ready, but not in the conference yet: nothing is dialed. Preview's next lead is not for this campaign.
  ok(floor.ready(sam));
  test::check_error(floor.next(sam), 409,
                    "The campaign Solar dials by itself (progressive): its calls come to you as they connect");
  floor.advance(2s, "auto-dialer");
  CHECK(floor.campaign_calls().empty());

  // In its conference: one call, straight to a lead, machine detection decided before the answer is handed over.
  const auto joined = floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000a001");
  REQUIRE(joined);
  const std::string sams_conference =
      "dialer-org" + std::to_string(floor.owner.user["organizationId"].get<std::int64_t>()) + "-agent" +
      std::to_string(sam.user["id"].get<std::int64_t>());
  CHECK(joined->body.find(">" + sams_conference + "</Conference>") != std::string::npos);
  CHECK(joined->body.find("conference-left?agent=" + std::to_string(sam.user["id"].get<std::int64_t>())) != std::string::npos);
  REQUIRE(placed(floor, 1));
  floor.advance(2s, "auto-dialer");
  REQUIRE(floor.campaign_calls().size() == 1);  // one line for one agent, whatever the ticks
  const auto requests = dial_requests(floor);
  REQUIRE(requests.size() == 1);
  CHECK(form_value(requests[0], "From") == test::kFloorCallerId);
  CHECK(form_value(requests[0], "MachineDetection") == "Enable");
  CHECK(form_value(requests[0], "AsyncAmd").empty());
  const auto first = floor.campaign_calls()[0];
  const std::int64_t first_id = first["id"];
  CHECK(form_value(requests[0], "Url") == test::kPublicUrl + "/api/v1/twilio/voice?call=" + std::to_string(first_id) + "&leg=lead");
  CHECK(first["agent"].is_null());

  // A person answers: Sam's conference, Sam on the call, the lead on Sam's screen.
  const std::string first_sid = first["providerSid"];
  floor.player.dialer_call_reports(first_id, first_sid, {"initiated", "ringing", "in-progress"});
  const auto answer = floor.player.dialer_call_answered(first_id, first_sid, "human");
  REQUIRE(answer);
  CHECK(answer->body.find(">" + sams_conference + "</Conference>") != std::string::npos);
  auto state = floor.state(sam);
  CHECK(state["state"] == "on_call");
  CHECK(state["callId"] == first_id);
  const auto held = ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"];
  CHECK(held["lead"]["id"] == first["lead"]["id"]);
  CHECK(held["call"]["id"] == first_id);
  // Twilio asking again (a retry) does not hand it over twice.
  CHECK(test::parse_dial_twiml(floor.player.dialer_call_answered(first_id, first_sid, "human")->body).say ==
        "This call has already been handled.");

  // Kim waits too: one call for her; a machine answers it — hung up on, Voicemail, Kim still waiting, and the next
  // call for her goes out.
  ok(floor.ready(kim));
  REQUIRE(floor.player.joins_conference(floor.identity(kim), "CA0000000000000000000000000000a002"));
  REQUIRE(placed(floor, 2));
  const auto second = calls_with(floor, "queued").at(0);
  const std::int64_t second_id = second["id"];
  const auto machine = floor.player.dialer_call_answered(second_id, second["providerSid"], "machine_start");
  REQUIRE(machine);
  CHECK(machine->body.find("<Hangup/>") != std::string::npos);
  CHECK(machine->body.find("Conference") == std::string::npos);
  floor.player.dialer_call_reports(second_id, second["providerSid"], {"completed"}, 4);
  const auto machine_call = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(second_id), floor.owner.token));
  CHECK(machine_call["answeredBy"] == "machine");
  CHECK(machine_call["disposition"]["code"] == "voicemail");
  CHECK(floor.state(kim)["state"] == "ready");
  REQUIRE(placed(floor, 3));

  // Nobody answers the third: No Answer, and the lead waits its retry delay.
  const auto third = calls_with(floor, "queued").at(0);
  floor.player.dialer_call_reports(third["id"], third["providerSid"], {"initiated", "ringing", "no-answer"});
  const auto unanswered = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(third["id"].get<std::int64_t>()),
                                        floor.owner.token));
  CHECK(unanswered["disposition"]["code"] == "no_answer");

  // Sam's call ends: wrap-up, then Sam waits again after the disposition and gets the next call.
  floor.player.dialer_call_reports(first_id, first_sid, {"completed"}, 80);
  CHECK(floor.state(sam)["state"] == "wrap_up");
  ok(floor.dispose(sam, first_id, {{"code", "interested"}}));
  floor.advance(31s);
  CHECK(floor.state(sam)["state"] == "ready");
  // Kim's line (after the no-answer) and Sam's: each agent one line.
  REQUIRE(ringing_with_sid(floor, 2));

  // Sam's browser leaves the conference: no call is placed for Sam any more.
  const auto left = floor.player.leaves_conference(sam.user["id"], "CA0000000000000000000000000000a001");
  REQUIRE(left);
  CHECK(left->status == 200);
  CHECK(floor.state(sam)["state"] == "ready");
  const auto ringing_before = calls_with(floor, "queued").size();
  for (const auto& c : calls_with(floor, "queued")) {
    floor.player.dialer_call_reports(c["id"], c["providerSid"], {"busy"});
  }
  CHECK(ringing_before == 2);
  // Kim's next call goes out once both reports are in (each report wakes the dialer; the first one still saw the
  // other call ringing); after another tick, still Kim's alone.
  CHECK(test::eventually([&] { return calls_with(floor, "queued").size() == 1; }));
  floor.advance(2s, "auto-dialer");
  CHECK(calls_with(floor, "queued").size() == 1);
  // No lead was ever on two calls at once, and every call went to a different lead or a later attempt.
  std::set<std::int64_t> live_leads;
  for (const auto& c : calls_with(floor, "queued")) CHECK(live_leads.insert(c["lead"]["id"].get<std::int64_t>()).second);
}

TEST_CASE("auto dialer: power dials the campaign's lines, abandons an answer nobody can take, and slows down above 3 %") {
  test::AgentFloor floor("powerfloor", 1, {{"dialMode", "power"}, {"linesPerAgent", 3}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  for (int i = 0; i < 8; ++i) floor.lead("Lead", std::to_string(i), "+1 212 555 01" + std::to_string(30 + i));
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000b001"));
  REQUIRE(placed(floor, 3));
  floor.advance(2s, "auto-dialer");
  auto ringing = calls_with(floor, "queued");
  REQUIRE(ringing.size() == 3);  // three lines for the one agent

  // Two people answer: the first gets Sam; the second nobody — the message, the end, counted.
  for (int i = 0; i < 2; ++i) {
    floor.player.dialer_call_reports(ringing[i]["id"], ringing[i]["providerSid"], {"initiated", "ringing", "in-progress"});
  }
  const auto taken = floor.player.dialer_call_answered(ringing[0]["id"], ringing[0]["providerSid"], "");
  CHECK(taken->body.find("</Conference>") != std::string::npos);
  const auto dropped = floor.player.dialer_call_answered(ringing[1]["id"], ringing[1]["providerSid"], "human");
  const auto twiml = test::parse_dial_twiml(dropped->body);
  CHECK(twiml.say == "Hello, this is powerfloor, with a telemarketing call. We are sorry: all of our agents are busy. "
                     "To stop these calls, press 9 now, or call " + test::kFloorCallerId + ".");
  floor.player.dialer_call_reports(ringing[1]["id"], ringing[1]["providerSid"], {"completed"}, 9);
  const auto abandoned = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(ringing[1]["id"].get<std::int64_t>()),
                                       floor.owner.token));
  CHECK(abandoned["abandoned"] == true);
  CHECK(abandoned["agent"].is_null());
  const auto totals = ok(test::call(server, "GET", "/api/v1/calls/analytics?from=2026-11-25T00:00:00Z&to=2026-11-26T00:00:00Z",
                                    floor.owner.token))["totals"];
  CHECK(totals["abandoned"] == 1);
  CHECK(totals["human"] == 2);
  // The third rings out.
  floor.player.dialer_call_reports(ringing[2]["id"], ringing[2]["providerSid"], {"no-answer"});

  // 1 abandoned of 2 answered by a person: 50 %. The rate is read again after a minute: then one line per agent.
  floor.player.dialer_call_reports(ringing[0]["id"], ringing[0]["providerSid"], {"completed"}, 60);
  for (int i = 0; i < 4; ++i) {
    floor.advance(20s);
    ok(test::call(server, "POST", "/api/v1/me/heartbeat", sam.token), 204);
  }
  ok(floor.dispose(sam, ringing[0]["id"], {{"code", "not_interested"}}));
  floor.advance(1s);
  CHECK(floor.state(sam)["state"] == "ready");
  floor.advance(2s, "auto-dialer");
  REQUIRE(placed(floor, 4));
  floor.advance(2s, "auto-dialer");
  CHECK(calls_with(floor, "queued").size() == 1);
}

TEST_CASE("auto dialer: calls per second hold the dialer back and it goes on when the second has passed") {
  test::AgentFloor floor("pacedfloor", 1, {{"dialMode", "power"}, {"linesPerAgent", 3}}, 1.0);
  const auto& sam = floor.agents[0];
  for (int i = 0; i < 5; ++i) floor.lead("Lead", std::to_string(i), "+1 212 555 01" + std::to_string(40 + i));
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000c001"));
  REQUIRE(placed(floor, 1));
  CHECK(floor.campaign_calls().size() == 1);  // one a second
  floor.advance(1s, "auto-dialer");
  REQUIRE(placed(floor, 2));
  CHECK(floor.campaign_calls().size() == 2);
  floor.advance(1s, "auto-dialer");
  REQUIRE(placed(floor, 3));
  floor.advance(1s, "auto-dialer");
  CHECK(floor.campaign_calls().size() == 3);  // the three lines, and no more
}

TEST_CASE("auto dialer: a mine-only callback comes back to its own agent, on call with the lead as it rings") {
  test::AgentFloor floor("callbackdialer", 2, {{"dialMode", "progressive"}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto& kim = floor.agents[1];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0140");
  const auto bob = floor.lead("Bob", "Moses", "+1 212 555 0141");
  floor.refill();
  const auto calls_to = [&](std::int64_t lead) {
    std::vector<json> out;
    const auto calls = floor.campaign_calls();
    for (const auto& c : calls) {
      if (c["lead"]["id"] == lead) out.push_back(c);
    }
    return out;
  };

  // Sam talks to Ada, who asks to be called back by Sam tomorrow at 10:30 her time; Sam goes on a break.
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000c001"));
  REQUIRE(placed(floor, 1));
  const auto first = floor.campaign_calls()[0];
  REQUIRE(first["lead"]["id"] == ada);
  floor.player.dialer_call_reports(first["id"], first["providerSid"], {"initiated", "ringing", "in-progress"});
  REQUIRE(floor.player.dialer_call_answered(first["id"], first["providerSid"], "human"));
  floor.player.dialer_call_reports(first["id"], first["providerSid"], {"completed"}, 70);
  ok(floor.dispose(sam, first["id"], {{"code", "callback"}, {"callback", {{"at", "2026-11-26T10:30"}, {"mineOnly", true}}}}));
  ok(test::call(server, "PUT", "/api/v1/me/state", sam.token, json{{"state", "paused"}, {"reason", "Break"}}.dump()));

  // The next day at 11:01 in New York the callback is due. Kim waits in her conference: Bob is dialed for her, never Ada.
  floor.clock.advance(std::chrono::sys_days{std::chrono::year{2026} / 11 / 26} + 16h + 1min - floor.clock.now());
  floor.advance(30s, "callbacks-due");
  ok(floor.ready(kim));
  REQUIRE(floor.player.joins_conference(floor.identity(kim), "CA0000000000000000000000000000c002"));
  REQUIRE(placed(floor, 2));
  CHECK(floor.campaign_calls()[0]["lead"]["id"] == bob);
  floor.advance(2s, "auto-dialer");
  CHECK(calls_to(ada).size() == 1);

  // Sam comes back: Ada is dialed for Sam, who is on the call with her lead while it rings.
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000c003"));
  REQUIRE(test::eventually([&] { return calls_to(ada).size() == 2 && calls_to(ada)[0]["providerSid"].is_string(); }));
  const auto again = calls_to(ada)[0];
  const std::int64_t again_id = again["id"];
  CHECK(again["agent"]["id"] == sam.user["id"]);
  auto state = floor.state(sam);
  CHECK(state["state"] == "on_call");
  CHECK(state["callId"] == again_id);
  const auto held = ok(test::call(server, "GET", "/api/v1/me/lead", sam.token))["held"];
  CHECK(held["lead"]["id"] == ada);
  CHECK(held["call"]["id"] == again_id);
  CHECK(held["source"] == "callback");  // the screen says it is the callback Sam promised
  // Kim's line is Kim's alone: Sam is not counted as waiting, and no other line went out for Ada's call.
  floor.advance(2s, "auto-dialer");
  CHECK(calls_with(floor, "queued").size() == 2);

  // Ada picks up: she joins Sam's conference (not Kim's, who has waited longer).
  floor.player.dialer_call_reports(again_id, again["providerSid"], {"initiated", "ringing", "in-progress"});
  const auto answer = floor.player.dialer_call_answered(again_id, again["providerSid"], "human");
  REQUIRE(answer);
  CHECK(answer->body.find("-agent" + std::to_string(sam.user["id"].get<std::int64_t>()) + "</Conference>") != std::string::npos);
  CHECK(floor.state(kim)["state"] == "ready");
  floor.player.dialer_call_reports(again_id, again["providerSid"], {"completed"}, 95);
  CHECK(floor.state(sam)["state"] == "wrap_up");
  ok(floor.dispose(sam, again_id, {{"code", "interested"}}));
  CHECK(ok(test::call(server, "GET", "/api/v1/me/callbacks", sam.token))["callbacks"].empty());
}

TEST_CASE("auto dialer: a callback dialed for its agent that nobody answers gets No Answer and the agent waits again") {
  test::AgentFloor floor("callbackrings", 1, {{"dialMode", "progressive"}, {"wrapUpSeconds", 0}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0150");
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000d001"));
  REQUIRE(placed(floor, 1));
  const auto first = floor.campaign_calls()[0];
  floor.player.dialer_call_reports(first["id"], first["providerSid"], {"initiated", "ringing", "in-progress"});
  REQUIRE(floor.player.dialer_call_answered(first["id"], first["providerSid"], "human"));
  floor.player.dialer_call_reports(first["id"], first["providerSid"], {"completed"}, 50);
  ok(floor.dispose(sam, first["id"], {{"code", "callback"}, {"callback", {{"at", "2026-11-25T13:02"}, {"mineOnly", true}}}}));
  floor.advance(1s);
  CHECK(floor.state(sam)["state"] == "ready");

  // Two minutes later, Sam's browser beating all along: due, dialed for Sam; it rings out.
  for (int i = 0; i < 6; ++i) {
    floor.advance(20s);
    ok(test::call(server, "POST", "/api/v1/me/heartbeat", sam.token), 204);
  }
  // Due now, whether or not callbacks-due has run yet: a refill never puts Ada back as anyone's lead.
  ok(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/hopper/refill", floor.owner.token));
  const auto hopper = ok(test::call(server, "GET", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/hopper",
                                    floor.owner.token))["entries"];
  for (const auto& entry : hopper) CHECK(entry["source"] == "callback");
  floor.advance(30s, "callbacks-due");
  floor.advance(1s, "auto-dialer");
  REQUIRE(placed(floor, 2));
  const auto again = floor.campaign_calls()[0];
  REQUIRE(again["lead"]["id"] == ada);
  CHECK(again["agent"]["id"] == sam.user["id"]);
  CHECK(floor.state(sam)["state"] == "on_call");
  floor.player.dialer_call_reports(again["id"], again["providerSid"], {"initiated", "ringing", "no-answer"});
  const auto unanswered = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(again["id"].get<std::int64_t>()),
                                        floor.owner.token));
  CHECK(unanswered["disposition"]["code"] == "no_answer");
  // Its disposition given by the system, the wrap-up (0 s) ends and Sam waits for the campaign's calls again.
  floor.advance(1s);
  CHECK(floor.state(sam)["state"] == "ready");
}

TEST_CASE("auto dialer: a callback answered after its agent's browser left goes to whoever waits, and the agent waits again") {
  test::AgentFloor floor("callbackleft", 2, {{"dialMode", "progressive"}, {"wrapUpSeconds", 0}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto& kim = floor.agents[1];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0160");
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000e001"));
  REQUIRE(placed(floor, 1));
  const auto first = floor.campaign_calls()[0];
  floor.player.dialer_call_reports(first["id"], first["providerSid"], {"initiated", "ringing", "in-progress"});
  REQUIRE(floor.player.dialer_call_answered(first["id"], first["providerSid"], "human"));
  floor.player.dialer_call_reports(first["id"], first["providerSid"], {"completed"}, 40);
  ok(floor.dispose(sam, first["id"], {{"code", "callback"}, {"callback", {{"at", "2026-11-25T13:02"}, {"mineOnly", true}}}}));
  ok(floor.ready(kim));
  REQUIRE(floor.player.joins_conference(floor.identity(kim), "CA0000000000000000000000000000e002"));
  for (int i = 0; i < 6; ++i) {
    floor.advance(20s);
    ok(test::call(server, "POST", "/api/v1/me/heartbeat", sam.token), 204);
    ok(test::call(server, "POST", "/api/v1/me/heartbeat", kim.token), 204);
  }
  floor.advance(30s, "callbacks-due");
  floor.advance(1s, "auto-dialer");
  REQUIRE(placed(floor, 2));
  const auto again = floor.campaign_calls()[0];
  REQUIRE(again["lead"]["id"] == ada);
  REQUIRE(again["agent"]["id"] == sam.user["id"]);

  // Sam's browser drops out of the conference while Ada's phone rings; she answers: Kim takes her.
  REQUIRE(floor.player.leaves_conference(sam.user["id"], "CA0000000000000000000000000000e001"));
  floor.player.dialer_call_reports(again["id"], again["providerSid"], {"initiated", "ringing", "in-progress"});
  const auto answer = floor.player.dialer_call_answered(again["id"], again["providerSid"], "human");
  REQUIRE(answer);
  CHECK(answer->body.find("-agent" + std::to_string(kim.user["id"].get<std::int64_t>()) + "</Conference>") != std::string::npos);
  CHECK(floor.state(kim)["state"] == "on_call");
  const auto sams = floor.state(sam);
  CHECK(sams["state"] == "ready");
  CHECK(sams["callId"].is_null());
  const auto taken = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(again["id"].get<std::int64_t>()), floor.owner.token));
  CHECK(taken["agent"]["id"] == kim.user["id"]);
}

TEST_CASE("auto dialer: an agent's phone waits in its conference instead of a browser") {
  test::AgentFloor floor("phonefloor", 1, {{"dialMode", "progressive"}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const std::string sam_id = std::to_string(sam.user["id"].get<std::int64_t>());
  floor.lead("Ada", "Lovelace", "+1 212 555 0170");
  floor.refill();
  const auto ring = [&] { return test::call(server, "POST", "/api/v1/me/conference/phone", sam.token); };

  // Refused until it can work: not at work, then no phone on the profile.
  test::check_error(ring(), 409, "Go ready in a campaign first");
  ok(floor.ready(sam));
  test::check_error(ring(), 400, "Your profile has no phone number Twilio can ring");
  ok(test::call(server, "PUT", "/api/v1/mayor/agents/" + sam_id, floor.owner.token, R"({"phone":"(415) 555-0177"})"));

  // Twilio rings Sam's phone from the campaign's number; the address it will ask names Sam, signed.
  CHECK(ok(ring(), 202)["phone"] == "+14155550177");
  std::optional<test::TwilioRequest> rung;
  for (const auto& r : floor.twilio.requests()) {
    if (r.method == "POST" && r.path.ends_with("/Calls.json")) rung = r;
  }
  REQUIRE(rung);
  CHECK(form_value(*rung, "To") == "+14155550177");
  CHECK(form_value(*rung, "From") == test::kFloorCallerId);
  const std::string url = form_value(*rung, "Url");
  CHECK(url == test::kPublicUrl + "/api/v1/twilio/voice?leg=conference&agent=" + sam_id);
  CHECK(floor.campaign_calls().empty());  // not a call of the history: the agent's own line
  CHECK(floor.state(sam)["inConference"] == false);

  // The phone answers: press 1 first — a voicemail that answers presses nothing and never joins.
  const auto answered = floor.player.phone_answers(url, "CA0000000000000000000000000000f001", test::kFloorCallerId, "+14155550177");
  REQUIRE(answered);
  const std::string confirm = url + "&confirmed=1";
  std::string confirm_in_xml;
  for (const char c : confirm) confirm_in_xml += c == '&' ? std::string("&amp;") : std::string(1, c);
  CHECK(answered->body.find("<Gather numDigits=\"1\" timeout=\"10\" action=\"" + confirm_in_xml + "\"") != std::string::npos);
  CHECK(answered->body.find("Press 1 to start taking calls on this phone.") != std::string::npos);
  CHECK(answered->body.find("Conference") == std::string::npos);
  const auto silent = floor.player.post(confirm, {{"AccountSid", test::kTwilioSid}, {"CallSid", "CA0000000000000000000000000000f001"}});
  REQUIRE(silent);
  CHECK(silent->body.find("<Say>Goodbye.</Say><Hangup/>") != std::string::npos);
  CHECK(floor.state(sam)["inConference"] == false);
  CHECK(floor.campaign_calls().empty());

  // Sam presses 1: the greeting, then Sam's conference; the dialer places Sam's call.
  const auto pressed = floor.player.post(
      confirm, {{"AccountSid", test::kTwilioSid}, {"CallSid", "CA0000000000000000000000000000f001"}, {"Digits", "1"}});
  REQUIRE(pressed);
  CHECK(pressed->body.find("<Say>You are in the dialer. Your calls come to this phone.</Say>") != std::string::npos);
  CHECK(pressed->body.find("-agent" + sam_id + "</Conference>") != std::string::npos);
  CHECK(floor.state(sam)["inConference"] == true);
  REQUIRE(placed(floor, 1));
  test::check_error(ring(), 409, "Your audio is in the dialer's conference already");

  // The address signed with anything but the account's token is refused: nobody joins.
  const auto forged = floor.player.post(url, {{"AccountSid", test::kTwilioSid}, {"CallSid", "CA0000000000000000000000000000f002"}},
                                        "not-the-auth-token");
  REQUIRE(forged);
  CHECK(forged->status == 403);

  // Sam hangs up the phone: out of the conference, no more calls for Sam.
  REQUIRE(floor.player.leaves_conference(sam.user["id"], "CA0000000000000000000000000000f001"));
  CHECK(floor.state(sam)["inConference"] == false);

  // Rung again and in; then Sam goes offline: the server ends the phone's leg at Twilio (it would stay on the line).
  CHECK(ok(ring(), 202)["phone"] == "+14155550177");
  REQUIRE(floor.player.phone_answers(url, "CA0000000000000000000000000000f003", test::kFloorCallerId, "+14155550177"));
  REQUIRE(floor.player.post(confirm, {{"AccountSid", test::kTwilioSid}, {"CallSid", "CA0000000000000000000000000000f003"}, {"Digits", "1"}}));
  CHECK(floor.state(sam)["inConference"] == true);
  ok(test::call(server, "PUT", "/api/v1/me/state", sam.token, R"({"state":"offline"})"));
  bool ended = false;
  for (const auto& r : floor.twilio.requests()) {
    if (r.method == "POST" && r.path.ends_with("/Calls/CA0000000000000000000000000000f003.json") && form_value(r, "Status") == "completed") {
      ended = true;
    }
  }
  CHECK(ended);
  CHECK(floor.state(sam)["inConference"] == false);
}

TEST_CASE("auto dialer: a preview campaign rings the agent's phone per call, not into a conference") {
  test::AgentFloor floor("phonepreview", 1);
  const auto& sam = floor.agents[0];
  ok(floor.ready(sam));
  test::check_error(test::call(floor.server, "POST", "/api/v1/me/conference/phone", sam.token), 409,
                    "The campaign Solar is a preview campaign: your phone rings when you call a lead");
}

TEST_CASE("auto dialer: the hopper's automatic level is twice the lines of the agents at work, at least 20") {
  test::AgentFloor floor("levelfloor", 12, {{"dialMode", "power"}, {"linesPerAgent", 3}});
  auto& server = floor.server;
  const std::string campaign_path = "/api/v1/campaigns/" + std::to_string(floor.campaign);
  const auto level = [&] { return ok(test::call(server, "GET", campaign_path + "/hopper", floor.owner.token))["level"]; };
  for (int i = 0; i < 80; ++i) floor.lead("Lead", std::to_string(i), "+1 212 555 " + std::to_string(1000 + i));

  // A new campaign is automatic: nobody at work, the least level.
  CHECK(ok(test::call(server, "GET", campaign_path, floor.owner.token))["hopperLevelAuto"] == true);
  CHECK(level() == json{{"leads", 20}, {"automatic", true}, {"agentsAtWork", 0}, {"linesPerAgent", 3}});

  // Four agents at work (one paused does not count): 4 × 3 lines × 2 = 24 leads, and a refill fills to it.
  for (int i = 0; i < 5; ++i) ok(floor.ready(floor.agents[i]));
  ok(test::call(server, "PUT", "/api/v1/me/state", floor.agents[4].token, json{{"state", "paused"}, {"reason", "Break"}}.dump()));
  CHECK(level() == json{{"leads", 24}, {"automatic", true}, {"agentsAtWork", 4}, {"linesPerAgent", 3}});
  ok(test::call(server, "DELETE", campaign_path + "/hopper", floor.owner.token));
  CHECK(ok(test::call(server, "POST", campaign_path + "/hopper/refill", floor.owner.token))["waiting"] == 24);

  // Ten at work: 60.
  for (int i = 5; i < 11; ++i) ok(floor.ready(floor.agents[i]));
  CHECK(level()["leads"] == 60);

  // A number set is the level, whoever works; automatic again when asked.
  ok(test::call(server, "PUT", campaign_path, floor.owner.token, R"({"hopperLevel":35})"));
  CHECK(level() == json{{"leads", 35}, {"automatic", false}, {"agentsAtWork", 0}, {"linesPerAgent", 1}});
  ok(test::call(server, "PUT", campaign_path, floor.owner.token, R"({"hopperLevel":35,"hopperLevelAuto":true})"));
  CHECK(level()["leads"] == 60);
  test::check_error(test::call(server, "PUT", campaign_path, floor.owner.token, R"({"hopperLevelAuto":"yes"})"), 400,
                    "hopperLevelAuto must be true or false");
}

TEST_CASE("auto dialer: the agent puts the lead the dialer connected on hold and back, only that agent and only while live") {
  test::AgentFloor floor("holdfloor", 2, {{"dialMode", "progressive"}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  const auto& kim = floor.agents[1];
  floor.lead("Ada", "Lovelace", "+1 212 555 0180");
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000h001"));
  REQUIRE(placed(floor, 1));
  const auto call = floor.campaign_calls()[0];
  const std::int64_t id = call["id"];
  const std::string lead_sid = call["providerSid"];
  const std::string hold_path = "/api/v1/calls/" + std::to_string(id) + "/hold";
  const auto hold = [&](const test::Account& who, bool on) {
    return test::call(server, "POST", hold_path, who.token, json{{"hold", on}}.dump());
  };

  // Not answered yet: not Sam's call yet.
  test::check_error(hold(sam, true), 404, "No such call");
  floor.player.dialer_call_reports(id, lead_sid, {"initiated", "ringing", "in-progress"});
  REQUIRE(floor.player.dialer_call_answered(id, lead_sid, "human"));
  // Twilio's side: the conference the TwiML made, with Sam's leg and Ada's.
  const std::string conference = "dialer-org" + std::to_string(floor.owner.user["organizationId"].get<std::int64_t>()) +
                                  "-agent" + std::to_string(sam.user["id"].get<std::int64_t>());
  floor.twilio.conference_started(conference, {"CA0000000000000000000000000000h001", lead_sid});

  const auto held = ok(hold(sam, true));
  CHECK(held["onHold"] == true);
  CHECK(held["inConference"] == true);
  CHECK(floor.twilio.on_hold(lead_sid));
  bool asked_by_name = false;
  for (const auto& r : floor.twilio.requests()) {
    if (r.method == "GET" && r.path.ends_with("/Conferences.json")) asked_by_name = true;
  }
  CHECK(asked_by_name);
  CHECK(ok(hold(sam, true))["onHold"] == true);  // again: nothing changes
  test::check_error(hold(kim, false), 404, "No such call");
  test::check_error(test::call(server, "POST", hold_path, sam.token, R"({"hold":"yes"})"), 400,
                    "Say whether the call goes on hold: hold true or false");
  const auto back = ok(hold(sam, false));
  CHECK(back["onHold"] == false);
  CHECK(!floor.twilio.on_hold(lead_sid));
  const auto timeline = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(id), floor.owner.token))["events"];
  int holds = 0;
  for (const auto& e : timeline) holds += e["kind"] == "hold" ? 1 : 0;
  CHECK(holds == 2);

  // Ended: no hold.
  floor.player.dialer_call_reports(id, lead_sid, {"completed"}, 60);
  test::check_error(hold(sam, true), 409, "Hold works while the lead is on the line");
}

TEST_CASE("auto dialer: a call the agent placed itself cannot be put on hold, mute instead") {
  test::AgentFloor floor("holdpreview", 1);
  const auto& sam = floor.agents[0];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0181");
  floor.refill();
  ok(floor.ready(sam));
  ok(floor.next(sam));
  const auto placed_call = ok(test::call(floor.server, "POST", "/api/v1/calls", sam.token,
                                         json{{"campaignId", floor.campaign}, {"leadId", ada}, {"audio", "browser"}}.dump()),
                              201);
  const std::int64_t id = placed_call["id"];
  CHECK(placed_call["inConference"] == false);
  const auto connected = floor.player.browser_connects(floor.identity(sam), id, "CA0000000000000000000000000000h101");
  REQUIRE(connected);
  const auto dial = test::parse_dial_twiml(connected->body);
  test::LeadLegScript answered;
  answered.statuses = {"initiated", "ringing", "in-progress"};  // the lead is on the line
  floor.player.run_lead_leg(dial, "CA0000000000000000000000000000h101", answered);
  test::check_error(test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(id) + "/hold", sam.token, R"({"hold":true})"),
                    409, "This call cannot be put on hold: only calls the dialer connects to you can; mute instead");
}

TEST_CASE("auto dialer: 50 agents going ready at once get one call each, to 50 different leads") {
  constexpr int kAgents = 50;
  test::AgentFloor floor("rushdialer", kAgents, {{"dialMode", "progressive"}, {"hopperLevelAuto", true}});
  for (int i = 0; i < kAgents + 20; ++i) floor.lead("Lead", std::to_string(i), "+1 212 555 " + std::to_string(2000 + i));
  floor.refill();

  // All at once: ready, then each browser joins its conference, on 50 threads.
  std::vector<std::thread> rush;
  std::atomic<int> failed{0};
  for (int i = 0; i < kAgents; ++i) {
    rush.emplace_back([&, i] {
      const auto& agent = floor.agents[static_cast<std::size_t>(i)];
      const auto ready = floor.ready(agent);
      char sid[35];
      std::snprintf(sid, sizeof sid, "CA%032d", 9000 + i);
      const auto joined = floor.player.joins_conference(floor.identity(agent), sid);
      if (!ready || ready->status != 200 || !joined || joined->status != 200) ++failed;
    });
  }
  for (auto& t : rush) t.join();
  CHECK(failed == 0);

  // One line each: 50 calls, 50 different leads, however many passes the events woke.
  REQUIRE(placed(floor, kAgents));
  floor.advance(2s, "auto-dialer");
  const auto calls = floor.campaign_calls();
  CHECK(calls.size() == kAgents);
  std::set<std::int64_t> leads;
  for (const auto& c : calls) leads.insert(c["lead"]["id"].get<std::int64_t>());
  CHECK(leads.size() == kAgents);
  for (const auto& agent : floor.agents) CHECK(floor.state(agent)["state"] == "ready");
}
