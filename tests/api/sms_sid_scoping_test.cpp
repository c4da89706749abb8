// Twilio's MessageSids belong to one organization, over real HTTP with Twilio's side played by signing players: a
// delivery report another organization's account signs for this organization's text changes nothing, a MessageSid
// another organization posted first does not make this organization's real text (a STOP) vanish, and organizations
// sharing one Twilio account and its numbers each get the delivery reports of their own texts.
#include <doctest/doctest.h>

#include "support/agent_floor.hpp"

namespace {

using nlohmann::json;
using test::kFloorCallerId;
using test::kOtherTwilioSid;
using test::kOtherTwilioToken;
using test::kPublicUrl;
using test::kTwilioSid;
using test::kTwilioToken;
using test::ok;

const std::string kAda = "+12125550147";

struct Texting {
  dialer::ManualClock clock{test::kFloorStart};  // 13:00 in New York
  test::TwilioStub twilio{kTwilioSid, kTwilioToken};
  test::TestServer server{[this](dialer::AppConfig& config) {
    config.clock = &clock;
    config.twilio_base_url = twilio.base_url();
    config.server.public_url = kPublicUrl;
  }};
  std::string base = "http://127.0.0.1:" + std::to_string(server.port());
  test::TwilioPlayer shared{base, kPublicUrl, kTwilioSid, kTwilioToken};  // Twilio, for the stub's account
  // Another account, signing its own requests.
  test::TwilioPlayer own{base, kPublicUrl, kOtherTwilioSid, kOtherTwilioToken};

  Texting() { twilio.set_numbers({{"PN0000000000000000000000000000000a", kFloorCallerId, "Main line"}}); }

  test::Account join(const std::string& company, const std::string& sid, const std::string& token, bool sync) {
    const auto owner = test::register_company(server, company, "owner@" + company + ".test");
    ok(test::call(server, "PUT", "/api/v1/telephony", owner.token,
                  json{{"accountSid", sid}, {"authToken", token}}.dump()));
    if (sync) ok(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token));
    return owner;
  }
  std::int64_t lead(const test::Account& owner, const std::string& first, const std::string& phone) {
    return test::create_lead(
        server, owner.token,
        {{"firstName", first}, {"lastName", "Lead"}, {"phone", phone}, {"timezone", "America/New_York"}})["id"];
  }
  json messages(const test::Account& owner, std::int64_t lead_id) {
    return ok(
        test::call(server, "GET", "/api/v1/leads/" + std::to_string(lead_id) + "/messages", owner.token))["messages"];
  }
  json consents(const test::Account& owner, std::int64_t lead_id) {
    return ok(
        test::call(server, "GET", "/api/v1/leads/" + std::to_string(lead_id) + "/consents", owner.token))["consents"];
  }
  // A cadence of one text enrolls the lead; the text goes out through the stub: its MessageSid.
  std::string cadence_text(const test::Account& owner, std::int64_t lead_id) {
    const auto call = [&](const std::string& method, const std::string& path, const json& body, int status) {
      return ok(test::call(server, method, path, owner.token, body.is_null() ? "" : body.dump()), status);
    };
    const auto sent_before = twilio.texts().size();
    const std::int64_t text =
        call("POST", "/api/v1/message-templates",
             {{"channel", "sms"}, {"name", "Hello"}, {"body", "Hi {{firstName}}. Reply STOP to opt out."}}, 201)["id"];
    const json step{
        {"kind", "sms"}, {"delay", {{"amount", 0}, {"unit", "minutes"}}}, {"window", nullptr}, {"templateId", text}};
    const std::int64_t cadence = call("POST", "/api/v1/cadences",
                                      {{"name", "Hello"}, {"smsFrom", kFloorCallerId}, {"steps", {step}}}, 201)["id"];
    call("POST", "/api/v1/cadences/" + std::to_string(cadence) + "/activate", nullptr, 200);
    call("POST", "/api/v1/leads/bulk", {{"action", "enroll_in_cadence"}, {"cadenceId", cadence}, {"ids", {lead_id}}},
         202);
    REQUIRE(test::eventually([&] { return twilio.texts().size() == sent_before + 1; }));
    const auto sid = twilio.texts().back().sid;
    // Its MessageSid is kept once the send is recorded.
    REQUIRE(test::eventually(
        [&] { return messages(owner, lead_id).size() == 1 && messages(owner, lead_id)[0]["status"] != "sending"; }));
    return sid;
  }
  httplib::Result delivery(const test::TwilioPlayer& player, const std::string& account, const std::string& sid,
                           const std::string& status, const std::string& error_code = "") {
    test::TwilioParams form{{"MessageSid", sid},
                            {"AccountSid", account},
                            {"From", kFloorCallerId},
                            {"To", kAda},
                            {"MessageStatus", status}};
    if (!error_code.empty()) form.emplace_back("ErrorCode", error_code);
    return player.post(kPublicUrl + "/api/v1/twilio/sms-status", form);
  }
  httplib::Result inbound(const test::TwilioPlayer& player, const std::string& account, const std::string& sid,
                          const std::string& body) {
    return player.post(kPublicUrl + "/api/v1/twilio/sms", {{"MessageSid", sid},
                                                           {"AccountSid", account},
                                                           {"From", kAda},
                                                           {"To", kFloorCallerId},
                                                           {"Body", body},
                                                           {"NumMedia", "0"}});
  }
};

}  // namespace

TEST_CASE(
    "text SIDs: a delivery report another organization's account signs for this organization's text changes nothing") {
  Texting t;
  const auto sender = t.join("Sender", kTwilioSid, kTwilioToken, true);
  const auto forger = t.join("Forger", kOtherTwilioSid, kOtherTwilioToken, false);
  const auto ada = t.lead(sender, "Ada", kAda);
  const auto sid = t.cadence_text(sender, ada);
  const auto before = t.messages(sender, ada)[0];

  // Signed, by the other organization's own account: its report names a text it does not have.
  REQUIRE(t.delivery(t.own, kOtherTwilioSid, sid, "undelivered", "21610")->status == 200);
  const auto after = t.messages(sender, ada)[0];
  CHECK(after["status"] == before["status"]);
  CHECK(after["error"].is_null());
  CHECK(t.consents(sender, ada).empty());  // not opted out by the carrier's code either

  // Twilio's own report for it still lands.
  REQUIRE(t.delivery(t.shared, kTwilioSid, sid, "delivered")->status == 200);
  CHECK(t.messages(sender, ada)[0]["status"] == "delivered");
}

TEST_CASE("text SIDs: a MessageSid another organization posted first does not make this organization's STOP vanish") {
  Texting t;
  const auto owner = t.join("Listener", kTwilioSid, kTwilioToken, true);
  // The server answers STOP itself (Twilio's opt-out handling is off): its answer shows the STOP counted.
  ok(test::call(t.server, "PUT", "/api/v1/telephony", owner.token, json{{"twilioAnswersKeywords", false}}.dump()));
  test::set_opt_out_all_channels(t.server, owner.token, false);
  t.join("Squatter", kOtherTwilioSid, kOtherTwilioToken, false);
  const auto ada = t.lead(owner, "Ada", kAda);
  const std::string sid = "SM0123456789abcdef0123456789abcdef";

  REQUIRE(t.inbound(t.own, kOtherTwilioSid, sid, "Hello")->status == 200);
  // Twilio delivers the lead's real STOP with that MessageSid: it is this organization's, and it counts.
  const auto answer = t.inbound(t.shared, kTwilioSid, sid, "STOP");
  REQUIRE(answer);
  REQUIRE(answer->status == 200);
  CHECK(answer->body.find("<Message>Listener: you are unsubscribed") != std::string::npos);
  const auto messages = t.messages(owner, ada);
  REQUIRE(messages.size() == 2);
  CHECK(messages[1]["kind"] == "opt_out");
  CHECK(messages[1]["body"] == "STOP");
  REQUIRE(t.consents(owner, ada).size() == 1);
  CHECK(t.consents(owner, ada)[0]["action"] == "revoked");

  // Twilio's retry of it is still one text, in each organization.
  CHECK(t.inbound(t.shared, kTwilioSid, sid, "STOP")->body ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response></Response>");
  CHECK(t.inbound(t.own, kOtherTwilioSid, sid, "Hello")->body ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response></Response>");
  CHECK(t.messages(owner, ada).size() == 2);
}

TEST_CASE(
    "text SIDs: organizations sharing one Twilio account and its number each get the delivery reports of their texts") {
  Texting t;
  // Registered first, with the same number synced: its account is found first for the shared Account SID.
  t.join("First", kTwilioSid, kTwilioToken, true);
  const auto sender = t.join("Second", kTwilioSid, kTwilioToken, true);
  const auto ada = t.lead(sender, "Ada", kAda);
  const auto sid = t.cadence_text(sender, ada);
  REQUIRE(t.delivery(t.shared, kTwilioSid, sid, "delivered")->status == 200);
  CHECK(t.messages(sender, ada)[0]["status"] == "delivered");
}
