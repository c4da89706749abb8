// What an independent check of the product against Twilio's published behaviour found, kept as the project's own
// cases: Twilio may report a call before it answers the request that placed it; it signs some requests over the URL
// with the scheme's default port written out; a call it refuses at placement never rang.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>

#include "support/agent_floor.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using test::ok;

// The campaign's newest call once Twilio has given it a SID.
json placed_call(test::AgentFloor& floor) {
  json found;
  REQUIRE(test::eventually([&] {
    const auto calls = floor.campaign_calls();
    if (calls.empty() || !calls[0]["providerSid"].is_string()) return false;
    found = calls[0];
    return true;
  }));
  return found;
}

// The calls the campaign's limits count for the lead, as the dialer keeps them.
int attempts_of(test::AgentFloor& floor, std::int64_t lead_id) {
  return floor.server.app().database().read([&](SQLite::Database& db) {
    SQLite::Statement s(db, "SELECT coalesce(max(attempts), 0) FROM lead_dialing WHERE campaign_id = ? AND lead_id = ?");
    s.bind(1, floor.campaign);
    s.bind(2, lead_id);
    s.executeStep();
    return s.getColumn(0).getInt();
  });
}

json eligibility(test::AgentFloor& floor, std::int64_t lead_id) {
  return ok(test::call(floor.server, "GET",
                       "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/eligibility?leadId=" + std::to_string(lead_id),
                       floor.owner.token));
}

std::int64_t call_id_in(const std::string& status_callback) {
  return std::stoll(status_callback.substr(status_callback.find("call=") + 5));
}

}  // namespace

TEST_CASE("twilio conformance: a dialer's call is one attempt whether Twilio reports it before or after answering its request") {
  for (const bool reported_first : {true, false}) {
    CAPTURE(reported_first);
    test::AgentFloor floor(reported_first ? "reportedfirst" : "answeredfirst", 1, {{"dialMode", "progressive"}, {"maxAttempts", 2}});
    const auto& sam = floor.agents[0];
    const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0130");
    floor.refill();
    std::atomic<int> early_reports = 0;
    if (reported_first) {
      // Twilio's `initiated` report reaches the server while the request that placed the call waits for its answer.
      floor.twilio.before_answering_calls([&](const std::string& sid, const std::string& status_callback) {
        floor.player.dialer_call_reports(call_id_in(status_callback), sid, {"initiated"});
        ++early_reports;
      });
    }
    ok(floor.ready(sam));
    REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000e001"));
    const auto call = placed_call(floor);
    if (!reported_first) floor.player.dialer_call_reports(call["id"], call["providerSid"], {"initiated"});
    // The early report gives the call its SID before the request that placed it has its answer: wait for both, the
    // dialer's pass (which places and then records the answer) being over once a later pass has run.
    REQUIRE(test::eventually([&] { return early_reports == (reported_first ? 1 : 0); }));
    floor.advance(2s, "auto-dialer");
    CHECK(attempts_of(floor, ada) == 1);
    floor.player.dialer_call_reports(call["id"], call["providerSid"], {"ringing", "no-answer"});
    CHECK(attempts_of(floor, ada) == 1);
    // One call of the two the campaign allows: the lead waits for its retry delay, not for ever.
    CHECK(eligibility(floor, ada)["reason"] == "retry_delay");
  }
}

TEST_CASE("twilio conformance: a call Twilio refused with 429 and placed again on the next pass is one attempt") {
  test::AgentFloor floor("placedagain", 1, {{"dialMode", "progressive"}, {"maxAttempts", 2}});
  const auto& sam = floor.agents[0];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0131");
  floor.refill();
  floor.twilio.refuse_next_calls(1, 429, 20429, "Too Many Requests");
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000e002"));
  // Refused, given back to the hopper, and placed again by the dialer's next pass.
  const auto call = placed_call(floor);
  const auto calls = floor.campaign_calls();
  REQUIRE(calls.size() == 2);
  CHECK(calls[1]["status"] == "failed");
  CHECK(calls[1]["error"].get<std::string>().find("limiting requests") != std::string::npos);
  CHECK(attempts_of(floor, ada) == 1);  // the call placed, not the one refused
  floor.player.dialer_call_reports(call["id"], call["providerSid"], {"initiated", "ringing", "no-answer"});
  CHECK(attempts_of(floor, ada) == 1);
  CHECK(eligibility(floor, ada)["reason"] == "retry_delay");
}

TEST_CASE("twilio conformance: a report signed over the URL with its default port is Twilio's, another port is not") {
  test::AgentFloor floor("portspelling", 1, {{"dialMode", "progressive"}});
  const auto& sam = floor.agents[0];
  floor.lead("Ada", "Lovelace", "+1 212 555 0132");
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000e003"));
  const auto call = placed_call(floor);
  const std::string path = "/api/v1/twilio/status?call=" + std::to_string(call["id"].get<std::int64_t>());
  const test::TwilioParams ringing = {{"AccountSid", test::kTwilioSid}, {"CallSid", call["providerSid"]},
                                      {"CallStatus", "ringing"}, {"SequenceNumber", "1"}, {"Direction", "outbound-api"}};
  const auto with_port = floor.player.post_signed_for(test::kPublicUrl + path, "https://dialer.example.test:443" + path, ringing);
  REQUIRE(with_port);
  CHECK(with_port->status == 200);
  const auto other_port = floor.player.post_signed_for(test::kPublicUrl + path, "https://dialer.example.test:8443" + path, ringing);
  test::check_error(other_port, 403, "This request is not signed by Twilio");
  // The refused one moved nothing: the call is ringing from the accepted report alone.
  CHECK(floor.campaign_calls()[0]["status"] == "ringing");
}

TEST_CASE("twilio conformance: a call Twilio refuses at placement needs no disposition and is no attempt") {
  test::AgentFloor floor("refusedcall", 1, {{"dialMode", "preview"}});
  const auto& sam = floor.agents[0];
  ok(test::call(floor.server, "PUT", test::kAgentsPath + "/" + std::to_string(sam.user["id"].get<std::int64_t>()),
                floor.owner.token, json{{"phone", "+44 20 7946 0958"}}.dump()));
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0133");
  floor.refill();
  // The account may not call the agent's country (Twilio's geographic permissions).
  floor.twilio.refuse_calls_to("+442079460958", 400, 21215,
                               "Account not authorized to call +442079460958. Perhaps you need to enable some international permissions");
  ok(floor.ready(sam));
  REQUIRE(ok(floor.next(sam))["held"]["lead"]["id"] == ada);
  const auto refused = test::call(floor.server, "POST", "/api/v1/calls", sam.token,
                                  json{{"campaignId", floor.campaign}, {"leadId", ada}, {"audio", "phone"}}.dump());
  REQUIRE(refused);
  CHECK(refused->status == 502);
  const auto call = floor.campaign_calls()[0];
  CHECK(call["status"] == "failed");
  // The lead never rang: the agent is not held in wrap-up for a disposition, and the campaign counts no attempt.
  const auto state = floor.state(sam);
  CHECK(state["state"] != "wrap_up");
  CHECK(state["callId"].is_null());
  CHECK(attempts_of(floor, ada) == 0);
  test::check_error(floor.dispose(sam, call["id"], {{"code", "wrong_number"}}), 409,
                    "The call never reached the lead: Twilio could not place it, so it takes no disposition");
  CHECK(floor.campaign_calls()[0]["disposition"].is_null());
}

TEST_CASE("twilio conformance: the abandoned-call message offers 9, and pressing it puts the number on the do-not-call list") {
  test::AgentFloor floor("pressnine", 1, {{"dialMode", "power"}, {"linesPerAgent", 2}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  floor.lead("Ada", "Lovelace", "+1 212 555 0140");
  floor.lead("Bob", "Byron", "+1 212 555 0141");
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000e005"));
  REQUIRE(test::eventually([&] {
    const auto calls = floor.campaign_calls();
    return calls.size() == 2 && calls[0]["providerSid"].is_string() && calls[1]["providerSid"].is_string();
  }));
  const auto calls = floor.campaign_calls();
  for (const auto& c : calls) floor.player.dialer_call_reports(c["id"], c["providerSid"], {"initiated", "ringing", "in-progress"});
  REQUIRE(floor.player.dialer_call_answered(calls[0]["id"], calls[0]["providerSid"], "human"));
  // Nobody is free for the second person: the message, then a key or the end.
  const auto dropped = floor.player.dialer_call_answered(calls[1]["id"], calls[1]["providerSid"], "human");
  REQUIRE(dropped);
  const auto twiml = test::parse_dial_twiml(dropped->body);
  CHECK(twiml.say.find("with a telemarketing call") != std::string::npos);
  CHECK(twiml.say.find("press 9 now, or call " + test::kFloorCallerId) != std::string::npos);
  const std::string action = test::kPublicUrl + "/api/v1/twilio/opt-out?call=" + std::to_string(calls[1]["id"].get<std::int64_t>());
  REQUIRE(twiml.gather_action == action);
  CHECK(dropped->body.find("numDigits=\"1\"") != std::string::npos);
  const std::string number = calls[1]["to"];

  const test::TwilioParams pressed = {{"AccountSid", test::kTwilioSid}, {"CallSid", calls[1]["providerSid"]},
                                      {"Digits", "9"}, {"FinishedOnKey", ""}};
  // Forged: refused, nothing listed.
  test::check_error(floor.player.post(action, pressed, test::kOtherTwilioToken), 403, "This request is not signed by Twilio");
  CHECK(ok(test::call(server, "GET", "/api/v1/dnc/numbers?phone=" + number, floor.owner.token))["onOrganizationList"] == false);
  // Another key: goodbye, nothing listed.
  auto other = pressed;
  other[2].second = "1";
  const auto goodbye = floor.player.post(action, other);
  REQUIRE(goodbye);
  CHECK(test::parse_dial_twiml(goodbye->body).say == "Goodbye.");
  CHECK(ok(test::call(server, "GET", "/api/v1/dnc/numbers?phone=" + number, floor.owner.token))["onOrganizationList"] == false);

  // 9, and Twilio's retry of it: listed once, said, in the timeline and the lead's consents.
  for (int i = 0; i < 2; ++i) {
    const auto answer = floor.player.post(action, pressed);
    REQUIRE(answer);
    CHECK(answer->status == 200);
    CHECK(test::parse_dial_twiml(answer->body).say == "Thank you. pressnine will not call this number again. Goodbye.");
  }
  const auto listed = ok(test::call(server, "GET", "/api/v1/dnc/numbers?phone=" + number, floor.owner.token));
  CHECK(listed["onOrganizationList"] == true);
  REQUIRE(listed["lists"].size() == 1);
  CHECK(listed["lists"][0]["source"] == "key_press");
  const auto detail = ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(calls[1]["id"].get<std::int64_t>()), floor.owner.token));
  int opt_outs = 0;
  for (const auto& e : detail["events"]) opt_outs += e["kind"] == "opt_out" ? 1 : 0;
  CHECK(opt_outs == 1);
  const auto consents = ok(test::call(server, "GET", "/api/v1/leads/" + std::to_string(calls[1]["lead"]["id"].get<std::int64_t>()) + "/consents",
                                      floor.owner.token))["consents"];
  // Calls revoked; and, the organization's opt-outs reaching every channel by default, everything.
  REQUIRE(consents.size() == 2);
  CHECK(consents[0]["channel"] == "calls");
  CHECK(consents[0]["action"] == "revoked");
  CHECK(consents[0]["source"] == "key_press");
  CHECK(consents[1]["channel"] == "all");
  CHECK(consents[1]["source"] == "key_press");
}

TEST_CASE("twilio conformance: a number Twilio refuses is not placed again every second: the lead waits, no attempt counted") {
  test::AgentFloor floor("refusednumber", 1, {{"dialMode", "progressive"}});
  const auto& sam = floor.agents[0];
  const auto ada = floor.lead("Ada", "Lovelace", "+1 212 555 0134");
  floor.twilio.refuse_calls_to("+12125550134", 400, 21215, "Account not authorized to call +12125550134");
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000e006"));
  REQUIRE(test::eventually([&] { return floor.campaign_calls().size() == 1 && floor.campaign_calls()[0]["status"] == "failed"; }));
  for (int i = 0; i < 3; ++i) floor.advance(2s, "auto-dialer");
  const auto calls = floor.campaign_calls();
  CHECK(calls.size() == 1);
  CHECK(calls[0]["error"].get<std::string>().find("21215") != std::string::npos);
  CHECK(attempts_of(floor, ada) == 0);
  CHECK(eligibility(floor, ada)["reason"] == "retry_delay");
  CHECK(floor.state(sam)["state"] == "ready");
}
