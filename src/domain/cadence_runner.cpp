#include "domain/cadence_runner.hpp"

#include <map>
#include <optional>
#include <vector>

#include "auth/session_token.hpp"
#include "calling/business_days.hpp"
#include "calling/calling_window.hpp"
#include "db/account_store.hpp"
#include "db/cadence_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_message_store.hpp"
#include "db/lead_store.hpp"
#include "db/message_template_store.hpp"
#include "db/outbox_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/campaign_eligibility.hpp"
#include "domain/do_not_call.hpp"
#include "domain/domain_error.hpp"
#include "domain/leads.hpp"
#include "domain/message_templates.hpp"
#include "domain/twilio_account_client.hpp"

namespace dialer::domain {
namespace {

using Seconds = std::int64_t;

constexpr int kBatch = 500;
constexpr int kTextsPerWeek = 3;
constexpr int kEmailsPerWeek = 5;
constexpr Seconds kWeek = 7 * 86400;
// When nothing says when a closed window opens (a zone this box does not know): look again in an hour.
constexpr Seconds kLookAgain = 3600;
constexpr int kCadencePriority = 20;

Clock::time_point at_seconds(Seconds s) { return Clock::time_point(std::chrono::seconds(s)); }
Seconds seconds_of(Clock::time_point t) { return std::chrono::duration_cast<std::chrono::seconds>(t.time_since_epoch()).count(); }

std::map<std::string, std::string> fields_of(const model::Lead& lead, const std::string& company_name) {
  const auto& f = lead.fields;
  return {{"firstName", f.first_name}, {"lastName", f.last_name}, {"name", f.name},   {"company", f.company},
          {"email", f.email},          {"phone", f.phone},         {"companyName", company_name}};
}

// What the step does once its time and window have come.
enum class Outcome { kDone, kLater, kStop };

struct Decision {
  Outcome outcome = Outcome::kDone;
  Seconds later = 0;       // kLater: when to look again
  std::string stop_reason;  // kStop
};

}  // namespace

CadenceRun CadenceRunner::run_due() {
  CadenceRun run;
  const Seconds now = seconds_of(clock_.now());
  const auto now_text = iso8601_utc(clock_.now());
  const auto due = database_.read([&](SQLite::Database& db) { return db::due_enrollments(db, now, kBatch); });
  run.more = due.size() == static_cast<std::size_t>(kBatch);
  std::map<std::int64_t, std::optional<model::Cadence>> cadences;
  std::map<std::int64_t, std::string> companies;
  std::map<std::int64_t, std::optional<integrations::TwilioClient>> twilio;
  bool emails_queued = false;

  for (const auto& e : due) {
    auto& cadence = cadences[e.cadence_id];
    std::optional<model::Lead> lead;
    std::optional<model::MessageTemplate> message_template;
    database_.read([&](SQLite::Database& db) {
      if (!cadence) cadence = db::find_cadence(db, e.organization_id, e.cadence_id);
      lead = db::find_lead(db, e.organization_id, e.lead_id);
      if (!companies.count(e.organization_id)) {
        companies[e.organization_id] = db::find_organization_name(db, e.organization_id).value_or("");
      }
      if (cadence && e.step_index < static_cast<int>(cadence->steps.size())) {
        const auto& step = cadence->steps[static_cast<std::size_t>(e.step_index)];
        if (step.template_id) message_template = db::find_message_template(db, e.organization_id, *step.template_id);
      }
    });
    if (!cadence || !lead) continue;
    const auto& steps = cadence->steps;
    // The next step after this one, or the end.
    const auto advance = [&](SQLite::Database& db) {
      const int next = e.step_index + 1;
      if (next >= static_cast<int>(steps.size())) {
        db::set_enrollment(db, e.id, "finished", std::nullopt, next, std::nullopt, now_text);
      } else {
        const auto due_at = step_due_after(steps[static_cast<std::size_t>(next)], now);
        db::set_enrollment(db, e.id, "active", std::nullopt, next, due_at, now_text);
        // A next step due at once (no delay) runs in this same run of the job, not half a minute later.
        if (due_at <= now) run.more = true;
      }
    };
    const auto later = [&](Seconds when) {
      database_.write([&](SQLite::Database& db) { db::set_enrollment(db, e.id, "active", std::nullopt, e.step_index, when, now_text); });
      ++run.waiting;
    };
    const auto stop = [&](const std::string& reason) {
      database_.write([&](SQLite::Database& db) {
        db::set_enrollment(db, e.id, "stopped", reason, e.step_index, std::nullopt, now_text);
      });
      ++run.stopped;
    };
    if (e.step_index >= static_cast<int>(steps.size())) {
      database_.write([&](SQLite::Database& db) { db::set_enrollment(db, e.id, "finished", std::nullopt, e.step_index, std::nullopt, now_text); });
      continue;
    }
    const auto& step = steps[static_cast<std::size_t>(e.step_index)];
    const auto time = leads_.calling_time(*lead);
    const auto& zones = time.zones.zones;

    // A delay in business days: the same lead-local time on the right business day (the due time stored counted
    // whole days, never later than that).
    if (step.delay_unit == "business_days" && step.delay_amount > 0 && !zones.empty()) {
      const Seconds anchor = e.next_at - Seconds{86400} * step.delay_amount;
      if (const auto exact = calling::after_business_days(at_seconds(anchor), step.delay_amount, zones.front(), time.window.holidays)) {
        if (seconds_of(*exact) > now) {
          later(seconds_of(*exact));
          continue;
        }
      }
    }
    // The step's own window, and for a text the calling rules' hours too.
    std::optional<calling::CallingWindow> window;
    if (step.window_start) {
      calling::CallingWindow own = calling::CallingWindow::every_day({*step.window_start, *step.window_end});
      own.holidays = time.window.holidays;
      window = step.kind == "sms" ? calling::narrowed(time.window, own.days) : own;
    } else if (step.kind == "sms") {
      window = time.window;
    }
    if (window) {
      const auto check = calling::check_window(*window, zones, clock_.now());
      if (!check.inside) {
        later(check.opens_at ? seconds_of(*check.opens_at) : now + kLookAgain);
        continue;
      }
    }

    const auto& company = companies[e.organization_id];
    Decision decision;
    if (step.kind == "wait") {
      decision = {Outcome::kDone, 0, ""};
    } else if (step.kind == "call") {
      auth::Caller system;
      system.organization_id = e.organization_id;
      std::optional<std::string> forbidden;
      try {
        forbidden = eligibility_.forbidden(system, *step.campaign_id, lead->id);
      } catch (const DomainError&) {
        forbidden = "the campaign is gone";
      }
      if (forbidden && !lead->fields.phone_e164.empty() && dnc_.listed(e.organization_id, *step.campaign_id, lead->fields.phone_e164)) {
        decision = {Outcome::kStop, 0, "dnc"};
      } else {
        database_.write([&](SQLite::Database& db) {
          if (!forbidden) db::put_in_hopper(db, *step.campaign_id, lead->id, kCadencePriority, "cadence", now_text, std::nullopt);
        });
        decision = {Outcome::kDone, 0, ""};
      }
    } else if (step.kind == "sms") {
      const std::string& to = lead->fields.phone_e164;
      const auto recent = to.empty() || !message_template
                              ? std::vector<Seconds>{}
                              : database_.read([&](SQLite::Database& db) { return db::recent_cadence_messages(db, lead->id, "sms", kTextsPerWeek); });
      const bool opted_out = !to.empty() && database_.read([&](SQLite::Database& db) { return db::sms_opted_out(db, e.organization_id, to); });
      if (to.empty() || !message_template) {
        decision = {Outcome::kDone, 0, ""};  // nothing to text: the cadence goes on
      } else if (dnc_.listed(e.organization_id, 0, to)) {
        decision = {Outcome::kStop, 0, "dnc"};
      } else if (opted_out) {
        decision = {Outcome::kStop, 0, "opted_out"};
      } else if (recent.size() >= static_cast<std::size_t>(kTextsPerWeek) && recent.back() + kWeek > now) {
        // The oldest of the last three leaves the 7 days then.
        decision = {Outcome::kLater, recent.back() + kWeek, ""};
      } else {
        // Claimed before it is sent: a crash between the two leaves a text not sent rather than sent twice.
        const std::string body = fill_template(message_template->body, fields_of(*lead, company));
        model::LeadMessage out;
        out.organization_id = e.organization_id;
        out.lead_id = lead->id;
        out.channel = "sms";
        out.direction = "outbound";
        out.kind = "cadence";
        out.from_address = cadence->sms_from;
        out.to_address = to;
        out.body = body;
        out.status = "sending";
        out.created_at = now_text;
        const auto message_id = database_.write([&](SQLite::Database& db) {
          const auto id = db::insert_lead_message(db, out);
          advance(db);
          return id;
        });
        ++run.ran;
        std::optional<std::string> sid, error;
        std::string status = "failed";
        bool carrier_opt_out = false;
        try {
          auto& client = twilio[e.organization_id];
          if (!client) {
            const auto account = database_.read([&](SQLite::Database& db) { return connected_account(db, e.organization_id); });
            client.emplace(twilio_client_for(account, options_));
          }
          const auto sent = client->send_message({to, cadence->sms_from, body, options_.public_url + "/api/v1/twilio/sms-status"});
          sid = sent.sid;
          status = sent.status.empty() ? "queued" : sent.status;
          ++run.texts;
        } catch (const integrations::TwilioError& failure) {
          error = failure.what();
          carrier_opt_out = failure.code() == integrations::kTwilioRecipientOptedOut;
        } catch (const DomainError& failure) {
          error = failure.what();
        }
        database_.write([&](SQLite::Database& db) {
          db::set_message_sent(db, message_id, sid, status, error);
          if (carrier_opt_out) {
            db::insert_sms_opt_out(db, e.organization_id, to, now_text, "carrier (Twilio 21610)");
            db::insert_lead_consent(db, {0, e.organization_id, lead->id, "sms", "revoked", "carrier", to,
                                         "Twilio refused the text: the number opted out at the carrier (21610)", now_text});
            cadences_.stop_for_lead(db, e.organization_id, lead->id, "opted_out");
          }
        });
        continue;
      }
    } else {  // email
      const std::string& to = lead->fields.email;
      const bool opted_out = !to.empty() && database_.read([&](SQLite::Database& db) { return db::email_opted_out(db, e.organization_id, to); });
      const auto recent = to.empty() || !message_template
                              ? std::vector<Seconds>{}
                              : database_.read([&](SQLite::Database& db) { return db::recent_cadence_messages(db, lead->id, "email", kEmailsPerWeek); });
      if (to.empty() || !message_template) {
        decision = {Outcome::kDone, 0, ""};
      } else if (opted_out) {
        decision = {Outcome::kStop, 0, "opted_out"};
      } else if (recent.size() >= static_cast<std::size_t>(kEmailsPerWeek) && recent.back() + kWeek > now) {
        decision = {Outcome::kLater, recent.back() + kWeek, ""};
      } else {
        const auto fields = fields_of(*lead, company);
        const std::string token = auth::new_session_token();
        const std::string link = options_.public_url + "/unsubscribe?token=" + token;
        const std::string subject = fill_template(message_template->subject, fields);
        const std::string body = fill_template(message_template->body, fields) +
                                 "\n\n--\nTo stop receiving these e-mails from " + company + ": " + link + "\n";
        database_.write([&](SQLite::Database& db) {
          db::OutboxMessage m;
          m.organization_id = e.organization_id;
          m.recipient = to;
          m.subject = subject;
          m.body = body;
          m.kind = "cadence";
          m.lead_id = lead->id;
          m.unsubscribe_token = token;
          db::queue_email(db, m, now_text);
          model::LeadMessage out;
          out.organization_id = e.organization_id;
          out.lead_id = lead->id;
          out.channel = "email";
          out.direction = "outbound";
          out.kind = "cadence";
          out.to_address = to;
          out.body = subject;
          out.status = "queued";
          out.created_at = now_text;
          db::insert_lead_message(db, out);
          advance(db);
        });
        ++run.ran;
        ++run.emails;
        emails_queued = true;
        continue;
      }
    }
    switch (decision.outcome) {
      case Outcome::kDone:
        database_.write([&](SQLite::Database& db) { advance(db); });
        ++run.ran;
        break;
      case Outcome::kLater:
        later(decision.later);
        break;
      case Outcome::kStop:
        stop(decision.stop_reason);
        break;
    }
  }
  if (emails_queued && on_email_queued_) on_email_queued_();
  return run;
}

}  // namespace dialer::domain
