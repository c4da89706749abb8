// The Twilio account over real HTTP against a local Twilio stub: saving checks the SIDs' shapes and keeps the Auth
// Token and API Key Secret write-only; Test Connection asks Twilio for the account with Basic auth and says why it
// failed (refused credentials, a suspended account, no route); the callback addresses follow --public-url; whether
// Twilio answers STOP and HELP is a setting of the account.
#include <doctest/doctest.h>

#include "support/accounts.hpp"
#include "support/ghl_stub.hpp"
#include "support/twilio_stub.hpp"

namespace {

using nlohmann::json;
using test::kTwilioSid;
using test::kTwilioToken;
using test::ok;

const char* const kTelephonyPath = "/api/v1/telephony";

}  // namespace

TEST_CASE("telephony: an admin saves the account with the secrets write-only, and the test reaches the account") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken, "Sunrise Solar Calls");
  test::TestServer server([&](dialer::AppConfig& config) {
    config.twilio_base_url = twilio.base_url();
    config.server.public_url = "https://dialer.example.test";
  });
  const auto owner = test::register_company(server, "Sunrise", "o@sunrise-tel.test");

  auto account = ok(test::call(server, "GET", kTelephonyPath, owner.token));
  CHECK(account["accountSid"] == "");
  CHECK(account["hasAuthToken"] == false);
  CHECK(account["status"] == "disconnected");
  CHECK(account["callbacks"]["voiceUrl"] == "https://dialer.example.test/api/v1/twilio/voice");
  CHECK(account["callbacks"]["statusCallbackUrl"] == "https://dialer.example.test/api/v1/twilio/status");
  CHECK(account["callbacks"]["warning"].is_null());
  test::check_error(test::call(server, "POST", kTelephonyPath + std::string("/test"), owner.token), 400,
                    "Save the Account SID and Auth Token first, then test the connection");

  // Shapes and requirements; nothing is stored by a refusal.
  test::check_error(test::call(server, "PUT", kTelephonyPath, owner.token, json{{"accountSid", "AC123"}, {"authToken", kTwilioToken}}.dump()),
                    400, "The Account SID must start with AC and have 34 characters, as Twilio shows it");
  test::check_error(test::call(server, "PUT", kTelephonyPath, owner.token, json{{"accountSid", kTwilioSid}}.dump()),
                    400, "Enter the Auth Token from the Twilio Console");
  test::check_error(test::call(server, "PUT", kTelephonyPath, owner.token,
                               json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}, {"apiKeySid", "AP0123456789abcdef0123456789abcdef"}}.dump()),
                    400, "The API Key SID must start with SK and have 34 characters, as Twilio shows it");
  CHECK(ok(test::call(server, "GET", kTelephonyPath, owner.token))["accountSid"] == "");

  account = ok(test::call(server, "PUT", kTelephonyPath, owner.token,
                          json{{"accountSid", " " + kTwilioSid + " "}, {"authToken", kTwilioToken},
                               {"apiKeySid", "SK0123456789abcdef0123456789abcdef"}, {"apiKeySecret", "s3cr3t-of-the-key-42"},
                               {"twimlAppSid", "AP0123456789abcdef0123456789abcdef"}}.dump()));
  CHECK(account["accountSid"] == kTwilioSid);
  CHECK(account["authToken"] == "••••feed");
  CHECK(account["apiKeySecret"] == "••••y-42");
  CHECK(account.dump().find(kTwilioToken) == std::string::npos);
  CHECK(account.dump().find("s3cr3t") == std::string::npos);

  account = ok(test::call(server, "POST", kTelephonyPath + std::string("/test"), owner.token));
  CHECK(account["status"] == "connected");
  CHECK(account["accountName"] == "Sunrise Solar Calls");
  CHECK(account["accountType"] == "Full");
  CHECK(account["lastError"].is_null());
  CHECK(account["lastTestedAt"].is_string());
  const auto seen = twilio.requests();
  REQUIRE(seen.size() == 1);
  CHECK(seen[0].method == "GET");
  CHECK(seen[0].path == "/2010-04-01/Accounts/" + kTwilioSid + ".json");
  CHECK(seen[0].authorization == httplib::make_basic_authentication_header(kTwilioSid, kTwilioToken).second);

  // Saving the mask back keeps the token; the status stays what the test found.
  account = ok(test::call(server, "PUT", kTelephonyPath, owner.token, json{{"authToken", "••••feed"}, {"twimlAppSid", ""}}.dump()));
  CHECK(account["status"] == "connected");
  CHECK(account["twimlAppSid"] == "");
  CHECK(ok(test::call(server, "POST", kTelephonyPath + std::string("/test"), owner.token))["status"] == "connected");

  // Agents may not see or change it.
  const auto agent = test::add_user(server, "Sunrise", "agent@sunrise-tel.test", "agent");
  CHECK(test::call(server, "GET", kTelephonyPath, agent.token)->status == 403);
  CHECK(test::call(server, "PUT", kTelephonyPath, agent.token, json{{"accountSid", kTwilioSid}}.dump())->status == 403);
}

TEST_CASE("telephony: Twilio answers STOP and HELP unless the organization says it does not, kept with the account") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken);
  test::TestServer server([&](dialer::AppConfig& config) { config.twilio_base_url = twilio.base_url(); });
  const auto owner = test::register_company(server, "Keywords", "o@keywords-tel.test");
  const auto put = [&](const json& body) { return test::call(server, "PUT", kTelephonyPath, owner.token, body.dump()); };

  CHECK(ok(test::call(server, "GET", kTelephonyPath, owner.token))["twilioAnswersKeywords"] == true);
  CHECK(ok(put({{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}}))["twilioAnswersKeywords"] == true);
  CHECK(ok(put({{"twilioAnswersKeywords", false}}))["twilioAnswersKeywords"] == false);
  // A save that does not name it keeps it.
  CHECK(ok(put({{"twimlAppSid", "AP0123456789abcdef0123456789abcdef"}}))["twilioAnswersKeywords"] == false);
  const auto refused = put({{"twilioAnswersKeywords", "no"}});
  test::check_error(refused, 400, "twilioAnswersKeywords must be true or false");
  const auto envelope = json::parse(refused->body);
  CHECK(envelope["code"] == "invalid_field");
  CHECK(envelope["details"]["twilioAnswersKeywords"] == "must be true or false");
  CHECK(ok(test::call(server, "GET", kTelephonyPath, owner.token))["twilioAnswersKeywords"] == false);
  CHECK(ok(put({{"twilioAnswersKeywords", true}}))["twilioAnswersKeywords"] == true);
}

TEST_CASE("telephony: the connection test says why it failed, and the integration log keeps each outcome") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken);
  test::TestServer server([&](dialer::AppConfig& config) { config.twilio_base_url = twilio.base_url(); });
  const auto owner = test::register_company(server, "Dusk", "o@dusk-tel.test");
  const auto test_path = kTelephonyPath + std::string("/test");

  ok(test::call(server, "PUT", kTelephonyPath, owner.token, json{{"accountSid", kTwilioSid}, {"authToken", "0000feed0000feed0000feed0000feed"}}.dump()));
  test::check_error(test::call(server, "POST", test_path, owner.token), 502,
                    "Twilio connection test failed: Twilio refused the Account SID and Auth Token (HTTP 401)");
  auto account = ok(test::call(server, "GET", kTelephonyPath, owner.token));
  CHECK(account["status"] == "error");
  CHECK(account["lastError"] == "Twilio refused the Account SID and Auth Token (HTTP 401)");

  ok(test::call(server, "PUT", kTelephonyPath, owner.token, json{{"authToken", kTwilioToken}}.dump()));
  // new credentials: untested
  CHECK(ok(test::call(server, "GET", kTelephonyPath, owner.token))["status"] == "disconnected");
  twilio.set_account_status("suspended");
  test::check_error(test::call(server, "POST", test_path, owner.token), 502,
                    "Twilio connection test failed: the Twilio account " + kTwilioSid + " is suspended");
  twilio.set_account_status("active");
  CHECK(ok(test::call(server, "POST", test_path, owner.token))["status"] == "connected");

  const auto logs = ok(test::call(server, "GET", "/api/v1/integration-logs", owner.token));
  std::vector<std::string> lines;
  for (const auto& entry : logs) {
    if (entry["integration"] == "twilio") lines.push_back(entry["action"].get<std::string>() + " " + entry["status"].get<std::string>());
  }
  CHECK(lines == std::vector<std::string>{"test success", "test error", "save success", "test error", "save success"});
}

TEST_CASE("telephony: no route to Twilio is said as such, and callbacks warn without a reachable public address") {
  const int port = test::closed_port();
  test::TestServer server([port](dialer::AppConfig& config) {
    config.twilio_base_url = "http://127.0.0.1:" + std::to_string(port);
    config.server.public_url = "http://localhost:8080";
  });
  const auto owner = test::register_company(server, "Night", "o@night-tel.test");
  auto account = ok(test::call(server, "PUT", kTelephonyPath, owner.token, json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}}.dump()));
  CHECK(account["callbacks"]["warning"] ==
        "http://localhost:8080 can only be reached from this machine: Twilio cannot call back there. Set --public-url "
        "to the server's public address");
  test::check_error(test::call(server, "POST", kTelephonyPath + std::string("/test"), owner.token), 502,
                    "Twilio connection test failed: Twilio could not be reached: could not connect to 127.0.0.1");

  test::TestServer unset([](dialer::AppConfig& config) { config.twilio_base_url = "http://127.0.0.1:1"; });
  const auto other = test::register_company(unset, "Noon", "o@noon-tel.test");
  CHECK(ok(test::call(unset, "GET", kTelephonyPath, other.token))["callbacks"]["warning"] ==
        "Start the server with --public-url set to the address Twilio can reach it at: without it, Twilio cannot call "
        "back and calls cannot be placed");
}

TEST_CASE("phone numbers: a sync reads every page of the account's numbers, keeps exactly those, and the caller ID is one") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken);
  std::vector<test::TwilioStubNumber> numbers;
  for (int i = 0; i < 120; ++i) {
    numbers.push_back({"PN" + std::to_string(1000 + i), "+1202555" + std::to_string(1000 + i), "Line " + std::to_string(i),
                       i != 7, i % 2 == 0});
  }
  twilio.set_numbers(numbers);
  test::TestServer server([&](dialer::AppConfig& config) { config.twilio_base_url = twilio.base_url(); });
  const auto owner = test::register_company(server, "Lines", "o@lines-tel.test");

  test::check_error(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token), 400,
                    "Connect the Twilio account on the Twilio screen first");
  // Before numbers are synced, a typed caller ID is taken.
  auto campaign = ok(test::call(server, "POST", "/api/v1/campaigns", owner.token,
                                json{{"name", "Lines"}, {"callerId", "+12025559999"}}.dump()), 201);
  const std::string campaign_path = "/api/v1/campaigns/" + std::to_string(campaign["id"].get<std::int64_t>());

  ok(test::call(server, "PUT", kTelephonyPath, owner.token,
                json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}}.dump()));
  auto synced = ok(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token))["numbers"];
  REQUIRE(synced.size() == 120);
  CHECK(synced[0] == json{{"sid", "PN1000"}, {"phoneNumber", "+12025551000"}, {"friendlyName", "Line 0"}, {"voice", true},
                          {"sms", true}, {"syncedAt", synced[0]["syncedAt"]}, {"campaigns", json::array()},
                          {"callsToday", 0}, {"answerRateToday", nullptr}, {"callsWeek", 0}, {"answerRateWeek", nullptr},
                          {"possiblySpamLabelled", false}});
  int pages = 0;
  for (const auto& r : twilio.requests()) pages += r.path.find("/IncomingPhoneNumbers.json") != std::string::npos ? 1 : 0;
  CHECK(pages == 3);  // 50, 50 and 20

  // Now the caller ID must be one of them, and one that can call.
  test::check_error(test::call(server, "PUT", campaign_path, owner.token, R"({"callerId":"+12025559999"})"), 400,
                    "Choose one of your Twilio numbers that can make calls as the caller ID (Phone Numbers)");
  test::check_error(test::call(server, "PUT", campaign_path, owner.token, R"({"callerId":"+12025551007"})"), 400,
                    "Choose one of your Twilio numbers that can make calls as the caller ID (Phone Numbers)");
  ok(test::call(server, "PUT", campaign_path, owner.token, R"({"callerId":"(202) 555-1003"})"));
  const auto listed = ok(test::call(server, "GET", "/api/v1/phone-numbers", owner.token))["numbers"];
  CHECK(listed[3]["campaigns"] == json::array({{{"id", campaign["id"]}, {"name", "Lines"}}}));

  // A number released at Twilio leaves at the next sync; a refused sync changes nothing.
  numbers.pop_back();
  twilio.set_numbers(numbers);
  CHECK(ok(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token))["numbers"].size() == 119);
  ok(test::call(server, "PUT", kTelephonyPath, owner.token,
                json{{"authToken", "0000feed0000feed0000feed0000feed"}}.dump()));
  test::check_error(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token), 502,
                    "Syncing the phone numbers failed: Twilio refused the Account SID and Auth Token (HTTP 401)");
  CHECK(ok(test::call(server, "GET", "/api/v1/phone-numbers", owner.token))["numbers"].size() == 119);
}

TEST_CASE("phone numbers: with local presence a lead is called from the account's number in its area code, if any") {
  test::TwilioStub twilio(kTwilioSid, kTwilioToken);
  twilio.set_numbers({{"PN1", "+12025550147", "Main", true, true},
                      {"PN2", "+14155550100", "San Francisco", true, false},
                      {"PN3", "+13055550100", "Miami texts", false, true}});
  test::TestServer server([&](dialer::AppConfig& config) { config.twilio_base_url = twilio.base_url(); });
  const auto owner = test::register_company(server, "Local", "o@local-tel.test");
  ok(test::call(server, "PUT", kTelephonyPath, owner.token,
                json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}}.dump()));
  ok(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token));
  const auto me = ok(test::call(server, "GET", "/api/v1/auth/me", owner.token))["user"];
  const auto list = ok(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Coasts"})"), 201);
  const auto campaign = ok(test::call(server, "POST", "/api/v1/campaigns", owner.token,
                                      json{{"name", "Coasts"}, {"listIds", {list["id"]}}, {"callerId", "+12025550147"},
                                           {"agentIds", {me["id"]}}}.dump()),
                           201);
  const std::string path = "/api/v1/campaigns/" + std::to_string(campaign["id"].get<std::int64_t>());
  ok(test::call(server, "POST", path + "/activate", owner.token));
  for (const char* phone : {"(415) 555-0199", "(305) 555-0199", "(212) 555-0199"}) {
    test::create_lead(server, owner.token, {{"name", phone}, {"phone", phone}, {"listId", list["id"]}, {"timezone", "Etc/UTC"}});
  }
  const auto caller_of = [&](const char* phone) {
    return ok(test::call(server, "GET", path + "/eligibility?phone=" + std::string(phone), owner.token))["callerId"];
  };
  CHECK(caller_of("4155550199") == "+12025550147");  // local presence off: the campaign's caller ID
  ok(test::call(server, "PUT", path, owner.token, R"({"localPresence":true})"));
  CHECK(caller_of("4155550199") == "+14155550100");
  CHECK(caller_of("3055550199") == "+12025550147");  // the 305 number cannot call
  CHECK(caller_of("2125550199") == "+12025550147");  // no 212 number
}
