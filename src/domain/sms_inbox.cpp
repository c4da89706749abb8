#include "domain/sms_inbox.hpp"

#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/lead_consent_store.hpp"
#include "db/lead_message_store.hpp"
#include "db/lead_store.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/do_not_call.hpp"
#include "domain/lead_writes.hpp"
#include "domain/opt_out_reach.hpp"
#include "domain/domain_error.hpp"
#include "domain/sms_keywords.hpp"
#include "domain/twilio_callbacks.hpp"
#include "domain/twiml.hpp"

namespace dialer::domain {
namespace {

const char* kind_name(InboundSmsKind kind) {
  switch (kind) {
    case InboundSmsKind::kOptOut:
      return "opt_out";
    case InboundSmsKind::kOptIn:
      return "opt_in";
    case InboundSmsKind::kHelp:
      return "help";
    case InboundSmsKind::kReaction:
      return "reaction";
    case InboundSmsKind::kReply:
    case InboundSmsKind::kUnclear:  // a reply; the clarification sent after it says what was unclear
      break;
  }
  return "reply";
}

// The one answer a keyword or an opt-out gets, naming the company; the question an unclear reply gets; none for
// anything else.
std::string answer_to(const InboundSmsMeaning& meaning, const std::string& company) {
  switch (meaning.kind) {
    case InboundSmsKind::kOptOut:
      return company + ": you are unsubscribed and will receive no more messages" +
             (meaning.everything ? " or calls" : "") + ". Reply START to receive messages again.";
    case InboundSmsKind::kOptIn:
      return company + ": you will receive messages again. Reply HELP for help, STOP to opt out.";
    case InboundSmsKind::kHelp:
      return company + ": reply STOP to opt out of messages, START to opt back in. Msg & data rates may apply.";
    case InboundSmsKind::kUnclear:
      return company + ": did you mean to stop our messages? Reply STOP to opt out.";
    default:
      return "";
  }
}

// Twilio answers STOP, HELP and START itself on US long codes unless the organization turned its opt-out handling
// off (telephony's twilioAnswersKeywords): then the server's answer would be the lead's second.
bool twilio_answers(SQLite::Database& db, std::int64_t organization_id) {
  const auto account = db::find_telephony_account(db, organization_id);
  return !account || account->twilio_answers_keywords;
}

// Whether the server texts `meaning`'s answer back to `from`. Twilio recognises a keyword only as the whole text,
// so an opt-out in a sentence is always confirmed here. An unclear reply is asked about once per number ever, and
// never once the number opted out: the question would be marketing to it.
bool server_answers(SQLite::Database& db, std::int64_t organization_id, const InboundSmsMeaning& meaning,
                    const std::string& from) {
  switch (meaning.kind) {
    case InboundSmsKind::kOptOut:
    case InboundSmsKind::kOptIn:
    case InboundSmsKind::kHelp:
      return !meaning.whole_text || !twilio_answers(db, organization_id);
    case InboundSmsKind::kUnclear:
      return !db::sms_opted_out(db, organization_id, from) && !db::clarification_sent(db, organization_id, from);
    default:
      return false;
  }
}

void require_lead(SQLite::Database& db, const auth::Caller& caller, std::int64_t lead_id) {
  if (!db::find_lead(db, caller.organization_id, lead_id)) throw DomainError::not_found("Lead not found");
}

}  // namespace

std::string SmsInbox::receive(const TwilioRequest& request) {
  const std::string from = twilio_field(request, "From");
  const std::string to = twilio_field(request, "To");
  const std::string sid = twilio_field(request, "MessageSid");
  const std::string body = twilio_field(request, "Body");
  const auto organization_id = callbacks_.verified_organization(request, "message", TwilioSubject::text_to(to));
  if (from.empty() || sid.empty()) throw DomainError::invalid("validation_error", "A text needs From and MessageSid");
  const auto meaning = classify_inbound_sms(body);
  // With the organization's opt-outs reaching every channel, a text's opt-out stops the calls and e-mails too (the
  // reach below), and its answer says so.
  const bool every_channel = meaning.kind == InboundSmsKind::kOptOut && reach_.reaches_all(organization_id);
  auto answered = meaning;
  answered.everything = meaning.everything || every_channel;
  const auto now = iso8601_utc(clock_.now());
  return database_.write([&](db::Transaction& tx) -> std::string {
    SQLite::Database& db = tx;
    // Twilio's retry of a text this organization has; another organization's text with this SID is none of its own.
    if (db::lead_message_with_sid_exists(db, organization_id, sid)) return message_reply_twiml("");
    // The lead whose phone is the sender's: found through the writer's directory of phone keys, not a scan.
    const auto sender = writes_.begin(tx, organization_id, LeadOrigin::kApi, std::nullopt).by_contact(from, "");
    const auto lead_id = sender ? std::optional<std::int64_t>(sender->id) : std::nullopt;
    const std::string company = db::find_organization_name(db, organization_id).value_or("Dialer Dashboard");
    std::string answer = server_answers(db, organization_id, meaning, from) ? answer_to(answered, company) : "";
    model::LeadMessage in;
    in.organization_id = organization_id;
    in.lead_id = lead_id;
    in.channel = "sms";
    in.direction = "inbound";
    in.kind = kind_name(meaning.kind);
    in.from_address = from;
    in.to_address = to;
    in.body = body;
    in.provider_sid = sid;
    in.status = "received";
    in.created_at = now;
    db::insert_lead_message(db, in);
    const std::string texted = "Texted \"" + body.substr(0, 160) + "\"";
    const auto ledger = [&](const char* channel, const char* action) {
      if (!lead_id) return;
      db::insert_lead_consent(db, {0, organization_id, *lead_id, channel, action, "sms_keyword", from, texted, now, {}});
    };
    // A person wrote back: its cadences stop, as replied (an opt-out stops them as opted out).
    const bool replied = meaning.kind == InboundSmsKind::kReply || meaning.kind == InboundSmsKind::kUnclear;
    if (lead_id && replied) cadences_.stop_for_lead(db, organization_id, *lead_id, "replied");
    if (lead_id && meaning.kind == InboundSmsKind::kOptOut) cadences_.stop_for_lead(db, organization_id, *lead_id, "opted_out");
    if (meaning.kind == InboundSmsKind::kOptOut) {
      db::insert_sms_opt_out(db, organization_id, from, now, meaning.keyword);
      ledger(meaning.everything ? "all" : "sms", "revoked");
      if (meaning.everything) {
        auth::Caller system;
        system.organization_id = organization_id;
        dnc_.add_in(tx, system, from, {0, meaning.whole_text ? "Texted " + meaning.keyword : texted, "sms_opt_out", ""});
      }
      if (every_channel) reach_.reach(tx, organization_id, lead_id, "sms_keyword", texted, now);
    } else if (meaning.kind == InboundSmsKind::kOptIn) {
      db::delete_sms_opt_out(db, organization_id, from);
      ledger("sms", "granted");
      // Listed for another reason than a text's opt-out (by hand, a file, a key press): texts stay off, and the
      // answer says so rather than promise them.
      if (!answer.empty() && dnc_.keeps_texts_off(db, organization_id, from)) {
        answer = company + ": your number is on our do-not-call list, so you will receive no messages. Reply HELP for help.";
      }
    }
    if (!answer.empty()) {
      model::LeadMessage out = in;
      out.direction = "outbound";
      out.kind = meaning.kind == InboundSmsKind::kUnclear ? "clarification" : "answer";
      out.from_address = to;
      out.to_address = from;
      out.body = answer;
      out.provider_sid.reset();
      out.status = "sent";
      db::insert_lead_message(db, out);
    }
    return message_reply_twiml(answer);
  });
}

void SmsInbox::delivery(const TwilioRequest& request) {
  const std::string sid = twilio_field(request, "MessageSid");
  const auto organization_id = callbacks_.verified_organization(
      request, "message status", TwilioSubject::delivery_of(sid, twilio_field(request, "From")));
  const std::string status = twilio_field(request, "MessageStatus");
  const std::string code = twilio_field(request, "ErrorCode");
  if (sid.empty() || status.empty()) throw DomainError::invalid("validation_error", "A delivery report needs MessageSid and MessageStatus");
  const auto now = iso8601_utc(clock_.now());
  const bool every_channel = code == "21610" && reach_.reaches_all(organization_id);
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const std::optional<std::string> error =
        code.empty() ? std::nullopt : std::optional<std::string>("Twilio error " + code);
    const auto sent = db::set_message_status(db, organization_id, sid, status, error);
    if (!sent) return;
    if (code == "21610") {
      db::insert_sms_opt_out(db, organization_id, sent->to_address, now, "carrier (Twilio 21610)");
      if (sent->lead_id) {
        db::insert_lead_consent(db, {0, organization_id, *sent->lead_id, "sms", "revoked", "carrier", sent->to_address,
                                     "The carrier reported the number opted out (Twilio 21610)", now, {}});
        cadences_.stop_for_lead(db, organization_id, *sent->lead_id, "opted_out");
      }
      if (every_channel) {
        reach_.reach(tx, organization_id, sent->lead_id, "carrier", "The carrier reported the number opted out", now);
      }
    }
  });
}

std::vector<model::LeadMessage> SmsInbox::messages(const auth::Caller& caller, std::int64_t lead_id,
                                                   std::int64_t before_id, int limit) {
  return database_.read([&](SQLite::Database& db) {
    require_lead(db, caller, lead_id);
    return db::lead_messages(db, caller.organization_id, lead_id, before_id, limit);
  });
}

std::vector<model::LeadConsent> SmsInbox::consents(const auth::Caller& caller, std::int64_t lead_id) {
  return database_.read([&](SQLite::Database& db) {
    require_lead(db, caller, lead_id);
    return db::lead_consents(db, caller.organization_id, lead_id);
  });
}

}  // namespace dialer::domain
