// Calls over real HTTP against the Twilio stub, with Twilio's side played by a signing player: a browser call and
// a phone bridge placed for an agent, the TwiML that bridges the agent to the lead, the lead leg's reports in
// Twilio's order, out of order and retried, human and machine answers, the recording played through the server,
// forged reports refused and logged, the history's filters and the analytics from the kept counts.
#include <doctest/doctest.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <chrono>
#include <map>
#include <random>

#include "support/accounts.hpp"
#include "support/jobs.hpp"
#include "support/twilio_player.hpp"
#include "support/twilio_stub.hpp"

namespace {

using nlohmann::json;
using test::kPublicUrl;
using test::kTwilioSid;
using test::kTwilioToken;
using test::ok;
using namespace std::chrono_literals;

const std::string kKeySid = "SK0123456789abcdef0123456789abcdef";
const std::string kKeySecret = "the-api-key-secret-0042";
const std::string kAppSid = "AP0123456789abcdef0123456789abcdef";
const std::string kCallerId = "+12025550147";
// 18:00 UTC on Wednesday 25 November 2026: 13:00 in New York.
const dialer::Clock::time_point kCallsStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 18h;

struct CallFloor {
  dialer::ManualClock clock{kCallsStart};
  test::TwilioStub twilio{kTwilioSid, kTwilioToken};
  test::TestServer server{[this](dialer::AppConfig& config) {
    config.clock = &clock;
    config.twilio_base_url = twilio.base_url();
    config.server.public_url = kPublicUrl;
  }};
  test::TwilioPlayer player{"http://127.0.0.1:" + std::to_string(server.port()), kPublicUrl, kTwilioSid, kTwilioToken};
  test::Account owner;
  json me;
  std::int64_t list = 0;
  std::int64_t campaign = 0;

  explicit CallFloor(const std::string& company, json settings = json::object()) {
    twilio.set_numbers({{"PN0000000000000000000000000000000a", kCallerId, "Main line"}});
    owner = test::register_company(server, company, "owner@" + company + ".test");
    me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", owner.token))["user"];
    ok(test::call(server, "PUT", "/api/v1/telephony", owner.token,
                  json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}, {"apiKeySid", kKeySid}, {"apiKeySecret", kKeySecret},
                       {"twimlAppSid", kAppSid}}.dump()));
    ok(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token));
    list = ok(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Floor"})"), 201)["id"];
    settings["name"] = "Floor";
    settings["listIds"] = {list};
    settings["callerId"] = kCallerId;
    settings["agentIds"] = {me["id"]};
    campaign = ok(test::call(server, "POST", "/api/v1/campaigns", owner.token, settings.dump()), 201)["id"];
    ok(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(campaign) + "/activate", owner.token));
  }

  std::int64_t lead(const std::string& name, const std::string& phone) {
    return test::create_lead(server, owner.token, {{"name", name}, {"phone", phone}, {"listId", list}})["id"];
  }
  httplib::Result place(std::int64_t lead_id, const std::string& audio = "browser") {
    return test::call(server, "POST", "/api/v1/calls", owner.token,
                      json{{"campaignId", campaign}, {"leadId", lead_id}, {"audio", audio}}.dump());
  }
  json call(std::int64_t id) { return ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(id), owner.token)); }
  std::string identity() const { return "agent-" + std::to_string(me["id"].get<std::int64_t>()); }
  // A browser call to the lead that the lead answers and hangs up: ready for its disposition.
  std::int64_t answered_call(std::int64_t lead_id) {
    const std::int64_t id = ok(place(lead_id), 201)["id"];
    const std::string sid = "CA0000000000000000000000000000d" + std::to_string(100 + id);
    const auto answer = player.browser_connects(identity(), id, sid);
    test::LeadLegScript script;
    script.statuses = {"initiated", "ringing", "in-progress", "completed"};
    player.run_lead_leg(test::parse_dial_twiml(answer->body), sid, script);
    return id;
  }
};

std::string base64url_decode(std::string text) {
  for (auto& c : text) c = c == '-' ? '+' : c == '_' ? '/' : c;
  while (text.size() % 4 != 0) text += '=';
  std::string out(text.size(), '\0');
  const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                reinterpret_cast<const unsigned char*>(text.data()), static_cast<int>(text.size()));
  out.resize(static_cast<std::size_t>(n) - std::count(text.begin(), text.end(), '='));
  return out;
}

std::vector<std::string> kinds_and_statuses(const json& events) {
  std::vector<std::string> out;
  for (const auto& e : events) out.push_back(e["kind"].get<std::string>() + ":" + e["status"].get<std::string>() + (e["late"] == true ? " (late)" : ""));
  return out;
}

}  // namespace

TEST_CASE("calls: a browser call reaches the lead, its reports out of order and retried move it forward only once") {
  CallFloor floor("browsercalls", {{"recordCalls", true}, {"machineDetection", true}});
  const auto lead = floor.lead("Ada Lovelace", "+1 212 555 0100");

  const auto placed = ok(floor.place(lead), 201);
  CHECK(placed["status"] == "queued");
  CHECK(placed["audio"] == "browser");
  CHECK(placed["from"] == kCallerId);
  CHECK(placed["to"] == "+12125550100");
  CHECK(placed["lead"]["name"] == "Ada Lovelace");
  CHECK(placed["campaign"]["name"] == "Floor");
  const std::int64_t id = placed["id"];
  // A lead is never on two calls.
  test::check_error(floor.place(lead), 409, "The lead is on another call now");

  // The agent's Voice SDK token: HS256 with the API Key Secret, a voice grant for the TwiML App, an hour at most.
  const auto token = ok(test::call(floor.server, "POST", "/api/v1/telephony/voice-token", floor.owner.token));
  CHECK(token["identity"] == floor.identity());
  const std::string jwt = token["token"];
  const auto dot1 = jwt.find('.'), dot2 = jwt.rfind('.');
  const auto header = json::parse(base64url_decode(jwt.substr(0, dot1)));
  const auto claims = json::parse(base64url_decode(jwt.substr(dot1 + 1, dot2 - dot1 - 1)));
  CHECK(header["alg"] == "HS256");
  CHECK(header["cty"] == "twilio-fpa;v=1");
  CHECK(claims["iss"] == kKeySid);
  CHECK(claims["sub"] == kTwilioSid);
  CHECK(claims["grants"]["identity"] == floor.identity());
  CHECK(claims["grants"]["voice"]["outgoing"]["application_sid"] == kAppSid);
  CHECK(claims["exp"].get<long long>() - claims["iat"].get<long long>() <= 3600);
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int mac_size = 0;
  const std::string signing_input = jwt.substr(0, dot2);
  HMAC(EVP_sha256(), kKeySecret.data(), static_cast<int>(kKeySecret.size()),
       reinterpret_cast<const unsigned char*>(signing_input.data()), signing_input.size(), mac, &mac_size);
  CHECK(base64url_decode(jwt.substr(dot2 + 1)) == std::string(reinterpret_cast<char*>(mac), mac_size));
  CHECK(jwt.find(kKeySecret) == std::string::npos);

  // Another identity cannot take the call; the agent's browser gets the dial to the lead.
  auto twiml = test::parse_dial_twiml(floor.player.browser_connects("agent-999999", id, "CA00000000000000000000000000000b01")->body);
  CHECK(twiml.say == "This call belongs to another agent.");
  const auto answer = floor.player.browser_connects(floor.identity(), id, "CA00000000000000000000000000000b02");
  REQUIRE(answer);
  CHECK(answer->status == 200);
  CHECK(answer->get_header_value("Content-Type").rfind("text/xml", 0) == 0);
  twiml = test::parse_dial_twiml(answer->body);
  // A second tab (another CallSid) does not dial the lead again.
  CHECK(test::parse_dial_twiml(floor.player.browser_connects(floor.identity(), id, "CA00000000000000000000000000000b03")->body).say ==
        "This call is already connected elsewhere.");
  CHECK(twiml.caller_id == kCallerId);
  CHECK(twiml.number == "+12125550100");
  CHECK(twiml.status_callback == kPublicUrl + "/api/v1/twilio/status?call=" + std::to_string(id));
  CHECK(twiml.amd_callback == kPublicUrl + "/api/v1/twilio/amd?call=" + std::to_string(id));
  CHECK(twiml.recording_callback == kPublicUrl + "/api/v1/twilio/recording?call=" + std::to_string(id));

  // initiated, in-progress, then a late ringing, completed, and completed again (Twilio's retry).
  test::LeadLegScript script;
  script.arrival = {0, 2, 1, 3, 3};
  script.talk_seconds = 42;
  script.answered_by = "human";
  script.recording_sid = "RE0123456789abcdef0123456789abcdef";
  floor.twilio.add_recording(script.recording_sid, std::string("ID3\x04 fake mp3 bytes", 20));
  floor.clock.advance(50s);
  const auto lead_sid = floor.player.run_lead_leg(twiml, "CA00000000000000000000000000000b02", script);

  const auto done = floor.call(id);
  CHECK(done["status"] == "completed");
  CHECK(done["providerSid"] == lead_sid);
  CHECK(done["agentLegSid"] == "CA00000000000000000000000000000b02");
  CHECK(done["answeredBy"] == "human");
  CHECK(done["talkSeconds"] == 42);
  CHECK(done["durationSeconds"] == 50);  // and never shorter than the talk
  CHECK(done["hasRecording"] == true);
  CHECK(done["recordingSeconds"] == 42);
  CHECK(kinds_and_statuses(done["events"]) ==
        std::vector<std::string>{"placed:queued", "agent:connected", "status:initiated", "status:in-progress", "amd:human",
                                 "status:ringing (late)", "status:completed", "recording:completed"});

  // The recording comes through the server, fetched with the account's credentials.
  const auto audio = test::call(floor.server, "GET", "/api/v1/calls/" + std::to_string(id) + "/recording", floor.owner.token);
  REQUIRE(audio);
  CHECK(audio->status == 200);
  CHECK(audio->get_header_value("Content-Type") == "audio/mpeg");
  // A person's voice: kept by no cache, so nothing of it stays on a shared computer after sign-out.
  CHECK(audio->get_header_value("Cache-Control") == "no-store");
  CHECK(audio->body == std::string("ID3\x04 fake mp3 bytes", 20));
  CHECK(floor.twilio.requests().back().authorization ==
        httplib::make_basic_authentication_header(kTwilioSid, kTwilioToken).second);

  // A forged report and an unsigned one are refused, logged, and change nothing.
  const std::string status_url = kPublicUrl + "/api/v1/twilio/status?call=" + std::to_string(id);
  const test::TwilioParams forged = {{"AccountSid", kTwilioSid}, {"CallSid", lead_sid}, {"CallStatus", "failed"}, {"SequenceNumber", "9"}};
  auto refused = floor.player.post(status_url, forged, "not-the-auth-token");
  REQUIRE(refused);
  CHECK(refused->status == 403);
  refused = floor.player.post(status_url, forged, "-");
  REQUIRE(refused);
  CHECK(refused->status == 403);
  // Signed for another address: the signature covers the URL.
  refused = floor.player.post(kPublicUrl + "/api/v1/twilio/status?call=" + std::to_string(id + 1),
                              forged);
  REQUIRE(refused);
  CHECK(refused->status != 200);
  CHECK(floor.call(id)["status"] == "completed");
  CHECK(floor.server.wait_for_log("Refused a Twilio status request: its signature does not match the Auth Token")
            .find("Refused") != std::string::npos);
  const auto logs = ok(test::call(floor.server, "GET", "/api/v1/integration-logs", floor.owner.token));
  CHECK(logs.dump().find("Refused a Twilio status request") != std::string::npos);
  CHECK(logs.dump().find("Call " + std::to_string(id) + ": completed") != std::string::npos);

  // The history and the analytics.
  const auto history = ok(test::call(floor.server, "GET", "/api/v1/calls?phone=%2B12125550100", floor.owner.token));
  REQUIRE(history["calls"].size() == 1);
  CHECK(history["calls"][0]["id"] == id);
  CHECK(history["nextCursor"].is_null());
  CHECK(ok(test::call(floor.server, "GET", "/api/v1/calls?phone=%2B12125550199", floor.owner.token))["calls"].empty());
  const auto report = ok(test::call(floor.server, "GET",
                                    "/api/v1/calls/analytics?from=2026-11-25T00:00:00Z&to=2026-11-26T00:00:00Z",
                                    floor.owner.token));
  CHECK(report["totals"]["calls"] == 1);
  CHECK(report["totals"]["answered"] == 1);
  CHECK(report["totals"]["human"] == 1);
  CHECK(report["totals"]["talkSeconds"] == 42);
  REQUIRE(report["hours"].size() == 24);
  CHECK(report["hours"][18]["hour"] == "2026-11-25T18:00:00Z");
  CHECK(report["hours"][18]["calls"] == 1);
  CHECK(report["campaigns"][0]["name"] == "Floor");
  CHECK(report["agents"][0]["id"] == floor.me["id"]);
  const auto other_campaign = ok(test::call(floor.server, "GET",
                                            "/api/v1/calls/analytics?from=2026-11-25T00:00:00Z&to=2026-11-26T00:00:00Z&campaignId=" +
                                                std::to_string(floor.campaign + 1000),
                                            floor.owner.token));
  CHECK(other_campaign["totals"]["calls"] == 0);
  CHECK(ok(test::call(floor.server, "GET",
                      "/api/v1/calls/analytics?from=2026-11-25T00:00:00Z&to=2026-11-26T00:00:00Z&campaignId=" +
                          std::to_string(floor.campaign) + "&agentId=" + std::to_string(floor.me["id"].get<std::int64_t>()),
                      floor.owner.token))["totals"]["calls"] == 1);

  // The number's figures and the Twilio status card's.
  const auto numbers = ok(test::call(floor.server, "GET", "/api/v1/phone-numbers?todayFrom=2026-11-25T05:00:00Z",
                                     floor.owner.token))["numbers"];
  REQUIRE(numbers.size() == 1);
  CHECK(numbers[0]["callsToday"] == 1);
  CHECK(numbers[0]["answerRateToday"] == 1.0);
  CHECK(numbers[0]["callsWeek"] == 0);
  CHECK(numbers[0]["answerRateWeek"].is_null());
  CHECK(numbers[0]["possiblySpamLabelled"] == false);
  const auto card = ok(test::call(floor.server, "GET", "/api/v1/telephony", floor.owner.token))["figures"];
  CHECK(card["numbers"] == 1);
  CHECK(card["callsToday"] == 1);
  CHECK(card["lastCallbackAt"] == "2026-11-25T18:00:50Z");
  test::check_error(test::call(floor.server, "GET", "/api/v1/phone-numbers?todayFrom=yesterday", floor.owner.token), 400,
                    "todayFrom must be a time like 2026-11-25T05:00:00Z");
}

TEST_CASE("calls: a phone bridge rings the agent first, then the lead, and a machine answer is kept as one") {
  CallFloor floor("bridgecalls", {{"machineDetection", true}});
  ok(test::call(floor.server, "PUT", "/api/v1/mayor/agents/" + std::to_string(floor.me["id"].get<std::int64_t>()),
                floor.owner.token, R"({"phone":"(415) 555-0123"})"));
  const auto lead = floor.lead("Grace Hopper", "+1 212 555 0101");
  const auto placed = ok(floor.place(lead, "phone"), 201);
  const std::int64_t id = placed["id"];
  CHECK(placed["audio"] == "phone");
  const std::string agent_sid = placed["agentLegSid"];
  CHECK(agent_sid.rfind("CA", 0) == 0);

  // Twilio was asked to ring the agent's phone, with the call's own voice and status addresses.
  const auto seen = floor.twilio.requests();
  REQUIRE(!seen.empty());
  const auto& create = seen.back();
  CHECK(create.path == "/2010-04-01/Accounts/" + kTwilioSid + "/Calls.json");
  CHECK(create.form.find("To")->second == "+14155550123");
  CHECK(create.form.find("From")->second == kCallerId);
  const std::string voice_url = create.form.find("Url")->second;
  const std::string agent_status = create.form.find("StatusCallback")->second;
  CHECK(voice_url == kPublicUrl + "/api/v1/twilio/voice?call=" + std::to_string(id));
  CHECK(agent_status == kPublicUrl + "/api/v1/twilio/status?call=" + std::to_string(id) + "&leg=agent");
  CHECK(create.form.count("StatusCallbackEvent") == 4);

  // A browser that names the phone call (the Voice SDK's parameter is the agent's to choose) does not get it.
  CHECK(test::parse_dial_twiml(floor.player.browser_connects(floor.identity(), id, "CA00000000000000000000000000000d01")->body).say ==
        "This call belongs to another agent.");
  floor.player.agent_leg_reports(agent_status, agent_sid, {"initiated", "ringing", "in-progress"});
  // The phone answers: press 1 first (a voicemail would not, and the lead would never be dialed).
  const auto asked = floor.player.phone_answers(voice_url, agent_sid, kCallerId, "+14155550123");
  REQUIRE(asked);
  CHECK(asked->body.find("<Gather numDigits=\"1\" timeout=\"10\" action=\"" + voice_url + "&amp;confirmed=1\"") != std::string::npos);
  CHECK(asked->body.find("Press 1 to call the lead.") != std::string::npos);
  CHECK(asked->body.find("<Dial") == std::string::npos);
  CHECK(test::parse_dial_twiml(floor.player.phone_presses(voice_url, agent_sid, "9")->body).say == "Goodbye.");
  const auto answer = floor.player.phone_presses(voice_url, agent_sid, "1");
  REQUIRE(answer);
  const auto twiml = test::parse_dial_twiml(answer->body);
  CHECK(twiml.number == "+12125550101");
  CHECK(twiml.recording_callback.empty());  // the campaign does not record
  test::LeadLegScript script;
  script.answered_by = "machine_end_beep";
  floor.player.run_lead_leg(twiml, agent_sid, script);
  const auto done = floor.call(id);
  CHECK(done["status"] == "completed");
  CHECK(done["answeredBy"] == "machine");
  const auto report = ok(test::call(floor.server, "GET",
                                    "/api/v1/calls/analytics?from=2026-11-25T18:00:00Z&to=2026-11-25T19:00:00Z",
                                    floor.owner.token));
  CHECK(report["totals"]["answered"] == 1);
  CHECK(report["totals"]["human"] == 0);

  // The agent's phone does not answer: the lead is never dialed and the call ends with the reason.
  const auto second = ok(floor.place(floor.lead("Alan Turing", "+1 212 555 0102"), "phone"), 201);
  floor.player.agent_leg_reports(agent_status.substr(0, agent_status.find("?")) + "?call=" + std::to_string(second["id"].get<std::int64_t>()) + "&leg=agent",
                                 second["agentLegSid"], {"initiated", "ringing", "no-answer"});
  const auto missed = floor.call(second["id"]);
  CHECK(missed["status"] == "no-answer");
  CHECK(missed["error"] == "The agent's phone did not answer (no-answer)");
  // The lead was never dialed: it counts for no call of its caller ID, and no attempt.
  CHECK(ok(test::call(floor.server, "GET", "/api/v1/calls/analytics?from=2026-11-25T18:00:00Z&to=2026-11-25T19:00:00Z",
                      floor.owner.token))["totals"]["calls"] == 1);
  // A voice request for a call that is over hangs up.
  CHECK(test::parse_dial_twiml(floor.player.phone_answers(kPublicUrl + "/api/v1/twilio/voice?call=" + std::to_string(second["id"].get<std::int64_t>()),
                                                          second["agentLegSid"], kCallerId, "+14155550123")->body)
            .say == "This call has already been placed.");

  // Hung up while the agent's phone rings: canceled at once, and Twilio is told to end the agent's leg.
  const auto third = ok(floor.place(floor.lead("Margaret Hamilton", "+1 212 555 0105"), "phone"), 201);
  const auto third_path = "/api/v1/calls/" + std::to_string(third["id"].get<std::int64_t>());
  const auto hung = ok(test::call(floor.server, "POST", third_path + "/hangup", floor.owner.token));
  CHECK(hung["status"] == "canceled");
  CHECK(hung["error"] == "Hung up before the lead was dialed");
  const auto end = floor.twilio.requests().back();
  CHECK(end.path ==
        "/2010-04-01/Accounts/" + kTwilioSid + "/Calls/" + third["agentLegSid"].get<std::string>() + ".json");
  CHECK(end.form.find("Status")->second == "completed");
  test::check_error(test::call(floor.server, "POST", third_path + "/hangup", floor.owner.token), 409,
                    "The call has already ended");
}

TEST_CASE("calls: placing is refused with the reason when the lead, the campaign or the account does not allow it") {
  CallFloor floor("refusedcalls");
  const auto lead = floor.lead("Edsger Dijkstra", "+1 212 555 0103");
  test::check_error(test::call(floor.server, "POST", "/api/v1/calls", floor.owner.token, json{{"leadId", lead}}.dump()), 400,
                    "A call needs a campaignId and a leadId");
  test::check_error(floor.place(lead, "carrier-pigeon"), 400, "audio must be browser or phone");
  test::check_error(floor.place(lead, "phone"), 400, "Your profile has no phone number Twilio can ring");

  // A browser that never connects: the call waits 2 minutes for it, then the sweep cancels it and frees the lead.
  const auto waiting = ok(floor.place(lead), 201);
  test::check_error(floor.place(lead), 409, "The lead is on another call now");
  floor.clock.advance(1min);
  CHECK(floor.call(waiting["id"])["status"] == "queued");
  floor.clock.advance(90s);
  CHECK(test::eventually([&] { return floor.call(waiting["id"])["status"] == "canceled"; }));
  CHECK(floor.call(waiting["id"])["error"] == "The agent's browser never connected");
  ok(test::call(floor.server, "POST", "/api/v1/dnc/numbers", floor.owner.token, R"({"phone":"+12125550103"})"), 201);
  auto res = floor.place(lead);
  test::check_error(res, 409, "+12125550103 is on the organization's do-not-call list");
  CHECK(test::json_of(res)["details"]["reason"] == "dnc");
  // Listed between placing and dialing: the lead is not dialed, and the call says why.
  const auto late_listed = floor.lead("Donald Knuth", "+1 212 555 0106");
  const auto before_listing = ok(floor.place(late_listed), 201);
  ok(test::call(floor.server, "POST", "/api/v1/dnc/numbers", floor.owner.token, R"({"phone":"+12125550106"})"), 201);
  const auto refused_dial = test::parse_dial_twiml(
      floor.player.browser_connects(floor.identity(), before_listing["id"], "CA00000000000000000000000000000e01")->body);
  CHECK(refused_dial.say == "This call cannot be placed now. +12125550106 is on the organization's do-not-call list.");
  CHECK(refused_dial.number.empty());
  const auto not_dialed = floor.call(before_listing["id"]);
  CHECK(not_dialed["status"] == "canceled");
  CHECK(not_dialed["error"] == "Not dialed: +12125550106 is on the organization's do-not-call list");

  // A call whose final report never comes is ended after 4 hours, so its lead is not held for ever.
  const auto talker = floor.lead("Grace Murray", "+1 212 555 0107");
  const auto open_call = ok(floor.place(talker), 201);
  const auto open_twiml = test::parse_dial_twiml(
      floor.player.browser_connects(floor.identity(), open_call["id"], "CA00000000000000000000000000000e02")->body);
  test::LeadLegScript unfinished;
  unfinished.statuses = {"initiated", "ringing", "in-progress"};
  floor.player.run_lead_leg(open_twiml, "CA00000000000000000000000000000e02", unfinished);
  floor.clock.advance(3min);
  CHECK(floor.call(open_call["id"])["status"] == "in-progress");
  floor.clock.advance(4h);
  CHECK(test::eventually([&] { return floor.call(open_call["id"])["status"] == "failed"; }));
  CHECK(floor.call(open_call["id"])["error"] == "Twilio never reported how the call ended");
  // 05:05 in New York: outside the calling window.
  floor.clock.advance(12h);
  test::check_error(floor.place(floor.lead("Barbara Liskov", "+1 212 555 0104")), 409,
                    "It is 05:05 where the lead is (America/New_York); calls may start at 2026-11-26T13:00:00Z");
  // An agent sees only its own calls; another organization sees none of them.
  const auto stranger = test::register_company(floor.server, "Elsewhere", "o@elsewhere-calls.test");
  CHECK(ok(test::call(floor.server, "GET", "/api/v1/calls", stranger.token))["calls"].empty());
  test::check_error(test::call(floor.server, "POST", "/api/v1/calls", stranger.token,
                               json{{"campaignId", floor.campaign}, {"leadId", lead}}.dump()),
                    404, "Campaign not found");
  CHECK(ok(test::call(floor.server, "GET", "/api/v1/calls", floor.owner.token))["calls"].size() == 3);  // swept, not dialed, ended
}

TEST_CASE("calls: a disposition is one write — the call, the counts, the lead's status and retry, do-not-call that stays") {
  CallFloor floor("dispositions");
  const auto dial = [&](std::int64_t lead, const std::vector<std::string>& statuses) {
    const auto placed = ok(floor.place(lead), 201);
    const std::int64_t id = placed["id"];
    const auto answer = floor.player.browser_connects(floor.identity(), id, "CA0000000000000000000000000000c" + std::to_string(100 + id));
    test::LeadLegScript script;
    script.statuses = statuses;
    floor.player.run_lead_leg(test::parse_dial_twiml(answer->body), "CA0000000000000000000000000000c" + std::to_string(100 + id), script);
    return id;
  };
  const auto dispose = [&](std::int64_t id, const json& body) {
    return test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(id) + "/disposition", floor.owner.token, body.dump());
  };
  const auto today = [&] {
    return ok(test::call(floor.server, "GET", "/api/v1/calls/analytics?from=2026-11-25T00:00:00Z&to=2026-11-26T00:00:00Z",
                         floor.owner.token))["totals"];
  };
  const auto lead_status = [&](std::int64_t lead) {
    return ok(test::call(floor.server, "GET", "/api/v1/leads/" + std::to_string(lead), floor.owner.token))["status"];
  };

  // Answered: Interested, then changed to Sale — counted once, as a contact and then a conversion.
  const auto ada = floor.lead("Ada Byron", "+1 212 555 0110");
  const auto first = dial(ada, {"initiated", "ringing", "in-progress", "completed"});
  auto given = ok(dispose(first, {{"code", "interested"}, {"notes", "Wants a quote"}}));
  CHECK(given["disposition"]["code"] == "interested");
  CHECK(given["disposition"]["label"] == "Interested");
  CHECK(given["notes"] == "Wants a quote");
  CHECK(lead_status(ada) == "interested");
  CHECK(today()["contacts"] == 1);
  CHECK(today()["conversions"] == 0);
  ok(dispose(first, {{"code", "sale"}}));
  CHECK(today()["contacts"] == 1);
  CHECK(today()["conversions"] == 1);
  const auto sales = ok(test::call(floor.server, "GET", "/api/v1/calls?outcome=sale", floor.owner.token))["calls"];
  REQUIRE(sales.size() == 1);
  CHECK(sales[0]["id"] == first);

  // No answer: the lead waits the campaign's retry delay (240 minutes) before it can be called again.
  const auto bob = floor.lead("Bob Noyce", "+1 212 555 0111");
  const auto second = dial(bob, {"initiated", "ringing", "no-answer"});
  ok(dispose(second, {{"code", "no_answer"}}));
  auto refused = floor.place(bob);
  test::check_error(refused, 409, "It waits after its last call (no_answer) until 2026-11-25T22:00:00Z");
  CHECK(test::json_of(refused)["details"]["reason"] == "retry_delay");

  // Do Not Call lists the number in the same write; a later disposition does not take it off.
  const auto cy = floor.lead("Cy Twombly", "+1 212 555 0112");
  const auto third = dial(cy, {"initiated", "ringing", "in-progress", "completed"});
  ok(dispose(third, {{"code", "do_not_call"}}));
  ok(dispose(third, {{"code", "interested"}}));
  const auto listed = ok(test::call(floor.server, "GET", "/api/v1/dnc/numbers?phone=%2B12125550112", floor.owner.token));
  CHECK(listed["onOrganizationList"] == true);
  REQUIRE(listed["lists"].size() == 1);
  CHECK(listed["lists"][0]["source"] == "disposition");
  CHECK(listed["lists"][0]["note"] == "Do Not Call disposition on call " + std::to_string(third));

  // Refusals change nothing.
  test::check_error(dispose(first, {{"code", "no_such_outcome"}}), 400, "Choose one of the organization's dispositions");
  test::check_error(dispose(first, json::object()), 400, "Choose one of the organization's dispositions");
  CHECK(floor.call(first)["disposition"]["code"] == "sale");
}

TEST_CASE("calls: with every channel reached, a Do Not Call disposition also takes the lead off texts and e-mails") {
  CallFloor floor("dnc-reach");
  const auto ada = test::create_lead(floor.server, floor.owner.token,
                                     {{"name", "Ada Byron"}, {"phone", "+1 212 555 0125"}, {"email", "ada@byron.test"},
                                      {"listId", floor.list}})["id"].get<std::int64_t>();
  ok(test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(floor.answered_call(ada)) + "/disposition",
                floor.owner.token, json{{"code", "do_not_call"}}.dump()));
  const auto ledger = ok(test::call(floor.server, "GET", "/api/v1/leads/" + std::to_string(ada) + "/consents", floor.owner.token))["consents"];
  REQUIRE(ledger.size() == 1);
  CHECK(ledger[0]["channel"] == "all");
  CHECK(ledger[0]["source"] == "disposition");
  const auto opted_out = floor.server.app().database().read([](SQLite::Database& db) {
    return std::pair(db.execAndGet("SELECT count(*) FROM sms_opt_outs WHERE phone_e164 = '+12125550125'").getInt(),
                     db.execAndGet("SELECT count(*) FROM email_opt_outs WHERE email = 'ada@byron.test'").getInt());
  });
  CHECK(opted_out == std::pair(1, 1));
  CHECK(ok(test::call(floor.server, "GET", "/api/v1/dnc/numbers?phone=2125550125", floor.owner.token))["lists"][0]["source"] ==
        "disposition");
}

TEST_CASE("calls: a final disposition ends the lead's cadences, do-not-call as dnc, and another outcome leaves them") {
  CallFloor floor("cadence-ends");
  // Do Not Call's own effect: an opt-out stopping every channel has its own case.
  test::set_opt_out_all_channels(floor.server, floor.owner.token, false);
  const auto dial = [&](std::int64_t lead) { return floor.answered_call(lead); };
  const auto dispose = [&](std::int64_t id, const std::string& code) {
    ok(test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(id) + "/disposition", floor.owner.token,
                  json{{"code", code}}.dump()));
  };
  const auto ada = floor.lead("Ada Byron", "+1 212 555 0120");
  const auto bob = floor.lead("Bob Noyce", "+1 212 555 0121");
  const auto cy = floor.lead("Cy Twombly", "+1 212 555 0122");
  // A cadence of a day's wait, the three leads in it.
  const auto cadence = ok(test::call(floor.server, "POST", "/api/v1/cadences", floor.owner.token,
                                     json{{"name", "Nurture"}, {"steps", {{{"kind", "wait"}, {"delay", {{"amount", 24}, {"unit", "hours"}}}}}}}.dump()),
                          201)["id"].get<std::int64_t>();
  const std::string path = "/api/v1/cadences/" + std::to_string(cadence);
  ok(test::call(floor.server, "POST", path + "/activate", floor.owner.token));
  const auto job = ok(test::call(floor.server, "POST", "/api/v1/leads/bulk", floor.owner.token,
                                 json{{"action", "enroll_in_cadence"}, {"cadenceId", cadence}, {"ids", {ada, bob, cy}}}.dump()),
                      202)["id"].get<std::int64_t>();
  REQUIRE(test::eventually([&] {
    return ok(test::call(floor.server, "GET", "/api/v1/leads/bulk/" + std::to_string(job), floor.owner.token))["state"] == "finished";
  }));
  dispose(dial(ada), "sale");
  dispose(dial(bob), "do_not_call");
  dispose(dial(cy), "interested");
  std::map<std::int64_t, json> by_lead;
  const auto listed = ok(test::call(floor.server, "GET", path + "/enrollments", floor.owner.token));
  INFO(listed.dump());
  INFO(ok(test::call(floor.server, "GET", "/api/v1/leads/bulk/" + std::to_string(job), floor.owner.token)).dump());
  for (const auto& e : listed["enrollments"]) {
    by_lead[e["lead"]["id"].get<std::int64_t>()] = e;
  }
  CHECK(by_lead[ada]["status"] == "stopped");
  CHECK(by_lead[ada]["stopReason"] == "disposition");
  CHECK(by_lead[bob]["stopReason"] == "dnc");
  CHECK(by_lead[cy]["status"] == "active");
}


TEST_CASE("calls: a campaign's disposition enrolls the lead in a cadence, and the agent records the consent the lead gives") {
  CallFloor floor("cadence-starts");
  const auto dial = [&](std::int64_t lead) { return floor.answered_call(lead); };
  const auto api = [&](const std::string& method, const std::string& path, const json& body = nullptr) {
    return test::call(floor.server, method, path, floor.owner.token, body.is_null() ? "" : body.dump());
  };
  const auto cadence = [&](const std::string& name) {
    const std::int64_t id = ok(api("POST", "/api/v1/cadences",
                                   json{{"name", name}, {"steps", {{{"kind", "wait"}, {"delay", {{"amount", 24}, {"unit", "hours"}}}}}}}),
                               201)["id"];
    ok(api("POST", "/api/v1/cadences/" + std::to_string(id) + "/activate"));
    return id;
  };
  const auto follow_up = cadence("Follow-up");
  const auto onboarding = cadence("Onboarding");
  const auto nurture = cadence("Nurture");
  std::map<std::string, std::int64_t> disposition;
  const auto listed = ok(api("GET", "/api/v1/dispositions"));
  for (const auto& d : listed["dispositions"]) disposition[d["code"]] = d["id"];
  const std::string campaign = "/api/v1/campaigns/" + std::to_string(floor.campaign);
  test::check_error(api("PUT", campaign, json{{"dispositionCadences", {{{"dispositionId", 999999}, {"cadenceId", follow_up}}}}}),
                    400, "Choose one of your dispositions and a cadence that is not archived");
  test::check_error(api("PUT", campaign, json{{"dispositionCadences", {{{"dispositionId", disposition["interested"]}, {"cadenceId", follow_up}},
                                                                       {{"dispositionId", disposition["interested"]}, {"cadenceId", nurture}}}}}),
                    400, "dispositionCadences must be a list of {dispositionId, cadenceId}, one per disposition, at most 50");
  const auto saved = ok(api("PUT", campaign, json{{"dispositionCadences", {{{"dispositionId", disposition["interested"]}, {"cadenceId", follow_up}},
                                                                          {{"dispositionId", disposition["sale"]}, {"cadenceId", onboarding}},
                                                                          {{"dispositionId", disposition.at("do_not_call")}, {"cadenceId", nurture}}}}}));
  CHECK(saved["dispositionCadences"].size() == 3);

  const auto ada = floor.lead("Ada Byron", "+1 212 555 0130");
  const auto bob = floor.lead("Bob Noyce", "+1 212 555 0131");
  const auto cy = floor.lead("Cy Twombly", "+1 212 555 0132");
  const auto job = ok(api("POST", "/api/v1/leads/bulk", json{{"action", "enroll_in_cadence"}, {"cadenceId", nurture}, {"ids", {bob}}}), 202);
  REQUIRE(test::eventually([&] {
    return ok(api("GET", "/api/v1/leads/bulk/" + std::to_string(job["id"].get<std::int64_t>())))["state"] == "finished";
  }));
  const auto dispose = [&](std::int64_t call, const std::string& code) {
    ok(api("POST", "/api/v1/calls/" + std::to_string(call) + "/disposition", json{{"code", code}}));
  };
  const auto ada_call = dial(ada);
  dispose(ada_call, "interested");
  dispose(dial(bob), "sale");
  dispose(dial(cy), "do_not_call");
  const auto statuses = [&](std::int64_t id) {
    std::map<std::int64_t, std::string> out;
    const auto page = ok(api("GET", "/api/v1/cadences/" + std::to_string(id) + "/enrollments"));
    for (const auto& e : page["enrollments"]) {
      out[e["lead"]["id"].get<std::int64_t>()] = e["status"].get<std::string>() + (e["stopReason"].is_string() ? ":" + e["stopReason"].get<std::string>() : "");
    }
    return out;
  };
  CHECK(statuses(follow_up) == std::map<std::int64_t, std::string>{{ada, "active"}});
  // The sale stopped Bob's nurture, then started his onboarding; Do Not Call enrolls nobody.
  CHECK(statuses(onboarding) == std::map<std::int64_t, std::string>{{bob, "active"}});
  CHECK(statuses(nurture) == std::map<std::int64_t, std::string>{{bob, "stopped:disposition"}});

  // Ada agrees to texts on her call; she has no e-mail address to agree for.
  const std::string consent = "/api/v1/calls/" + std::to_string(ada_call) + "/consent";
  test::check_error(api("POST", consent, json{{"channels", {"email"}}}), 400, "The lead has no e-mail address");
  test::check_error(api("POST", consent, json{{"channels", json::array()}}), 400, "Say what the lead agreed to: texts, e-mails or both");
  test::check_error(api("POST", consent, json{{"channels", {"fax"}}}), 400, "channels must list sms, email or both");
  const auto ledger = ok(api("POST", consent, json{{"channels", {"sms"}}}), 201)["consents"];
  REQUIRE(ledger.size() == 1);
  CHECK(ledger[0]["channel"] == "sms");
  CHECK(ledger[0]["source"] == "agent");
  CHECK(ledger[0]["address"] == "+12125550130");
  CHECK(ledger[0]["detail"].get<std::string>().ends_with(" on call " + std::to_string(ada_call)));
  // A call nobody answered has no consent to record.
  const std::int64_t unanswered = ok(floor.place(floor.lead("Dee Unanswered", "+1 212 555 0133")), 201)["id"];
  test::check_error(api("POST", "/api/v1/calls/" + std::to_string(unanswered) + "/consent", json{{"channels", {"sms"}}}), 409,
                    "Consent is recorded on a call the lead answered");
}

TEST_CASE("calls: the overview's figures equal what the calls themselves add up to, beside the agents and campaigns now") {
  CallFloor floor("overview");
  const auto api = [&](const std::string& path) { return ok(test::call(floor.server, "GET", path, floor.owner.token)); };
  std::vector<std::pair<std::string, std::string>> made{{"Ada Byron", "sale"},        {"Bob Noyce", "interested"},
                                                        {"Cy Twombly", "not_interested"}, {"Dee Dunn", "sale"}};
  for (std::size_t i = 0; i < made.size(); ++i) {
    const auto lead = floor.lead(made[i].first, "+1 212 555 01" + std::to_string(40 + i));
    const auto call = floor.answered_call(lead);
    ok(test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(call) + "/disposition", floor.owner.token,
                  json{{"code", made[i].second}}.dump()));
  }
  floor.lead("Eve Fresh", "+1 212 555 0199");  // not called: dialable now (13:00 in New York)
  // A disposition changed afterwards moves its call from one outcome to the other.
  const std::int64_t changed = api("/api/v1/calls?limit=1")["calls"][0]["id"];
  ok(test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(changed) + "/disposition", floor.owner.token,
                json{{"code", "interested"}}.dump()));
  // The dialable leads are counted by the campaign-counts job, each minute: Eve counts from its next run.
  auto& scheduler = floor.server.app().scheduler();
  floor.clock.advance(61s);
  test::run_once_more(scheduler, "campaign-counts");
  const auto overview = api("/api/v1/overview?from=2026-11-25T05:00:00Z&to=2026-11-26T05:00:00Z");

  // Brute force over the calls themselves.
  std::int64_t calls = 0, answered = 0, human = 0, talk = 0;
  const auto listed = api("/api/v1/calls?limit=100");
  for (const auto& call : listed["calls"]) {
    ++calls;
    if (!call["answeredAt"].is_null()) ++answered;
    if (call["answeredBy"] == "human" || (call["answeredBy"].is_null() && !call["answeredAt"].is_null())) ++human;
    talk += call["talkSeconds"].is_null() ? 0 : call["talkSeconds"].get<std::int64_t>();
  }
  std::map<std::string, std::int64_t> outcomes;
  for (const auto& call : listed["calls"]) {
    if (call["disposition"].is_object()) ++outcomes[call["disposition"]["code"].get<std::string>()];
  }
  std::map<std::string, std::int64_t> kept;
  for (const auto& outcome : overview["outcomes"]) kept[outcome["code"].get<std::string>()] = outcome["calls"].get<std::int64_t>();
  CHECK(kept == outcomes);
  CHECK(outcomes == std::map<std::string, std::int64_t>{{"interested", 2}, {"not_interested", 1}, {"sale", 1}});
  CHECK(overview["outcomes"][0]["code"] == "interested");  // most calls first
  CHECK(overview["outcomes"][0]["label"] == "Interested");
  CHECK(overview["totals"]["calls"] == calls);
  CHECK(overview["totals"]["answered"] == answered);
  CHECK(overview["totals"]["human"] == human);
  CHECK(overview["totals"]["talkSeconds"] == talk);
  CHECK(overview["totals"]["conversions"] == 1);  // one sale left after the change
  CHECK(overview["totals"]["contacts"] == 4);
  CHECK(overview["hours"].size() == 24);
  CHECK(overview["previousHours"].size() == 24);
  CHECK(overview["agents"][0]["calls"] == calls);
  CHECK(overview["abandonRate"]["abandoned"] == 0);
  CHECK(overview["abandonRate"]["answeredByPerson"] == human);
  CHECK(overview["abandonRate"]["rate"] == 0.0);
  CHECK(overview["abandonRate"]["limit"] == 0.03);
  // Now: the owner is the campaign's one agent, in wrap-up or ready; the campaign running with its fresh lead.
  std::int64_t agents = 0;
  for (const auto& [state, count] : overview["agentsByState"].items()) agents += count.get<std::int64_t>();
  CHECK(agents == 1);
  REQUIRE(overview["activeCampaigns"].size() == 1);
  CHECK(overview["activeCampaigns"][0]["name"] == "Floor");
  CHECK(overview["activeCampaigns"][0]["hopperLevel"].get<int>() >= 1);
  CHECK(overview["activeCampaigns"][0]["dialableLeads"].get<int>() >= 1);
  test::check_error(test::call(floor.server, "GET", "/api/v1/overview?from=2026-11-26T05:00:00Z&to=2026-11-25T05:00:00Z",
                               floor.owner.token),
                    400, "Choose a range of at most a year, its end after its start");
  test::check_error(test::call(floor.server, "GET", "/api/v1/overview", floor.owner.token), 400, "The overview needs from and to");
}

TEST_CASE("calls: the overview warns while the do-not-call list has no registry import of the last 31 days") {
  CallFloor floor("overviewregistry");
  const auto registry = [&] {
    return ok(test::call(floor.server, "GET", "/api/v1/overview?from=2026-11-25T05:00:00Z&to=2026-11-26T05:00:00Z",
                         floor.owner.token))["doNotCallRegistry"];
  };
  // Never imported: stale, with no age.
  CHECK(registry() == json{{"ageDays", nullptr}, {"stale", true}, {"maxAgeDays", 31}});

  const auto imported = floor.server.client().Post("/api/v1/dnc/import", test::bearer(floor.owner.token),
                                                   "2025550111\n2025550112\n", "text/csv");
  REQUIRE(imported);
  REQUIRE(imported->status == 200);
  CHECK(registry() == json{{"ageDays", 0}, {"stale", false}, {"maxAgeDays", 31}});

  // The 31st day is still fresh, the 32nd is not (the sessions of a month ago have ended: signed in again).
  floor.clock.advance(std::chrono::hours(24 * 31));
  floor.owner = test::sign_in(floor.server, floor.owner.email, floor.owner.password);
  CHECK(registry() == json{{"ageDays", 31}, {"stale", false}, {"maxAgeDays", 31}});
  floor.clock.advance(24h);
  floor.owner = test::sign_in(floor.server, floor.owner.email, floor.owner.password);
  CHECK(registry() == json{{"ageDays", 32}, {"stale", true}, {"maxAgeDays", 31}});
  // The figures of another organization are its own: one that never imported is warned.
  const auto other = test::register_company(floor.server, "Elsewhere", "owner@elsewhere-registry.test");
  CHECK(ok(test::call(floor.server, "GET", "/api/v1/overview?from=2026-11-25T05:00:00Z&to=2026-11-26T05:00:00Z",
                      other.token))["doNotCallRegistry"]["stale"] == true);
}

TEST_CASE("calls: over a randomized afternoon the overview's kept figures equal brute-force counts of the calls") {
  CallFloor floor("overviewrandom", {{"machineDetection", true}});
  const auto api = [&](const std::string& path) { return ok(test::call(floor.server, "GET", path, floor.owner.token)); };
  std::mt19937 random(20261126);
  const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
  const std::vector<std::string> codes{"no_answer", "busy", "voicemail", "not_interested", "interested", "sale", "wrong_number"};
  const auto dispose = [&](std::int64_t call, const std::string& code) {
    ok(test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(call) + "/disposition", floor.owner.token,
                  json{{"code", code}}.dump()));
  };
  for (int i = 0; i < 24; ++i) {
    // Minutes apart, across four hours of the afternoon (13:00 to about 17:00 in New York).
    floor.clock.advance(std::chrono::minutes(1 + pick(19)));
    const auto lead = floor.lead("Lead " + std::to_string(i), "+1 212 555 0" + std::to_string(300 + i));
    const std::int64_t id = ok(floor.place(lead), 201)["id"];
    const std::string sid = "CA0000000000000000000000000000e" + std::to_string(100 + id);
    const auto answer = floor.player.browser_connects(floor.identity(), id, sid);
    test::LeadLegScript script;
    switch (pick(4)) {
      case 0: script.statuses = {"initiated", "ringing", "no-answer"}; break;
      case 1: script.answered_by = "machine_end_beep"; break;
      case 2: script.answered_by = "human"; break;
      default: break;  // answered, no detection report: taken as a person
    }
    script.talk_seconds = 5 + pick(300);
    floor.player.run_lead_leg(test::parse_dial_twiml(answer->body), sid, script);
    dispose(id, codes[static_cast<std::size_t>(pick(static_cast<int>(codes.size())))]);
    if (pick(6) == 0) dispose(id, codes[static_cast<std::size_t>(pick(static_cast<int>(codes.size())))]);  // changed
  }

  const auto overview = api("/api/v1/overview?from=2026-11-25T05:00:00Z&to=2026-11-26T05:00:00Z");
  std::map<std::string, std::int64_t> outcomes, by_hour;
  struct {
    std::int64_t calls = 0, answered = 0, human = 0, talk_seconds = 0;
  } totals;
  const auto listed = api("/api/v1/calls?limit=100");
  for (const auto& call : listed["calls"]) {
    ++totals.calls;
    const bool answered = !call["answeredAt"].is_null();
    totals.answered += answered ? 1 : 0;
    totals.human += answered && (call["answeredBy"].is_null() || call["answeredBy"] == "human") ? 1 : 0;
    totals.talk_seconds += call["talkSeconds"].is_null() ? 0 : call["talkSeconds"].get<std::int64_t>();
    if (call["disposition"].is_object()) ++outcomes[call["disposition"]["code"].get<std::string>()];
    ++by_hour[call["createdAt"].get<std::string>().substr(0, 13)];
  }
  REQUIRE(totals.calls == 24);
  CHECK(overview["totals"]["calls"] == totals.calls);
  CHECK(overview["totals"]["answered"] == totals.answered);
  CHECK(overview["totals"]["human"] == totals.human);
  CHECK(overview["totals"]["talkSeconds"] == totals.talk_seconds);
  CHECK(overview["abandonRate"]["answeredByPerson"] == totals.human);
  std::map<std::string, std::int64_t> kept_outcomes, kept_hours;
  for (const auto& o : overview["outcomes"]) kept_outcomes[o["code"].get<std::string>()] = o["calls"].get<std::int64_t>();
  for (const auto& h : overview["hours"]) {
    if (h["calls"] != 0) kept_hours[h["hour"].get<std::string>().substr(0, 13)] = h["calls"].get<std::int64_t>();
  }
  CHECK(kept_outcomes == outcomes);
  CHECK(kept_hours == by_hour);
  // The calls screen's analytics of the one agent in the one campaign: every call here, read from the agents' rows.
  const auto mine = api("/api/v1/calls/analytics?from=2026-11-25T05:00:00Z&to=2026-11-26T05:00:00Z&agentId=" +
                        std::to_string(floor.me["id"].get<std::int64_t>()) + "&campaignId=" + std::to_string(floor.campaign));
  std::map<std::string, std::int64_t> agent_outcomes;
  for (const auto& o : mine["outcomes"]) agent_outcomes[o["code"].get<std::string>()] = o["calls"].get<std::int64_t>();
  CHECK(agent_outcomes == outcomes);
  const auto nobody = api("/api/v1/calls/analytics?from=2026-11-25T05:00:00Z&to=2026-11-26T05:00:00Z&agentId=999999");
  CHECK(nobody["outcomes"].empty());
  CHECK(by_hour.size() >= 3);
  REQUIRE(overview["agents"].size() == 1);
  CHECK(overview["agents"][0]["calls"] == totals.calls);
  // A week in New York's days: the afternoon's UTC day comes from the daily roll-ups, the week's ends from the hours;
  // every figure the same, the calls in the day they were placed.
  const auto week = api("/api/v1/overview?from=2026-11-20T05:00:00Z&to=2026-11-27T05:00:00Z&per=day&tz=America/New_York");
  CHECK_FALSE(week.contains("hours"));
  REQUIRE(week["days"].size() == 7);
  REQUIRE(week["previousDays"].size() == 7);
  CHECK(week["days"][5]["day"] == "2026-11-25");
  CHECK(week["days"][5]["start"] == "2026-11-25T05:00:00Z");
  CHECK(week["days"][5]["calls"] == totals.calls);
  CHECK(week["days"][5]["talkSeconds"] == totals.talk_seconds);
  CHECK(week["totals"] == overview["totals"]);
  CHECK(week["agents"] == overview["agents"]);
  CHECK(week["campaigns"] == overview["campaigns"]);
  CHECK(week["outcomes"] == overview["outcomes"]);
  const auto week_analytics =
      api("/api/v1/calls/analytics?from=2026-11-20T05:00:00Z&to=2026-11-27T05:00:00Z&per=day&tz=America/New_York");
  CHECK(week_analytics["days"] == week["days"]);
  CHECK(week_analytics["agents"] == overview["agents"]);
  test::check_error(test::call(floor.server, "GET", "/api/v1/overview?from=2026-11-20T05:00:00Z&to=2026-11-27T05:00:00Z&per=week",
                               floor.owner.token),
                    400, "per must be hour or day");
  test::check_error(test::call(floor.server, "GET", "/api/v1/calls/analytics?from=2026-11-20T05:00:00Z&to=2026-11-27T05:00:00Z&per=day",
                               floor.owner.token),
                    400, "Calls per day need tz, the time zone whose days they are");
  test::check_error(test::call(floor.server, "GET",
                               "/api/v1/overview?from=2026-11-20T05:00:00Z&to=2026-11-27T05:00:00Z&per=day&tz=Mars%2FOlympus",
                               floor.owner.token),
                    400, "This server does not know the time zone Mars/Olympus");
  // A name, never a path to a file.
  test::check_error(test::call(floor.server, "GET",
                               "/api/v1/calls/analytics?from=2026-11-20T05:00:00Z&to=2026-11-27T05:00:00Z&per=day&tz=%2Fetc%2Fpasswd",
                               floor.owner.token),
                    400, "This server does not know the time zone /etc/passwd");
  // The agents now: the same as the agents' own screen says.
  std::map<std::string, std::int64_t> states;
  const auto now = api("/api/v1/agents/states");
  for (const auto& agent : now["agents"]) ++states[agent["state"].get<std::string>()];
  for (const auto& [state, count] : overview["agentsByState"].items()) {
    INFO(state);
    CHECK(count.get<std::int64_t>() == (states.contains(state) ? states[state] : 0));
  }
}

TEST_CASE("calls: the live calls are the organization's calls not ended yet, oldest first, each with its agent") {
  CallFloor floor("livecalls");
  const auto live = [&](const std::string& token) {
    return ok(test::call(floor.server, "GET", "/api/v1/calls/live", token))["calls"];
  };
  CHECK(live(floor.owner.token).empty());

  // Ringing at the lead: the browser connected and Twilio reports the lead's leg as far as ringing.
  const std::int64_t ringing = ok(floor.place(floor.lead("Ada Byron", "+1 212 555 0150")), 201)["id"];
  const std::string sid = "CA00000000000000000000000000000e01";
  test::LeadLegScript script;
  script.statuses = {"initiated", "ringing"};
  floor.player.run_lead_leg(test::parse_dial_twiml(floor.player.browser_connects(floor.identity(), ringing, sid)->body),
                            sid, script);
  // Placed, the agent's browser not connected yet; and one that has ended already.
  const std::int64_t queued = ok(floor.place(floor.lead("Bob Noyce", "+1 212 555 0151")), 201)["id"];
  floor.answered_call(floor.lead("Cy Twombly", "+1 212 555 0152"));

  const auto calls = live(floor.owner.token);
  REQUIRE(calls.size() == 2);
  CHECK(calls[0]["id"] == ringing);
  CHECK(calls[0]["status"] == "ringing");
  CHECK(calls[0]["lead"]["name"] == "Ada Byron");
  CHECK(calls[0]["agent"]["id"] == floor.me["id"]);
  CHECK(calls[1]["id"] == queued);
  CHECK(calls[1]["status"] == "queued");

  ok(test::call(floor.server, "POST", "/api/v1/calls/" + std::to_string(queued) + "/hangup", floor.owner.token));
  const auto after = live(floor.owner.token);
  REQUIRE(after.size() == 1);
  CHECK(after[0]["id"] == ringing);

  // Another organization's admin sees none of them.
  const auto other = test::register_company(floor.server, "Elsewhere", "owner@elsewhere.test");
  CHECK(live(other.token).empty());
}
