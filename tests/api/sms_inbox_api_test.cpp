// Texts from leads over real HTTP, signed as Twilio signs them: STOP opts the number out with one confirmation,
// STOPALL puts it on the do-not-call list too, START opts it back in, HELP is answered (by the server, or silently
// where Twilio answers them), a reply and a reaction are kept in the lead's messages; an opt-out in a short sentence
// is always confirmed, one in a long sentence is asked about once; the consent ledger tells the story; a text sent
// again, or forged, changes nothing.
#include <doctest/doctest.h>

#include "support/accounts.hpp"
#include "support/twilio_player.hpp"
#include "support/twilio_stub.hpp"

namespace {

using nlohmann::json;
using test::kOurNumber;
using test::kPublicUrl;
using test::kTwilioSid;
using test::kTwilioToken;
using test::ok;

struct Inbox {
  test::TwilioStub twilio{kTwilioSid, kTwilioToken};
  test::TestServer server{[this](dialer::AppConfig& config) {
    config.twilio_base_url = twilio.base_url();
    config.server.public_url = kPublicUrl;
  }};
  test::TwilioPlayer player{"http://127.0.0.1:" + std::to_string(server.port()), kPublicUrl, kTwilioSid, kTwilioToken};
  test::Account owner;
  int texts = 0;

  // `twilio_answers_keywords`: false when the organization turned Twilio's opt-out handling off, so the server
  // answers STOP, HELP and START; true leaves the setting as a new account has it.
  Inbox(const std::string& company, bool twilio_answers_keywords) {
    twilio.set_numbers({{"PN0000000000000000000000000000000a", kOurNumber, "Main line"}});
    owner = test::register_company(server, company, "owner@" + company + ".test");
    json account{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}};
    if (!twilio_answers_keywords) account["twilioAnswersKeywords"] = false;
    ok(test::call(server, "PUT", "/api/v1/telephony", owner.token, account.dump()));
    ok(test::call(server, "POST", "/api/v1/phone-numbers/sync", owner.token));
    // These cases are about a text's own opt-outs; an opt-out stopping every channel has its own case.
    test::set_opt_out_all_channels(server, owner.token, false);
  }

  // A text from `from`, as Twilio delivers it to the number's Messaging webhook; the TwiML answer.
  httplib::Result text(const std::string& from, const std::string& body, const std::string& sid = "",
                       const std::string& token = "") {
    ++texts;
    std::string message_sid = sid;
    if (message_sid.empty()) {
      const std::string n = std::to_string(texts);
      message_sid = "SM" + std::string(32 - n.size(), '0') + n;
    }
    return player.post(kPublicUrl + "/api/v1/twilio/sms",
                       {{"MessageSid", message_sid}, {"AccountSid", kTwilioSid}, {"From", from}, {"To", kOurNumber},
                        {"Body", body}, {"NumMedia", "0"}},
                       token);
  }
  json messages(std::int64_t lead) {
    return ok(test::call(server, "GET", "/api/v1/leads/" + std::to_string(lead) + "/messages", owner.token))["messages"];
  }
  json consents(std::int64_t lead) {
    return ok(test::call(server, "GET", "/api/v1/leads/" + std::to_string(lead) + "/consents", owner.token))["consents"];
  }
};

std::string twiml(const httplib::Result& res) {
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  CHECK(res->get_header_value("Content-Type").starts_with("text/xml"));
  return res->body;
}

// The TwiML of a text that gets no answer, and of one answered with `message`.
const char* const kNoSmsAnswer = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response></Response>";
std::string sms_answer_twiml(const std::string& message) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response><Message>" + message + "</Message></Response>";
}

}  // namespace

TEST_CASE("sms inbox: STOP opts the number out with one confirmation, START opts it back in, HELP is answered") {
  Inbox inbox("Sunrise", false);
  const auto lead = test::create_lead(inbox.server, inbox.owner.token, {{"name", "Ada Lovelace"}, {"phone", "(202) 555-0147"}})["id"].get<std::int64_t>();

  CHECK(twiml(inbox.text("+12025550147", "Stop.")) ==
        sms_answer_twiml("Sunrise: you are unsubscribed and will receive no more messages. Reply START to receive messages again."));
  auto messages = inbox.messages(lead);
  REQUIRE(messages.size() == 2);
  CHECK(messages[0]["direction"] == "outbound");
  CHECK(messages[0]["kind"] == "answer");
  CHECK(messages[0]["to"] == "+12025550147");
  CHECK(messages[1]["direction"] == "inbound");
  CHECK(messages[1]["kind"] == "opt_out");
  CHECK(messages[1]["body"] == "Stop.");
  CHECK(messages[1]["from"] == "+12025550147");
  CHECK(messages[1]["to"] == kOurNumber);
  auto consents = inbox.consents(lead);
  REQUIRE(consents.size() == 1);
  CHECK(consents[0]["channel"] == "sms");
  CHECK(consents[0]["action"] == "revoked");
  CHECK(consents[0]["source"] == "sms_keyword");
  CHECK(consents[0]["address"] == "+12025550147");
  CHECK(consents[0]["detail"] == "Texted \"Stop.\"");
  // Texts only: the number may still be called.
  CHECK(ok(test::call(inbox.server, "GET", "/api/v1/dnc/numbers?phone=%2B12025550147", inbox.owner.token))["onOrganizationList"] == false);

  CHECK(twiml(inbox.text("+12025550147", "help")).find("<Message>Sunrise: reply STOP to opt out of messages, START to opt back in.") != std::string::npos);
  CHECK(twiml(inbox.text("+12025550147", "START")).find("<Message>Sunrise: you will receive messages again.") != std::string::npos);
  consents = inbox.consents(lead);
  REQUIRE(consents.size() == 2);
  CHECK(consents[1]["action"] == "granted");
  CHECK(consents[1]["channel"] == "sms");

  // A reply and a reaction get no answer and are kept as what they are.
  CHECK(twiml(inbox.text("+12025550147", "please call me at 5 instead")) ==
        kNoSmsAnswer);
  CHECK(twiml(inbox.text("+12025550147", "Liked \xE2\x80\x9CSunrise: you will receive messages again.\xE2\x80\x9D")) ==
        kNoSmsAnswer);
  messages = inbox.messages(lead);
  CHECK(messages[0]["kind"] == "reaction");
  CHECK(messages[1]["kind"] == "reply");
  CHECK(inbox.consents(lead).size() == 2);
}

TEST_CASE("sms inbox: STOPALL stops the calls too, and a text sent again or forged changes nothing") {
  Inbox inbox("Moonrise", false);
  const auto lead = test::create_lead(inbox.server, inbox.owner.token, {{"name", "Grace"}, {"phone", "+1 202 555 0188"}})["id"].get<std::int64_t>();
  const std::string sid = "SM0123456789abcdef0123456789abcdef";

  // Forged: wrong signature, or none.
  test::check_error(inbox.text("+12025550188", "STOPALL", sid, "not-the-token"), 403, "This request is not signed by Twilio");
  test::check_error(inbox.text("+12025550188", "STOPALL", sid, "-"), 403, "This request is not signed by Twilio");
  CHECK(inbox.messages(lead).empty());

  CHECK(twiml(inbox.text("+12025550188", "stopall", sid)).find("no more messages or calls") != std::string::npos);
  CHECK(twiml(inbox.text("+12025550188", "stopall", sid)) == kNoSmsAnswer);
  CHECK(inbox.messages(lead).size() == 2);
  const auto consents = inbox.consents(lead);
  REQUIRE(consents.size() == 1);
  CHECK(consents[0]["channel"] == "all");
  const auto listed = ok(test::call(inbox.server, "GET", "/api/v1/dnc/numbers?phone=%2B12025550188", inbox.owner.token));
  CHECK(listed["onOrganizationList"] == true);

  // A number that is no lead's is opted out all the same (nothing to show in a lead's history).
  CHECK(twiml(inbox.text("+12025550199", "STOP")).find("you are unsubscribed") != std::string::npos);

  // Another organization's admin cannot read this lead's messages.
  const auto other = test::register_company(inbox.server, "Elsewhere", "o@elsewhere.test");
  CHECK(test::call(inbox.server, "GET", "/api/v1/leads/" + std::to_string(lead) + "/messages", other.token)->status == 404);
  CHECK(test::call(inbox.server, "GET", "/api/v1/leads/" + std::to_string(lead) + "/consents", other.token)->status == 404);
}

TEST_CASE("sms inbox: where Twilio answers STOP, HELP and START the server records them and stays silent") {
  Inbox inbox("Quiet", true);
  const auto lead = test::create_lead(inbox.server, inbox.owner.token, {{"name", "Ada"}, {"phone", "(202) 555-0147"}})["id"].get<std::int64_t>();

  CHECK(twiml(inbox.text("+12025550147", "STOP")) == kNoSmsAnswer);
  auto messages = inbox.messages(lead);
  REQUIRE(messages.size() == 1);
  CHECK(messages[0]["kind"] == "opt_out");
  auto consents = inbox.consents(lead);
  REQUIRE(consents.size() == 1);
  CHECK(consents[0]["action"] == "revoked");
  CHECK(consents[0]["source"] == "sms_keyword");
  CHECK(twiml(inbox.text("+12025550147", "HELP")) == kNoSmsAnswer);
  CHECK(twiml(inbox.text("+12025550147", "START")) == kNoSmsAnswer);
  CHECK(inbox.consents(lead).back()["action"] == "granted");
  // STOPALL still puts the number on the do-not-call list.
  CHECK(twiml(inbox.text("+12025550147", "STOPALL")) == kNoSmsAnswer);
  CHECK(ok(test::call(inbox.server, "GET", "/api/v1/dnc/numbers?phone=%2B12025550147", inbox.owner.token))["onOrganizationList"] == true);
  messages = inbox.messages(lead);
  REQUIRE(messages.size() == 4);
  for (const auto& message : messages) CHECK(message["direction"] == "inbound");

  // Turned off: the server answers.
  ok(test::call(inbox.server, "PUT", "/api/v1/telephony", inbox.owner.token, json{{"twilioAnswersKeywords", false}}.dump()));
  CHECK(twiml(inbox.text("+12025550147", "STOP")).find("<Message>Quiet: you are unsubscribed") != std::string::npos);
  CHECK(inbox.messages(lead)[0]["kind"] == "answer");
}

TEST_CASE("sms inbox: an opt-out in a short sentence is always confirmed, one in a long sentence asked about once") {
  Inbox inbox("Plain", true);
  const auto lead = [&](const std::string& name, const std::string& phone) {
    return test::create_lead(inbox.server, inbox.owner.token, {{"name", name}, {"phone", phone}})["id"].get<std::int64_t>();
  };
  const auto on_dnc_list = [&](const std::string& encoded) {
    return ok(test::call(inbox.server, "GET", "/api/v1/dnc/numbers?phone=" + encoded, inbox.owner.token))["onOrganizationList"];
  };
  const auto ada = lead("Ada", "(202) 555-0147");
  const auto ben = lead("Ben", "(202) 555-0188");
  const auto cy = lead("Cy", "(202) 555-0199");

  // Twilio does not recognise a sentence: the server confirms it, though Twilio answers the keywords.
  CHECK(twiml(inbox.text("+12025550147", "Stop calling me")) ==
        sms_answer_twiml("Plain: you are unsubscribed and will receive no more messages or calls. Reply START to receive "
                         "messages again."));
  auto messages = inbox.messages(ada);
  REQUIRE(messages.size() == 2);
  CHECK(messages[0]["kind"] == "answer");
  CHECK(messages[1]["kind"] == "opt_out");
  auto consents = inbox.consents(ada);
  REQUIRE(consents.size() == 1);
  CHECK(consents[0]["channel"] == "all");
  CHECK(consents[0]["action"] == "revoked");
  CHECK(consents[0]["detail"] == "Texted \"Stop calling me\"");
  CHECK(on_dnc_list("%2B12025550147") == true);

  CHECK(twiml(inbox.text("+12025550188", "please unsubscribe me")).find(
            "<Message>Plain: you are unsubscribed and will receive no more messages. Reply START") != std::string::npos);
  consents = inbox.consents(ben);
  REQUIRE(consents.size() == 1);
  CHECK(consents[0]["channel"] == "sms");
  CHECK(on_dnc_list("%2B12025550188") == false);

  // Twelve words: a reply, with one question back, ever.
  CHECK(twiml(inbox.text("+12025550199", "Please stop by the office tomorrow, I have the papers for you")) ==
        sms_answer_twiml("Plain: did you mean to stop our messages? Reply STOP to opt out."));
  CHECK(twiml(inbox.text("+12025550199", "I can stop at noon if that works better for your team")) == kNoSmsAnswer);
  messages = inbox.messages(cy);
  REQUIRE(messages.size() == 3);
  CHECK(messages[0]["kind"] == "reply");
  CHECK(messages[1]["direction"] == "outbound");
  CHECK(messages[1]["kind"] == "clarification");
  CHECK(messages[1]["to"] == "+12025550199");
  CHECK(messages[2]["kind"] == "reply");
  CHECK(inbox.consents(cy).empty());
  CHECK(on_dnc_list("%2B12025550199") == false);

  // A number that opted out is not asked.
  CHECK(twiml(inbox.text("+12025550188", "Why did you stop sending me the quotes for the roof?")) == kNoSmsAnswer);
}

TEST_CASE("sms inbox: an opt-out stops every channel for the lead unless the organization turns that off") {
  Inbox inbox("Everywhere", false);
  test::set_opt_out_all_channels(inbox.server, inbox.owner.token, true);
  const auto ada = test::create_lead(inbox.server, inbox.owner.token,
                                     {{"name", "Ada Lovelace"}, {"phone", "(202) 555-0171"}, {"email", "ada@example.test"}})["id"];
  const auto texted = inbox.text("+12025550171", "STOP");
  REQUIRE(texted);
  CHECK(texted->body.find("no more messages or calls") != std::string::npos);
  // Calls: the number on the do-not-call list; e-mails: the address opted out; the ledger says every channel.
  const auto listed = ok(test::call(inbox.server, "GET", "/api/v1/dnc/numbers?phone=2025550171", inbox.owner.token));
  CHECK(listed["onOrganizationList"] == true);
  CHECK(listed["lists"][0]["source"] == "sms_opt_out");
  const auto opted_out = inbox.server.app().database().read([](SQLite::Database& db) {
    return db.execAndGet("SELECT count(*) FROM email_opt_outs WHERE email = 'ada@example.test'").getInt();
  });
  CHECK(opted_out == 1);
  const auto ledger = inbox.consents(ada);
  REQUIRE(ledger.size() == 2);
  CHECK(ledger[0]["channel"] == "sms");
  CHECK(ledger[1]["channel"] == "all");
  CHECK(ledger[1]["action"] == "revoked");

  // Turned off: a STOP stops texts only.
  test::set_opt_out_all_channels(inbox.server, inbox.owner.token, false);
  CHECK(test::get_json(inbox.server, inbox.owner.token, "/api/v1/settings/calling")["optOutAllChannels"] == false);
  test::create_lead(inbox.server, inbox.owner.token, {{"name", "Bob Byron"}, {"phone", "(202) 555-0172"}, {"email", "bob@example.test"}});
  const auto only_texts = inbox.text("+12025550172", "STOP");
  REQUIRE(only_texts);
  CHECK(only_texts->body.find("or calls") == std::string::npos);
  CHECK(ok(test::call(inbox.server, "GET", "/api/v1/dnc/numbers?phone=2025550172", inbox.owner.token))["onOrganizationList"] == false);
  auto rules = test::get_json(inbox.server, inbox.owner.token, "/api/v1/settings/calling");
  rules["optOutAllChannels"] = "yes";
  test::check_error(test::call(inbox.server, "PUT", "/api/v1/settings/calling", inbox.owner.token, rules.dump()), 400,
                    "optOutAllChannels must be true or false");
}
