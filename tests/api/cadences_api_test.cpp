// Cadences over real HTTP on a frozen clock, against the Twilio stub and a real SMTP server: templates and
// cadences checked as they are saved; leads enrolled from the leads screen's bulk action; a text in the lead's
// window, a wait of one business day landing on the same lead-local time (over a weekend too), an e-mail with its
// one-click unsubscribe; a reply and an unsubscribe stop the cadence; at most 3 texts in any 7 days; the carrier's
// 21610 opts the number out and stops the enrollment whose text it refused, one of a one-step cadence too.
#include <doctest/doctest.h>

#include "dialer/clock.hpp"
#include "support/accounts.hpp"
#include "support/jobs.hpp"
#include "support/smtp_server.hpp"
#include "support/twilio_player.hpp"
#include "support/twilio_stub.hpp"

namespace {

using nlohmann::json;
using test::kOurNumber;
using test::kPublicUrl;
using test::kTwilioSid;
using test::kTwilioToken;
using test::ok;
using namespace std::chrono_literals;

// Wednesday 2026-11-25 18:00 UTC: 13:00 in New York.
const auto kWednesday = std::chrono::sys_days{std::chrono::November / 25 / 2026} + 18h;

test::SmtpServerOptions plain_relay() {
  test::SmtpServerOptions options;
  options.security = "none";
  return options;
}

struct Centre {
  dialer::ManualClock clock;
  test::TwilioStub twilio{kTwilioSid, kTwilioToken};
  test::SmtpServer smtp{plain_relay()};
  test::TestServer server{[this](dialer::AppConfig& config) {
    config.clock = &clock;
    config.twilio_base_url = twilio.base_url();
    config.server.public_url = kPublicUrl;
  }};
  test::TwilioPlayer player{"http://127.0.0.1:" + std::to_string(server.port()), kPublicUrl, kTwilioSid, kTwilioToken};
  test::Account owner;
  std::int64_t sms_template = 0;
  std::int64_t email_template = 0;

  explicit Centre(const std::string& company, dialer::Clock::time_point start = kWednesday) : clock(start) {
    twilio.set_numbers({{"PN0000000000000000000000000000000a", kOurNumber, "Main line"}});
    owner = test::register_company(server, company, "owner@" + company + ".test");
    call("PUT", "/api/v1/telephony", json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}});
    call("POST", "/api/v1/phone-numbers/sync");
    // The cadences' own opt-outs, each on its channel: an opt-out stopping every channel has its own case.
    test::set_opt_out_all_channels(server, owner.token, false);
    call("PUT", "/api/v1/mail-relay",
         json{{"host", "127.0.0.1"}, {"port", smtp.port()}, {"security", "none"}, {"fromAddress", "calls@sunrise.test"}});
    sms_template = call("POST", "/api/v1/message-templates",
                        json{{"channel", "sms"}, {"name", "First touch"},
                             {"body", "Hi {{firstName}}, it's {{companyName}} about your solar quote. Reply STOP to opt out."}},
                        201)["id"];
    email_template = call("POST", "/api/v1/message-templates",
                          json{{"channel", "email"}, {"name", "Follow-up"}, {"subject", "Your quote, {{firstName}}"},
                               {"body", "Hello {{name}},\nhere is your quote."}},
                          201)["id"];
  }

  json call(const std::string& method, const std::string& path, const json& body = nullptr, int status = 200) {
    return ok(test::call(server, method, path, owner.token, body.is_null() ? "" : body.dump()), status);
  }
  std::int64_t lead(const std::string& first, const std::string& phone, const std::string& email = "") {
    return test::create_lead(server, owner.token,
                             {{"firstName", first}, {"lastName", "Lead"}, {"phone", phone}, {"email", email},
                              {"timezone", "America/New_York"}})["id"];
  }
  std::int64_t cadence(const json& steps) {
    const auto made = call("POST", "/api/v1/cadences", json{{"name", "Solar " + std::to_string(++cadences)}, {"smsFrom", kOurNumber}, {"steps", steps}}, 201);
    call("POST", "/api/v1/cadences/" + std::to_string(made["id"].get<std::int64_t>()) + "/activate");
    return made["id"];
  }
  // Enrolls the leads and lets the cadence job run once after they are in.
  void enroll(std::int64_t cadence_id, const std::vector<std::int64_t>& leads) {
    const auto job = call("POST", "/api/v1/leads/bulk", json{{"action", "enroll_in_cadence"}, {"cadenceId", cadence_id}, {"ids", leads}}, 202);
    REQUIRE(test::eventually([&] {
      return call("GET", "/api/v1/leads/bulk/" + std::to_string(job["id"].get<std::int64_t>()))["state"] == "finished";
    }));
    test::run_once_more(server.app().scheduler(), "cadence-steps");
  }
  json enrollments(std::int64_t cadence_id) {
    return call("GET", "/api/v1/cadences/" + std::to_string(cadence_id) + "/enrollments")["enrollments"];
  }
  json cadence_of(std::int64_t id) { return call("GET", "/api/v1/cadences/" + std::to_string(id)); }
  // Moves the clock and lets the cadence job run at the new time.
  void advance(dialer::Clock::duration by) {
    clock.advance(by);
    test::run_once_more(server.app().scheduler(), "cadence-steps");
  }
  int cadences = 0;
};

json step(const std::string& kind, int amount, const std::string& unit, json extra = json::object()) {
  extra["kind"] = kind;
  extra["delay"] = {{"amount", amount}, {"unit", unit}};
  if (!extra.contains("window")) extra["window"] = nullptr;
  return extra;
}

}  // namespace

TEST_CASE("cadences: templates and cadences are checked as they are saved") {
  Centre c("Checked");
  test::check_error(test::call(c.server, "POST", "/api/v1/message-templates", c.owner.token,
                               json{{"channel", "sms"}, {"name", "No stop"}, {"body", "Hi {{firstName}}"}}.dump()),
                    400, "Say how to opt out: a text must include \"Reply STOP to opt out\"");
  test::check_error(test::call(c.server, "POST", "/api/v1/message-templates", c.owner.token,
                               json{{"channel", "sms"}, {"name", "Bad field"}, {"body", "Hi {{fistName}}. Reply STOP to opt out"}}.dump()),
                    400, "Unknown field {{fistName}}: use {{firstName}}, {{lastName}}, {{name}}, {{company}}, {{email}}, {{phone}} or {{companyName}}");
  test::check_error(test::call(c.server, "POST", "/api/v1/message-templates", c.owner.token,
                               json{{"channel", "email"}, {"name", "No subject"}, {"body", "x"}}.dump()),
                    400, "Enter the e-mail's subject");
  test::check_error(test::call(c.server, "POST", "/api/v1/message-templates", c.owner.token,
                               json{{"channel", "sms"}, {"name", "First touch"}, {"body", "Reply STOP to opt out"}}.dump()),
                    409, "A template with this name already exists");

  const auto post = [&](const json& body) { return test::call(c.server, "POST", "/api/v1/cadences", c.owner.token, body.dump()); };
  test::check_error(post({{"name", ""}, {"steps", json::array()}}), 400, "Enter a name for the cadence");
  test::check_error(post({{"name", "Empty"}, {"steps", json::array()}}), 400, "Add at least one step");
  test::check_error(post({{"name", "No template"}, {"smsFrom", kOurNumber}, {"steps", {step("sms", 0, "minutes")}}}), 400,
                    "Step 1: choose a text template");
  test::check_error(post({{"name", "Wrong template"}, {"smsFrom", kOurNumber},
                          {"steps", {step("wait", 1, "hours"), step("sms", 0, "minutes", {{"templateId", c.email_template}})}}}),
                    400, "Step 2: choose a text template");
  test::check_error(post({{"name", "No number"}, {"steps", {step("sms", 0, "minutes", {{"templateId", c.sms_template}})}}}), 400,
                    "Choose the number the texts come from (Phone Numbers)");
  test::check_error(post({{"name", "No campaign"}, {"steps", {step("call", 0, "minutes")}}}), 400, "Step 1: choose the campaign to call from");
  test::check_error(post({{"name", "Bad window"}, {"steps", {step("wait", 0, "minutes", {{"window", {{"start", "18:00"}, {"end", "09:00"}}}})}}}),
                    400, "Step 1: the window must start before it ends, as HH:MM");
  test::check_error(post({{"name", "Bad delay"}, {"steps", {step("wait", 1001, "minutes")}}}), 400,
                    "Step 1: the delay must be a whole number from 0 to 1,000");

  const auto made = ok(post({{"name", "Good"}, {"smsFrom", kOurNumber},
                             {"steps", {step("sms", 0, "minutes", {{"templateId", c.sms_template}, {"window", {{"start", "09:00"}, {"end", "20:00"}}}}),
                                        step("wait", 1, "business_days"), step("email", 2, "hours", {{"templateId", c.email_template}})}}}),
                       201);
  CHECK(made["status"] == "paused");
  CHECK(made["steps"].size() == 3);
  CHECK(made["steps"][0]["window"] == json{{"start", "09:00"}, {"end", "20:00"}});
  CHECK(made["steps"][1]["delay"] == json{{"amount", 1}, {"unit", "business_days"}});
  CHECK(made["figures"]["enrolled"] == 0);
  // A template in use cannot go.
  test::check_error(test::call(c.server, "DELETE", "/api/v1/message-templates/" + std::to_string(c.sms_template), c.owner.token), 409,
                    "This template is used by a cadence: change the cadence first");
  const auto templates = c.call("GET", "/api/v1/message-templates")["templates"];
  CHECK(templates[0]["name"] == "First touch");
  CHECK(templates[0]["usedBy"] == 1);
}

TEST_CASE("cadences: a text in the lead's window, a business day's wait, an e-mail with its unsubscribe, and a reply that stops it") {
  Centre c("Flow");
  const auto ada = c.lead("Ada", "(212) 555-0147", "ada@example.test");
  const auto ben = c.lead("Ben", "(212) 555-0188", "ben@example.test");
  const auto cadence = c.cadence({step("sms", 0, "minutes", {{"templateId", c.sms_template}, {"window", {{"start", "09:00"}, {"end", "20:00"}}}}),
                                  step("wait", 1, "business_days"), step("email", 0, "minutes", {{"templateId", c.email_template}})});
  c.enroll(cadence, {ada, ben});
  REQUIRE(test::eventually([&] { return c.twilio.texts().size() == 2; }));
  auto texts = c.twilio.texts();
  CHECK(texts[0].from == kOurNumber);
  CHECK(texts[0].status_callback == kPublicUrl + "/api/v1/twilio/sms-status");
  CHECK((texts[0].body == "Hi Ada, it's Flow about your solar quote. Reply STOP to opt out." ||
         texts[1].body == "Hi Ada, it's Flow about your solar quote. Reply STOP to opt out."));
  auto figures = c.cadence_of(cadence)["figures"];
  CHECK(figures["enrolled"] == 2);
  CHECK(figures["active"] == 2);
  auto shown = c.enrollments(cadence);
  CHECK(shown[0]["stepIndex"] == 1);
  CHECK(shown[0]["nextStep"]["kind"] == "wait");
  // The lead's messages show the text, delivered once Twilio says so.
  const auto ada_sid = texts[0].to == "+12125550147" ? texts[0].sid : texts[1].sid;
  REQUIRE(c.player.post(kPublicUrl + "/api/v1/twilio/sms-status",
                        {{"MessageSid", ada_sid}, {"AccountSid", kTwilioSid}, {"From", kOurNumber}, {"To", "+12125550147"},
                         {"MessageStatus", "delivered"}})->status == 200);
  const auto messages = c.call("GET", "/api/v1/leads/" + std::to_string(ada) + "/messages")["messages"];
  REQUIRE(messages.size() == 1);
  CHECK(messages[0]["kind"] == "cadence");
  CHECK(messages[0]["status"] == "delivered");

  // Ben writes back: his cadence stops as replied.
  REQUIRE(c.player.post(kPublicUrl + "/api/v1/twilio/sms",
                        {{"MessageSid", "SM00000000000000000000000000000b01"}, {"AccountSid", kTwilioSid}, {"From", "+12125550188"},
                         {"To", kOurNumber}, {"Body", "Can you call me tomorrow?"}})->status == 200);
  figures = c.cadence_of(cadence)["figures"];
  CHECK(figures["replied"] == 1);
  CHECK(figures["active"] == 1);

  // One business day later, same time in New York (Thursday 13:00): the wait is over, the e-mail goes.
  c.advance(23h + 59min);
  CHECK(c.enrollments(cadence)[1]["stepIndex"] == 1);
  c.advance(1min);
  REQUIRE(test::eventually([&] { return !c.smtp.received().empty(); }));
  const auto mail = c.smtp.received()[0];
  CHECK(mail.rcpt_tos == std::vector<std::string>{"ada@example.test"});
  CHECK(test::header_of(mail.data, "Subject") == "Your quote, Ada");
  const auto unsubscribe = test::header_of(mail.data, "List-Unsubscribe");
  CHECK(test::header_of(mail.data, "List-Unsubscribe-Post") == "List-Unsubscribe=One-Click");
  REQUIRE(unsubscribe.starts_with("<" + kPublicUrl + "/api/v1/unsubscribe?token="));
  CHECK(test::decoded_body(mail.data).find("To stop receiving these e-mails from Flow: " + kPublicUrl + "/unsubscribe?token=") !=
        std::string::npos);
  REQUIRE(test::eventually([&] { return c.cadence_of(cadence)["figures"]["finished"] == 1; }));

  // The one-click unsubscribe (a mail client's POST): the address is opted out, the ledger says so.
  const std::string path = unsubscribe.substr(kPublicUrl.size() + 1, unsubscribe.size() - kPublicUrl.size() - 2);
  const auto unsubscribed = c.server.client().Post(path, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded");
  CHECK(test::json_of(unsubscribed) == json{{"email", "ada@example.test"}});
  // Again is the same (a person clicking the link after the mail client did).
  CHECK(c.server.client().Post(path, "", "text/plain")->status == 200);
  const auto consents = c.call("GET", "/api/v1/leads/" + std::to_string(ada) + "/consents")["consents"];
  REQUIRE(consents.size() == 1);
  CHECK(consents[0]["channel"] == "email");
  CHECK(consents[0]["source"] == "unsubscribe_link");
  test::check_error(c.server.client().Post("/api/v1/unsubscribe?token=nope", "", "text/plain"), 404,
                    "This unsubscribe link is not known");
}

TEST_CASE("cadences: outside the lead's window a text waits, a business day skips the weekend, and 3 texts a week at most") {
  // Friday 2026-11-27 08:00 UTC: 03:00 in New York.
  Centre c("Limits", std::chrono::sys_days{std::chrono::November / 27 / 2026} + 8h);
  const auto ada = c.lead("Ada", "(212) 555-0147");
  const auto sms = [&] { return step("sms", 0, "minutes", {{"templateId", c.sms_template}}); };
  const auto cadence = c.cadence({sms(), step("wait", 1, "business_days"), sms(), sms(), sms()});
  c.enroll(cadence, {ada});
  // 03:00 is outside the calling rules' 08:00–21:00: nothing yet; it waits for 08:00 New York (13:00 UTC).
  CHECK(c.twilio.texts().empty());
  auto next = c.enrollments(cadence)[0]["nextStep"];
  CHECK(next["kind"] == "sms");
  CHECK(next["at"] == "2026-11-27T13:00:00Z");
  CHECK(next["waitingFor"] == "window");
  c.advance(5h);
  REQUIRE(test::eventually([&] { return c.twilio.texts().size() == 1; }));
  // One business day after Friday 08:00 is Monday 08:00 (New York).
  c.advance(24h);
  CHECK(c.enrollments(cadence)[0]["nextStep"]["at"] == "2026-11-30T13:00:00Z");
  CHECK(c.enrollments(cadence)[0]["nextStep"]["waitingFor"].is_null());  // only its delay: a business day
  c.advance(48h);
  // Monday: texts two and three go; the fourth would be the fourth in 7 days: it waits until the first is a week old.
  REQUIRE(test::eventually([&] { return c.twilio.texts().size() == 3; }));
  REQUIRE(test::eventually([&] { return c.enrollments(cadence)[0]["stepIndex"] == 4; }));
  CHECK(c.enrollments(cadence)[0]["nextStep"]["at"] == "2026-12-04T13:00:00Z");
  CHECK(c.enrollments(cadence)[0]["nextStep"]["waitingFor"] == "text_limit");
  // Paused and resumed, it still waits for the same moment, for the same reason.
  const auto held = "/api/v1/cadences/" + std::to_string(cadence) + "/enrollments/" +
                    std::to_string(c.enrollments(cadence)[0]["id"].get<std::int64_t>());
  c.call("POST", held + "/pause");
  c.call("POST", held + "/resume");
  CHECK(c.enrollments(cadence)[0]["nextStep"]["at"] == "2026-12-04T13:00:00Z");
  CHECK(c.enrollments(cadence)[0]["nextStep"]["waitingFor"] == "text_limit");
  CHECK(c.twilio.texts().size() == 3);
  c.advance(4 * 24h);
  REQUIRE(test::eventually([&] { return c.twilio.texts().size() == 4; }));
  REQUIRE(test::eventually([&] { return c.cadence_of(cadence)["figures"]["finished"] == 1; }));
}

TEST_CASE("cadences: the carrier's 21610 opts the number out and stops the cadence, and by hand an enrollment stops") {
  Centre c("Carrier");
  const auto ada = c.lead("Ada", "(212) 555-0147");
  const auto ben = c.lead("Ben", "(212) 555-0188");
  c.twilio.refuse_texts_to("+12125550147");
  const auto cadence = c.cadence({step("sms", 0, "minutes", {{"templateId", c.sms_template}}), step("wait", 2, "hours"),
                                  step("sms", 0, "minutes", {{"templateId", c.sms_template}})});
  c.enroll(cadence, {ada, ben});
  REQUIRE(test::eventually([&] { return c.cadence_of(cadence)["figures"]["optedOut"] == 1; }));
  const auto messages = c.call("GET", "/api/v1/leads/" + std::to_string(ada) + "/messages")["messages"];
  REQUIRE(messages.size() == 1);
  CHECK(messages[0]["status"] == "failed");
  CHECK(messages[0]["error"].get<std::string>().find("error 21610") != std::string::npos);
  CHECK(c.call("GET", "/api/v1/leads/" + std::to_string(ada) + "/consents")["consents"][0]["source"] == "carrier");

  // Ben's enrollment, stopped by hand before its second text.
  const auto shown = c.enrollments(cadence);
  const auto bens = shown[0]["lead"]["id"] == ben ? shown[0] : shown[1];
  const auto stopped = c.call("POST", "/api/v1/cadences/" + std::to_string(cadence) + "/enrollments/" +
                                          std::to_string(bens["id"].get<std::int64_t>()) + "/stop");
  CHECK(stopped["status"] == "stopped");
  CHECK(stopped["stopReason"] == "by_hand");
  CHECK(stopped["nextStep"].is_null());
  c.advance(3h);
  CHECK(c.twilio.texts().size() == 1);
  CHECK(c.cadence_of(cadence)["figures"]["stopped"] == 2);
}

TEST_CASE("cadences: a text the carrier refuses (21610) stops its enrollment as opted out, in a one-step cadence too") {
  Centre c("Refused");
  const auto ada = c.lead("Ada", "(212) 555-0147");
  const auto cy = c.lead("Cy", "(212) 555-0199");
  c.twilio.refuse_texts_to("+12125550147");
  c.twilio.refuse_texts_to("+12125550199");
  // The refused text is the cadence's last step: the enrollment would have finished.
  const auto one_step = c.cadence(json::array({step("sms", 0, "minutes", {{"templateId", c.sms_template}})}));
  const auto two_steps = c.cadence({step("sms", 0, "minutes", {{"templateId", c.sms_template}}), step("wait", 2, "hours")});
  c.enroll(one_step, {ada});
  c.enroll(two_steps, {cy});
  for (const auto cadence : {one_step, two_steps}) {
    INFO("cadence " << cadence);
    // The step's run may have begun before the enrollment committed: its text is refused on that run or the next.
    REQUIRE(test::eventually([&] { return c.enrollments(cadence)[0]["status"] == "stopped"; }));
    const auto shown = c.enrollments(cadence);
    REQUIRE(shown.size() == 1);
    CHECK(shown[0]["status"] == "stopped");
    CHECK(shown[0]["stopReason"] == "opted_out");
    const auto figures = c.cadence_of(cadence)["figures"];
    CHECK(figures["optedOut"] == 1);
    CHECK(figures["finished"] == 0);
  }
  CHECK(c.twilio.texts().empty());
}

TEST_CASE("cadences: a long reply that mentions stopping is a reply: the cadence stops as replied, not opted out") {
  Centre c("Unclear");
  const auto ada = c.lead("Ada", "(212) 555-0147");
  const auto cadence = c.cadence({step("sms", 0, "minutes", {{"templateId", c.sms_template}}), step("wait", 2, "hours")});
  c.enroll(cadence, {ada});
  REQUIRE(test::eventually([&] { return c.twilio.texts().size() == 1; }));
  const auto answer = c.player.post(kPublicUrl + "/api/v1/twilio/sms",
                                    {{"MessageSid", "SM00000000000000000000000000000u01"}, {"AccountSid", kTwilioSid},
                                     {"From", "+12125550147"}, {"To", kOurNumber},
                                     {"Body", "Could you stop by on Friday instead, my husband wants to see it"}});
  REQUIRE(answer);
  REQUIRE(answer->status == 200);
  CHECK(answer->body.find("<Message>Unclear: did you mean to stop our messages? Reply STOP to opt out.</Message>") !=
        std::string::npos);
  const auto figures = c.cadence_of(cadence)["figures"];
  CHECK(figures["replied"] == 1);
  CHECK(figures["optedOut"] == 0);
}

TEST_CASE("cadences: the emoji set is the organization's, in its order") {
  Centre c("Emojis");
  CHECK(c.call("GET", "/api/v1/emojis")["emojis"].size() == 8);
  test::check_error(test::call(c.server, "PUT", "/api/v1/emojis", c.owner.token, json{{"emojis", json::array()}}.dump()), 400,
                    "Choose at least one emoji");
  test::check_error(test::call(c.server, "PUT", "/api/v1/emojis", c.owner.token, json{{"emojis", {"ab"}}}.dump()), 400,
                    "\"ab\" is not an emoji");
  test::check_error(test::call(c.server, "PUT", "/api/v1/emojis", c.owner.token, json{{"emojis", {"🔥", "✅", "🔥"}}}.dump()), 400,
                    "🔥 is in the set twice");
  const json mine = {"🔥", "👍🏽", "🇺🇸", "1️⃣", "❤️"};
  CHECK(c.call("PUT", "/api/v1/emojis", json{{"emojis", mine}})["emojis"] == mine);
  CHECK(c.call("GET", "/api/v1/emojis")["emojis"] == mine);
}

namespace {

json import_csv_into(Centre& c, const std::string& csv, const std::string& query, int status = 200) {
  return ok(c.server.client().Post("/api/v1/leads/import" + query, test::bearer(c.owner.token), csv, "text/csv"), status);
}

std::map<std::string, std::int64_t> leads_by_first_name(Centre& c) {
  std::map<std::string, std::int64_t> ids;
  const auto page = c.call("GET", "/api/v1/leads?limit=100");
  for (const auto& lead : page["leads"]) {
    ids[lead["firstName"].get<std::string>()] = lead["id"].get<std::int64_t>();
  }
  return ids;
}

json consents_of(Centre& c, std::int64_t lead) {
  return c.call("GET", "/api/v1/leads/" + std::to_string(lead) + "/consents")["consents"];
}

}  // namespace

TEST_CASE("cadences: an import and a webhook enroll their leads and record the consent their columns and fields give") {
  Centre c("Sources");
  const auto cadence = c.cadence(json::array({step("wait", 24, "hours")}));
  const std::string csv =
      "First Name,Phone,Email,SMS Consent,Email Opt In\n"
      "Ada,(212) 555-0147,ada@example.test,yes,no\n"
      "Ben,(212) 555-0188,ben@example.test,Y,x\n"
      "Cy,(212) 555-0199,cy@example.test,maybe,\n";
  const auto query = "?cadenceId=" + std::to_string(cadence);
  auto result = import_csv_into(c, csv, query);
  CHECK(result["imported"] == 2);
  CHECK(result["enrolled"] == 2);
  REQUIRE(result["errors"].size() == 1);
  CHECK(result["errors"][0]["row"] == 4);
  CHECK(result["errors"][0]["message"] == "A consent column must say yes or no, not \"maybe\"");
  // The same file again, updating: the leads are in the cadence already, the consents are given again.
  result = import_csv_into(c, csv, query + "&duplicates=update");
  CHECK(result["updated"] == 2);
  CHECK(result["enrolled"] == 0);
  CHECK(c.cadence_of(cadence)["figures"]["enrolled"] == 2);

  auto ids = leads_by_first_name(c);
  auto ledger = consents_of(c, ids["Ada"]);
  REQUIRE(ledger.size() == 2);
  CHECK(ledger[0]["channel"] == "sms");
  CHECK(ledger[0]["action"] == "granted");
  CHECK(ledger[0]["source"] == "import");
  CHECK(ledger[0]["address"] == "+12125550147");
  ledger = consents_of(c, ids["Ben"]);
  REQUIRE(ledger.size() == 4);
  CHECK(ledger[1]["channel"] == "email");
  CHECK(ledger[1]["address"] == "ben@example.test");

  // A cadence that takes no leads is refused before a row is read.
  const auto archived = c.cadence(json::array({step("wait", 1, "hours")}));
  c.call("POST", "/api/v1/cadences/" + std::to_string(archived) + "/archive");
  test::check_error(c.server.client().Post("/api/v1/leads/import?cadenceId=" + std::to_string(archived),
                                           test::bearer(c.owner.token), "First Name,Phone\nDee,2125550111\n", "text/csv"),
                    409, "This cadence is archived: it takes no more leads");
  test::check_error(c.server.client().Post("/api/v1/leads/import?cadenceId=999999", test::bearer(c.owner.token),
                                           "First Name,Phone\nDee,2125550111\n", "text/csv"),
                    404, "Cadence not found");
  CHECK(leads_by_first_name(c).count("Dee") == 0);

  // A webhook that enrolls its leads, and a lead that says it agreed to texts.
  test::check_error(test::call(c.server, "POST", "/api/v1/webhooks", c.owner.token,
                               json{{"name", "Old form"}, {"cadenceId", archived}}.dump()),
                    400, "Choose one of your cadences that is not archived");
  const auto hook = c.call("POST", "/api/v1/webhooks", json{{"name", "Website form"}, {"cadenceId", cadence}}, 201);
  CHECK(hook["cadenceName"] == "Solar 1");
  const std::string url = hook["url"].get<std::string>();
  const auto path = url.substr(url.find("/api/v1/webhooks/leads"));
  const auto delivered = c.server.client().Post(
      path, json{{"firstName", "Eve"}, {"phone", "(212) 555-0123"}, {"smsConsent", true}}.dump(), "application/json");
  CHECK(test::json_of(delivered) == json{{"created", 1}, {"updated", 0}, {"enrolled", 1}, {"errors", json::array()}});
  ids = leads_by_first_name(c);
  ledger = consents_of(c, ids["Eve"]);
  REQUIRE(ledger.size() == 1);
  CHECK(ledger[0]["source"] == "webhook");
  CHECK(ledger[0]["detail"] == "Sent by webhook \"Website form\"");
  CHECK(c.cadence_of(cadence)["figures"]["enrolled"] == 3);
  // Unset, the webhook enrolls nobody.
  c.call("PUT", "/api/v1/webhooks/" + std::to_string(hook["id"].get<std::int64_t>()), json{{"cadenceId", nullptr}});
  CHECK(test::json_of(c.server.client().Post(path, json{{"firstName", "Fay"}, {"phone", "(212) 555-0124"}}.dump(),
                                             "application/json"))["enrolled"] == 0);
}

TEST_CASE("cadences: six months after a relationship ends its consent ledger is purged, and the log says so") {
  Centre c("Purge");
  import_csv_into(c,
                  "First Name,Phone,SMS Consent\nBen,(212) 555-0188,\nCy,(212) 555-0199,yes\nDee,(212) 555-0111,yes\n"
                  "Ada,(212) 555-0147,yes\n",
                  "");
  const auto ids = leads_by_first_name(c);
  const auto text = [&](const std::string& from, const std::string& body, const std::string& sid) {
    REQUIRE(c.player.post(kPublicUrl + "/api/v1/twilio/sms", {{"MessageSid", sid}, {"AccountSid", kTwilioSid}, {"From", from},
                                                           {"To", kOurNumber}, {"Body", body}})->status == 200);
  };
  // Ada is deleted; Ben (no consent on file) and Dee (consent given) text STOP; Cy keeps her consent.
  REQUIRE(test::call(c.server, "DELETE", "/api/v1/leads/" + std::to_string(ids.at("Ada")), c.owner.token)->status == 204);
  text("+12125550188", "STOP", "SM00000000000000000000000000000p01");
  text("+12125550111", "Stop.", "SM00000000000000000000000000000p02");
  CHECK(consents_of(c, ids.at("Dee")).size() == 2);
  // Ada had the highest id: it is never given again, and the next lead shows none of her records.
  const auto fresh = c.lead("Gus", "(212) 555-0177");
  CHECK(fresh > ids.at("Ada"));
  CHECK(consents_of(c, fresh).empty());

  auto& scheduler = c.server.app().scheduler();
  // Nothing but the clock runs this job: the run after each move is the one counted from before it.
  const auto purge_after = [&](dialer::Clock::duration by) {
    const auto runs = test::wait_for_runs(scheduler, "consent-purge", 0).runs;
    c.clock.advance(by);
    return test::wait_for_runs(scheduler, "consent-purge", runs + 1).last_run->message;
  };
  CHECK(purge_after(std::chrono::days(182)) == "No relationship ended long enough ago");
  CHECK(purge_after(std::chrono::days(2)).starts_with("Removed the consent records of 3 leads whose relationship ended before 2026-"));
  CHECK(c.server.wait_for_log("purged 5 consent records of 3 leads whose relationship ended before 2026-").find(
            "(kept six months)") != std::string::npos);

  c.owner = test::sign_in(c.server, c.owner.email, c.owner.password);
  CHECK(consents_of(c, ids.at("Ben")).empty());
  CHECK(consents_of(c, ids.at("Dee")).empty());
  const auto kept = consents_of(c, ids.at("Cy"));
  REQUIRE(kept.size() == 1);
  CHECK(kept[0]["action"] == "granted");
  // Opted out stays opted out: the opt-out list is not the ledger.
  CHECK(purge_after(std::chrono::days(1)) == "No relationship ended long enough ago");
}

TEST_CASE("cadences: with every channel reached, an e-mail's unsubscribe also lists the number and stops texts") {
  Centre c("Reach");
  test::set_opt_out_all_channels(c.server, c.owner.token, true);
  const auto ada = c.lead("Ada", "(212) 555-0147", "ada@example.test");
  const auto cadence = c.cadence({step("email", 0, "minutes", {{"templateId", c.email_template}}), step("wait", 2, "hours"),
                                  step("sms", 0, "minutes", {{"templateId", c.sms_template}})});
  c.enroll(cadence, {ada});
  REQUIRE(test::eventually([&] { return !c.smtp.received().empty(); }));
  const auto unsubscribe = test::header_of(c.smtp.received()[0].data, "List-Unsubscribe");
  const std::string path = unsubscribe.substr(kPublicUrl.size() + 1, unsubscribe.size() - kPublicUrl.size() - 2);
  REQUIRE(c.server.client().Post(path, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded")->status == 200);

  // The number is on the do-not-call list (as an e-mail's unsubscribe), off texts, and the ledger says every channel.
  const auto listed = c.call("GET", "/api/v1/dnc/numbers?phone=2125550147");
  CHECK(listed["onOrganizationList"] == true);
  CHECK(listed["lists"][0]["source"] == "email_opt_out");
  const auto ledger = c.call("GET", "/api/v1/leads/" + std::to_string(ada) + "/consents")["consents"];
  REQUIRE(ledger.size() == 2);
  CHECK(ledger[0]["channel"] == "email");
  CHECK(ledger[1]["channel"] == "all");
  CHECK(ledger[1]["source"] == "unsubscribe_link");
  // Its text step never goes.
  c.advance(3h);
  CHECK(c.twilio.texts().empty());
  CHECK(c.cadence_of(cadence)["figures"]["optedOut"] == 1);
}

TEST_CASE("cadences: START after a STOP that reached every channel lets texts go again, calls stay off") {
  Centre c("Restart");
  test::set_opt_out_all_channels(c.server, c.owner.token, true);
  // The server answers the keywords here, so its answer to START is seen.
  c.call("PUT", "/api/v1/telephony", json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}, {"twilioAnswersKeywords", false}});
  const auto ada = c.lead("Ada", "(212) 555-0147");
  const auto ben = c.lead("Ben", "(212) 555-0188");
  int sent = 0;
  const auto text = [&](const std::string& from, const std::string& body) {
    const auto n = std::to_string(++sent);
    const auto res = c.player.post(kPublicUrl + "/api/v1/twilio/sms",
                                   {{"MessageSid", "SM" + std::string(32 - n.size(), 'e') + n}, {"AccountSid", kTwilioSid},
                                    {"From", from}, {"To", kOurNumber}, {"Body", body}});
    REQUIRE(res);
    REQUIRE(res->status == 200);
    return res->body;
  };
  const auto on_organization_list = [&](const std::string& digits) {
    return c.call("GET", "/api/v1/dnc/numbers?phone=" + digits)["onOrganizationList"] == true;
  };
  // Ben was put on the list by hand before he ever texted.
  c.call("POST", "/api/v1/dnc/numbers", json{{"phone", "212 555 0188"}, {"note", "Asked on the phone"}}, 201);

  CHECK(text("+12125550147", "STOP").find("you are unsubscribed and will receive no more messages or calls. Reply START to "
                                          "receive messages again.") != std::string::npos);
  CHECK(on_organization_list("2125550147"));
  text("+12125550188", "STOP");

  // Ada's START: texts again, as the STOP's answer promised; the list entry her STOP made keeps calls off.
  CHECK(text("+12125550147", "START").find("<Message>Restart: you will receive messages again.") != std::string::npos);
  CHECK(on_organization_list("2125550147"));
  // Ben's START cannot lift an entry made by hand: the answer says so rather than promise texts.
  CHECK(text("+12125550188", "START").find(
            "<Message>Restart: your number is on our do-not-call list, so you will receive no messages. Reply HELP for help.") !=
        std::string::npos);
  const auto ledger = c.call("GET", "/api/v1/leads/" + std::to_string(ada) + "/consents")["consents"];
  REQUIRE(ledger.size() == 3);  // sms revoked, all revoked (the reach), sms granted
  CHECK(ledger[2]["channel"] == "sms");
  CHECK(ledger[2]["action"] == "granted");

  // A new cadence: Ada's text goes, Ben's step stops on the list.
  const auto cadence = c.cadence(json::array({step("sms", 0, "minutes", {{"templateId", c.sms_template}})}));
  c.enroll(cadence, {ada, ben});
  REQUIRE(test::eventually([&] { return c.cadence_of(cadence)["figures"]["finished"] == 1; }));
  const auto texts = c.twilio.texts();
  REQUIRE(texts.size() == 1);
  CHECK(texts[0].to == "+12125550147");
  const auto enrollments = c.enrollments(cadence);
  const auto bens = enrollments[0]["lead"]["id"] == ben ? enrollments[0] : enrollments[1];
  CHECK(bens["status"] == "stopped");
  CHECK(bens["stopReason"] == "dnc");

  // The compliance page: Ada's revocations stand, and the text she asked for with START is not a text after them.
  const auto campaign = c.call("POST", "/api/v1/campaigns", json{{"name", "Proof"}}, 201)["id"].get<std::int64_t>();
  const auto revocations = c.call("GET", "/api/v1/campaigns/" + std::to_string(campaign) + "/compliance")["revocations"];
  int adas = 0;
  for (const auto& r : revocations["entries"]) {
    if (r["address"] != "+12125550147") continue;
    ++adas;
    CHECK(r["textsAfter"] == 0);
    CHECK(r["callsAfter"] == 0);
  }
  CHECK(adas == 2);  // the text's STOP and its reach to every channel
}
