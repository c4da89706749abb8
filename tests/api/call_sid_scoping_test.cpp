// Twilio's SIDs of calls belong to one organization, over real HTTP with Twilio's side played by signing players: a
// CallSid another organization's signed requests named first neither blocks this organization's real call nor
// answers for it — in the status reports and the recording reports that name a call by its CallSid alone — and
// organizations sharing one Twilio account are still told apart by the call a report names.
#include <doctest/doctest.h>

#include <memory>

#include "support/agent_floor.hpp"

namespace {

using nlohmann::json;
using test::kFloorCallerId;
using test::kOtherTwilioSid;
using test::kOtherTwilioToken;
using test::kPublicUrl;
using test::kTwilioSid;
using test::ok;

const std::string kLeg = "CA0000000000000000000000000000c001";  // the agent leg both organizations name

struct Tenant {
  test::Account owner;
  std::int64_t user_id = 0;
  std::int64_t list = 0;
  std::int64_t campaign = 0;
  std::unique_ptr<test::TwilioPlayer> player;  // signs with the organization's Auth Token

  std::string identity() const { return "agent-" + std::to_string(user_id); }
};

// One server and one Twilio stub; organizations join it with the stub's account (`sid` == kTwilioSid) or, once their
// numbers are synced, with an account of their own that signs its own requests.
struct Tenants {
  dialer::ManualClock clock{test::kFloorStart};
  test::TwilioStub twilio{kTwilioSid, test::kTwilioToken};
  test::TestServer server{[this](dialer::AppConfig& config) {
    config.clock = &clock;
    config.twilio_base_url = twilio.base_url();
    config.server.public_url = kPublicUrl;
  }};

  Tenants() { twilio.set_numbers({{"PN0000000000000000000000000000000a", kFloorCallerId, "Main line"}}); }

  Tenant join(const std::string& company, const std::string& sid, const std::string& token) {
    Tenant t;
    t.owner = test::register_company(server, company, "owner@" + company + ".test");
    t.user_id = t.owner.user["id"];
    put_account(t, kTwilioSid, test::kTwilioToken);
    ok(test::call(server, "POST", "/api/v1/phone-numbers/sync", t.owner.token));
    t.list = ok(test::call(server, "POST", "/api/v1/lists", t.owner.token, R"({"name":"Floor"})"), 201)["id"];
    const json campaign{
        {"name", "Floor"}, {"listIds", {t.list}}, {"callerId", kFloorCallerId}, {"agentIds", {t.user_id}}};
    t.campaign = ok(test::call(server, "POST", "/api/v1/campaigns", t.owner.token, campaign.dump()), 201)["id"];
    ok(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(t.campaign) + "/activate", t.owner.token));
    if (sid != kTwilioSid) put_account(t, sid, token);
    t.player = std::make_unique<test::TwilioPlayer>("http://127.0.0.1:" + std::to_string(server.port()), kPublicUrl,
                                                    sid, token);
    return t;
  }
  void put_account(const Tenant& t, const std::string& sid, const std::string& token) {
    ok(test::call(server, "PUT", "/api/v1/telephony", t.owner.token,
                  json{{"accountSid", sid}, {"authToken", token}}.dump()));
  }
  // A browser call placed to a new lead of the organization.
  std::int64_t place(const Tenant& t, const std::string& name, const std::string& phone) {
    const std::int64_t lead =
        test::create_lead(server, t.owner.token, {{"name", name}, {"phone", phone}, {"listId", t.list}})["id"];
    const json body{{"campaignId", t.campaign}, {"leadId", lead}, {"audio", "browser"}};
    return ok(test::call(server, "POST", "/api/v1/calls", t.owner.token, body.dump()), 201)["id"];
  }
  json call(const Tenant& t, std::int64_t id) {
    return ok(test::call(server, "GET", "/api/v1/calls/" + std::to_string(id), t.owner.token));
  }
};

// The agent's browser connects the call with `leg` as its CallSid: the dial to the lead it gets.
test::DialTwiml connects(const Tenant& t, std::int64_t call_id, const std::string& leg) {
  const auto answer = t.player->browser_connects(t.identity(), call_id, leg);
  REQUIRE(answer);
  INFO(answer->body);
  REQUIRE(answer->status == 200);
  return test::parse_dial_twiml(answer->body);
}

// A report the TwiML App's status callback makes: it names no call, only the CallSid.
httplib::Result leg_report(const Tenant& t, const std::string& sid, const std::string& account,
                           const std::string& status) {
  return t.player->post(kPublicUrl + "/api/v1/twilio/status",
                        {{"AccountSid", account}, {"CallSid", sid}, {"CallStatus", status}, {"SequenceNumber", "0"}});
}

// A recording report that names no call, only the CallSid.
httplib::Result recording_report(const Tenant& t, const std::string& sid, const std::string& account,
                                 const std::string& recording_sid) {
  return t.player->post(kPublicUrl + "/api/v1/twilio/recording", {{"AccountSid", account},
                                                                  {"CallSid", sid},
                                                                  {"RecordingSid", recording_sid},
                                                                  {"RecordingStatus", "completed"},
                                                                  {"RecordingDuration", "12"}});
}

// An organization on its own account, whose signed requests name kLeg for its call first, and one on the stub's
// account whose call Twilio then connects with kLeg too.
struct Planted {
  Tenants t;
  Tenant planter = t.join("Planter", kOtherTwilioSid, kOtherTwilioToken);
  Tenant victim = t.join("Victim", kTwilioSid, test::kTwilioToken);
  std::int64_t theirs = t.place(planter, "Pat Planter", "+1 212 555 0111");
  std::int64_t ours = t.place(victim, "Vic Tim", "+1 212 555 0122");
};

std::string recording_detail(const json& call) {
  for (const auto& e : call["events"]) {
    if (e["kind"] == "recording") return e["detail"];
  }
  return "";
}

}  // namespace

TEST_CASE(
    "call SIDs: a CallSid another organization named first neither blocks this organization's call nor answers for "
    "it") {
  Planted p;
  auto& [t, planter, victim, theirs, ours] = p;

  // The other organization's signed requests give its own call the SID first.
  CHECK(connects(planter, theirs, kLeg).number == "+12125550111");
  // Twilio's real request for this organization's call, with the same SID, still connects it.
  const auto dial = connects(victim, ours, kLeg);
  CHECK(dial.number == "+12125550122");
  CHECK(t.call(victim, ours)["agentLegSid"] == kLeg);

  // The other organization's report of its leg ends its call alone.
  REQUIRE(leg_report(planter, kLeg, kOtherTwilioSid, "completed")->status == 200);
  CHECK(t.call(planter, theirs)["status"] == "canceled");
  CHECK(t.call(victim, ours)["status"] == "queued");

  // This organization's call goes on to its end; its lead leg's SID is its own.
  test::LeadLegScript script;
  const auto lead_sid = victim.player->run_lead_leg(dial, kLeg, script);
  const auto done = t.call(victim, ours);
  CHECK(done["status"] == "completed");
  CHECK(done["providerSid"] == lead_sid);
  // Named by the other organization's account, that SID is no call of its own.
  test::check_error(leg_report(planter, lead_sid, kOtherTwilioSid, "failed"), 400,
                    "The request names no call of this account");
  CHECK(t.call(victim, ours)["status"] == "completed");
}

TEST_CASE(
    "call SIDs: a recording report naming a CallSid goes to that call of the organization whose account signed it") {
  Planted p;
  auto& [t, planter, victim, theirs, ours] = p;
  connects(planter, theirs, kLeg);
  connects(victim, ours, kLeg);

  const std::string our_recording = "RE0000000000000000000000000000a001";
  const std::string their_recording = "RE0000000000000000000000000000b001";
  REQUIRE(recording_report(victim, kLeg, kTwilioSid, our_recording)->status == 200);
  REQUIRE(recording_report(planter, kLeg, kOtherTwilioSid, their_recording)->status == 200);
  const auto our_call = t.call(victim, ours);
  CHECK(our_call["hasRecording"] == true);
  CHECK(recording_detail(our_call) == our_recording);
  CHECK(recording_detail(t.call(planter, theirs)) == their_recording);

  // What the server plays for this organization is its own recording.
  t.twilio.add_recording(our_recording, "ID3 ours");
  t.twilio.add_recording(their_recording, "ID3 theirs");
  const auto audio =
      test::call(t.server, "GET", "/api/v1/calls/" + std::to_string(ours) + "/recording", victim.owner.token);
  REQUIRE(audio);
  CHECK(audio->body == "ID3 ours");
}

TEST_CASE("call SIDs: organizations sharing one Twilio account are told apart by the call a report's CallSid names") {
  Tenants t;
  // Registered first, its account is found first for the shared Account SID.
  const auto first = t.join("First", kTwilioSid, test::kTwilioToken);
  const auto second = t.join("Second", kTwilioSid, test::kTwilioToken);
  const auto ours = t.place(second, "Sam Second", "+1 212 555 0133");
  connects(second, ours, kLeg);
  REQUIRE(leg_report(second, kLeg, kTwilioSid, "completed")->status == 200);
  const auto ended = t.call(second, ours);
  CHECK(ended["status"] == "canceled");
  CHECK(ended["error"] == "The agent's browser hung up before the lead was dialed");
  CHECK(ok(test::call(t.server, "GET", "/api/v1/calls", first.owner.token))["calls"].empty());
}
