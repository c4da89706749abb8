// The Twilio client against the local Twilio stub: a call is placed with the form fields Twilio takes (To, From,
// Url or Twiml, the four status callback events, Timeout, asynchronous machine detection, Record), Twilio's
// refusal comes back in its own words, and a call is hung up.
#include <doctest/doctest.h>

#include "integrations/twilio_client.hpp"
#include "support/twilio_stub.hpp"

namespace {

using test::kTwilioSid;
using test::kTwilioToken;

std::vector<std::string> values(const std::multimap<std::string, std::string>& form, const std::string& name) {
  std::vector<std::string> out;
  for (auto [it, end] = form.equal_range(name); it != end; ++it) out.push_back(it->second);
  return out;
}

}  // namespace

TEST_CASE("twilio client: a call is placed with Twilio's form fields and hung up") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken);
  dialer::integrations::TwilioClient client(twilio.base_url(), {kTwilioSid, kTwilioSid, kTwilioToken});
  dialer::integrations::TwilioCallRequest call;
  call.to = "+14155550199";
  call.from = "+12025550147";
  call.url = "https://dialer.example.test/api/v1/twilio/voice?call=7";
  call.status_callback = "https://dialer.example.test/api/v1/twilio/status";
  call.timeout_seconds = 25;
  call.machine_detection = true;
  call.record = true;
  const auto placed = client.create_call(call);
  CHECK(placed.sid.starts_with("CA"));
  CHECK(placed.status == "queued");

  const auto sent = twilio.requests().back();
  CHECK(sent.method == "POST");
  CHECK(sent.path == "/2010-04-01/Accounts/" + kTwilioSid + "/Calls.json");
  CHECK(values(sent.form, "To") == std::vector<std::string>{"+14155550199"});
  CHECK(values(sent.form, "From") == std::vector<std::string>{"+12025550147"});
  CHECK(values(sent.form, "Url") == std::vector<std::string>{call.url});
  CHECK(values(sent.form, "Twiml").empty());
  CHECK(values(sent.form, "StatusCallback") == std::vector<std::string>{call.status_callback});
  CHECK(values(sent.form, "StatusCallbackEvent") == std::vector<std::string>{"initiated", "ringing", "answered", "completed"});
  CHECK(values(sent.form, "Timeout") == std::vector<std::string>{"25"});
  CHECK(values(sent.form, "MachineDetection") == std::vector<std::string>{"Enable"});
  CHECK(values(sent.form, "AsyncAmd") == std::vector<std::string>{"true"});
  CHECK(values(sent.form, "AsyncAmdStatusCallback") == std::vector<std::string>{call.status_callback});
  CHECK(values(sent.form, "Record") == std::vector<std::string>{"true"});
  // The form is encoded: the URL's ? and = travel as %3F and %3D.
  CHECK(sent.body.find("Url=https%3A%2F%2Fdialer.example.test%2Fapi%2Fv1%2Ftwilio%2Fvoice%3Fcall%3D7") != std::string::npos);

  const auto ended = client.update_call(placed.sid, {{"Status", "completed"}});
  CHECK(ended.sid == placed.sid);
  CHECK(ended.status == "completed");
  CHECK_THROWS_WITH(client.update_call("CA00000000000000000000000000000999", {{"Status", "completed"}}),
                    "Twilio has no call CA00000000000000000000000000000999 (HTTP 404)");
}

TEST_CASE("twilio client: inline TwiML without options, and Twilio's refusals in its own words") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken);
  dialer::integrations::TwilioClient client(twilio.base_url(), {kTwilioSid, kTwilioSid, kTwilioToken});
  dialer::integrations::TwilioCallRequest call;
  call.to = "+14155550199";
  call.from = "+12025550147";
  call.twiml = "<Response><Say>Hello</Say></Response>";
  client.create_call(call);
  const auto sent = twilio.requests().back();
  CHECK(values(sent.form, "Twiml") == std::vector<std::string>{call.twiml});
  CHECK(values(sent.form, "Url").empty());
  CHECK(values(sent.form, "MachineDetection").empty());
  CHECK(values(sent.form, "Record").empty());
  CHECK(values(sent.form, "StatusCallbackEvent").empty());

  call.to.clear();
  CHECK_THROWS_WITH(client.create_call(call), "Twilio rejected the request (HTTP 400): No 'To' number is specified, error 21201");
  dialer::integrations::TwilioClient wrong(twilio.base_url(),
                                           {kTwilioSid, kTwilioSid, "0000feed0000feed0000feed0000feed"});
  call.to = "+14155550199";
  CHECK_THROWS_WITH(wrong.create_call(call), "Twilio refused the Account SID and Auth Token (HTTP 401)");
}

TEST_CASE("twilio client: participants join a conference by its name and leave it by their call") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken);
  dialer::integrations::TwilioClient client(twilio.base_url(), {kTwilioSid, kTwilioSid, kTwilioToken});
  const auto agent = client.add_participant("agent 7 room", "+12025550147", "client:agent-7",
                                            "https://dialer.example.test/api/v1/twilio/status");
  const auto lead = client.add_participant("agent 7 room", "+12025550147", "+14155550199", "");
  CHECK(agent.sid.starts_with("CA"));
  CHECK(twilio.participants("agent 7 room") == std::vector<std::string>{agent.sid, lead.sid});
  const auto sent = twilio.requests().front();
  // Sent encoded (agent%207%20room); the stub's HTTP server hands the path over decoded.
  CHECK(sent.path == "/2010-04-01/Accounts/" + kTwilioSid + "/Conferences/agent 7 room/Participants.json");
  CHECK(values(sent.form, "StatusCallbackEvent").size() == 4);

  // Removed by the conference's SID (as Twilio's callbacks name it) and the call's.
  const std::string conference_sid = "CF" + std::string(31, '0') + "1";
  client.remove_participant(conference_sid, lead.sid);
  CHECK(twilio.participants("agent 7 room") == std::vector<std::string>{agent.sid});
  const std::string gone = "Twilio has no participant " + lead.sid + " in conference " + conference_sid + " (HTTP 404)";
  CHECK_THROWS_WITH(client.remove_participant(conference_sid, lead.sid), gone.c_str());
}
