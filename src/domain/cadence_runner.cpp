#include "domain/cadence_runner.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

#include "auth/session_token.hpp"
#include "calling/business_days.hpp"
#include "calling/calling_window.hpp"
#include "db/account_store.hpp"
#include "db/cadence_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_consent_store.hpp"
#include "db/lead_message_store.hpp"
#include "db/lead_store.hpp"
#include "db/message_template_store.hpp"
#include "db/outbox_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/opt_out_reach.hpp"
#include "domain/publish_on_commit.hpp"
#include "domain/campaign_eligibility.hpp"
#include "domain/do_not_call.hpp"
#include "domain/domain_error.hpp"
#include "domain/leads.hpp"
#include "domain/message_templates.hpp"
#include "domain/twilio_account_client.hpp"

namespace dialer::domain {
namespace {

using Seconds = std::int64_t;

constexpr int kStepBatch = 500;
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

// What a due step comes to, decided before anything is written.
enum class Action { kAdvance, kLater, kStop, kFinish, kText, kEmail, kCall };

struct Plan {
  db::DueEnrollment enrollment;
  const std::vector<model::CadenceStep>* steps = nullptr;
  Action action = Action::kAdvance;
  Seconds later = 0;        // kLater: when to look again
  std::string waiting_for;  // kLater: why, when not only its delay (model::CadenceEnrollment::waiting_for)
  std::string stop_reason;  // kStop
  std::int64_t lead_id = 0;
  std::int64_t campaign_id = 0;  // kCall
  std::string sms_from;
  std::string to;  // kText: the number; kEmail: the address
  std::string subject;
  std::string body;
  std::string token;  // kEmail: its unsubscribe token
  // kText, once sent:
  std::int64_t message_id = 0;
  std::optional<std::string> sid;
  std::string status;
  std::optional<std::string> error;
  bool carrier_opt_out = false;
};

}  // namespace

CadenceRun CadenceRunner::run_due() {
  CadenceRun run;
  const Seconds now = seconds_of(clock_.now());
  const auto now_text = iso8601_utc(clock_.now());
  const auto due = database_.read([&](SQLite::Database& db) { return db::due_enrollments(db, now, kStepBatch); });
  run.more = due.size() == static_cast<std::size_t>(kStepBatch);
  std::map<std::int64_t, std::optional<model::Cadence>> cadences;
  std::map<std::int64_t, std::optional<model::MessageTemplate>> templates;
  std::map<std::int64_t, std::string> companies;
  // Texts and e-mails planned in this batch per lead: a lead in two cadences counts both against its limits.
  std::map<std::int64_t, int> texts_planned;
  std::map<std::int64_t, int> emails_planned;

  // 1. What each due step does, read without writing.
  std::vector<Plan> plans;
  plans.reserve(due.size());
  for (const auto& e : due) {
    auto& cadence = cadences[e.cadence_id];
    std::optional<model::Lead> lead;
    database_.read([&](SQLite::Database& db) {
      if (!cadence) cadence = db::find_cadence(db, e.organization_id, e.cadence_id);
      lead = db::find_lead(db, e.organization_id, e.lead_id);
      if (!companies.count(e.organization_id)) {
        companies[e.organization_id] = db::find_organization_name(db, e.organization_id).value_or("");
      }
      if (cadence && e.step_index < static_cast<int>(cadence->steps.size())) {
        const auto& step = cadence->steps[static_cast<std::size_t>(e.step_index)];
        if (step.template_id && !templates.count(*step.template_id)) {
          templates[*step.template_id] = db::find_message_template(db, e.organization_id, *step.template_id);
        }
      }
    });
    if (!cadence || !lead) continue;
    Plan plan;
    plan.enrollment = e;
    plan.steps = &cadence->steps;
    plan.sms_from = cadence->sms_from;
    if (e.step_index >= static_cast<int>(cadence->steps.size())) {
      plan.action = Action::kFinish;
      plans.push_back(std::move(plan));
      continue;
    }
    const auto& step = cadence->steps[static_cast<std::size_t>(e.step_index)];
    // The lead's zones and calling window, only for a step that needs them (its delay, its window, a text).
    const bool timed = (step.delay_unit == "business_days" && step.delay_amount > 0) || step.window_start || step.kind == "sms";
    const auto time = timed ? leads_.calling_time(*lead) : LeadCallingTime{};
    const auto& zones = time.zones.zones;
    // A delay in business days: the same lead-local time on the right business day (the due time stored counted
    // whole days, never later than that).
    if (step.delay_unit == "business_days" && step.delay_amount > 0 && !zones.empty()) {
      const Seconds anchor = e.next_at - Seconds{86400} * step.delay_amount;
      if (const auto exact = calling::after_business_days(at_seconds(anchor), step.delay_amount, zones.front(), time.window.holidays)) {
        if (seconds_of(*exact) > now) {
          plan.action = Action::kLater;
          plan.later = seconds_of(*exact);
          plans.push_back(std::move(plan));
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
        plan.action = Action::kLater;
        plan.later = check.opens_at ? seconds_of(*check.opens_at) : now + kLookAgain;
        plan.waiting_for = "window";
        plans.push_back(std::move(plan));
        continue;
      }
    }
    const auto& message_template = step.template_id ? templates[*step.template_id] : std::optional<model::MessageTemplate>{};
    const auto& company = companies[e.organization_id];
    plan.action = Action::kAdvance;
    if (step.kind == "call") {
      auth::Caller system;
      system.organization_id = e.organization_id;
      std::optional<std::string> forbidden;
      try {
        forbidden = eligibility_.forbidden(system, *step.campaign_id, lead->id);
      } catch (const DomainError&) {
        forbidden = "the campaign is gone";
      }
      if (forbidden && !lead->fields.phone_e164.empty() && dnc_.listed(e.organization_id, *step.campaign_id, lead->fields.phone_e164)) {
        plan.action = Action::kStop;
        plan.stop_reason = "dnc";
      } else if (!forbidden) {
        plan.action = Action::kCall;
        plan.campaign_id = *step.campaign_id;
      }
    } else if (step.kind == "sms" && message_template && !lead->fields.phone_e164.empty()) {
      const std::string& to = lead->fields.phone_e164;
      const auto [recent, opted_out, listed] = database_.read([&](SQLite::Database& db) {
        return std::tuple(db::recent_cadence_messages(db, lead->id, "sms", kTextsPerWeek),
                          db::sms_opted_out(db, e.organization_id, to), dnc_.keeps_texts_off(db, e.organization_id, to));
      });
      const int planned = texts_planned[lead->id];
      if (listed) {
        plan.action = Action::kStop;
        plan.stop_reason = "dnc";
      } else if (opted_out) {
        plan.action = Action::kStop;
        plan.stop_reason = "opted_out";
      } else if (recent.size() + static_cast<std::size_t>(planned) >= static_cast<std::size_t>(kTextsPerWeek) &&
                 (planned > 0 || recent.back() + kWeek > now)) {
        // The oldest of the last three leaves the 7 days then.
        plan.action = Action::kLater;
        plan.later = planned > 0 ? now + kLookAgain : recent.back() + kWeek;
        plan.waiting_for = "text_limit";
      } else {
        plan.action = Action::kText;
        plan.to = to;
        plan.body = fill_template(message_template->body, fields_of(*lead, company));
        ++texts_planned[lead->id];
      }
    } else if (step.kind == "email" && message_template && !lead->fields.email.empty()) {
      const std::string& to = lead->fields.email;
      const auto [recent, opted_out] = database_.read([&](SQLite::Database& db) {
        return std::pair(db::recent_cadence_messages(db, lead->id, "email", kEmailsPerWeek), db::email_opted_out(db, e.organization_id, to));
      });
      const int planned = emails_planned[lead->id];
      if (opted_out) {
        plan.action = Action::kStop;
        plan.stop_reason = "opted_out";
      } else if (recent.size() + static_cast<std::size_t>(planned) >= static_cast<std::size_t>(kEmailsPerWeek) &&
                 (planned > 0 || recent.back() + kWeek > now)) {
        plan.action = Action::kLater;
        plan.later = planned > 0 ? now + kLookAgain : recent.back() + kWeek;
        plan.waiting_for = "email_limit";
      } else {
        const auto fields = fields_of(*lead, company);
        plan.action = Action::kEmail;
        plan.to = to;
        plan.token = auth::new_session_token();
        plan.subject = fill_template(message_template->subject, fields);
        plan.body = fill_template(message_template->body, fields) + "\n\n--\nTo stop receiving these e-mails from " + company +
                    ": " + options_.public_url + "/unsubscribe?token=" + plan.token + "\n";
        ++emails_planned[lead->id];
      }
    }
    // A wait, or a text or e-mail with no number, address or template: the cadence goes on.
    plan.lead_id = lead->id;
    plans.push_back(std::move(plan));
  }

  // 2. One write: every enrollment moves on, texts are claimed before they are sent (a crash between the two
  //    leaves a text not sent rather than sent twice), e-mails are queued, calls enter their hoppers.
  bool emails_queued = false;
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    using model::EnrollmentStatus;
    std::set<std::pair<std::int64_t, std::int64_t>> hoppers;
    for (auto& plan : plans) {
      const auto& e = plan.enrollment;
      // Planned from an active enrollment outside this write: a STOP, a pause or an archive that landed since
      // wins, and nothing of the plan is done (no text claimed, no call put in a hopper).
      if (db::enrollment_status(db, e.id) != EnrollmentStatus::kActive) continue;
      switch (plan.action) {
        case Action::kFinish:
          db::set_enrollment(db, e.id, EnrollmentStatus::kActive, EnrollmentStatus::kFinished, std::nullopt, e.step_index,
                             std::nullopt, now_text);
          continue;
        case Action::kLater:
          db::set_enrollment(db, e.id, EnrollmentStatus::kActive, EnrollmentStatus::kActive, std::nullopt, e.step_index,
                             plan.later, now_text);
          if (!plan.waiting_for.empty()) db::set_enrollment_waiting_for(db, e.id, plan.waiting_for);
          ++run.waiting;
          continue;
        case Action::kStop:
          db::set_enrollment(db, e.id, EnrollmentStatus::kActive, EnrollmentStatus::kStopped, plan.stop_reason,
                             e.step_index, std::nullopt, now_text);
          ++run.stopped;
          continue;
        case Action::kCall:
          db::put_in_hopper(db, plan.campaign_id, plan.lead_id, kCadencePriority, "cadence", now_text, std::nullopt);
          hoppers.emplace(e.organization_id, plan.campaign_id);
          break;
        case Action::kText: {
          model::LeadMessage out;
          out.organization_id = e.organization_id;
          out.lead_id = plan.lead_id;
          out.channel = "sms";
          out.direction = "outbound";
          out.kind = "cadence";
          out.from_address = plan.sms_from;
          out.to_address = plan.to;
          out.body = plan.body;
          out.status = "sending";
          out.created_at = now_text;
          plan.message_id = db::insert_lead_message(db, out);
          break;
        }
        case Action::kEmail: {
          db::OutboxMessage m;
          m.organization_id = e.organization_id;
          m.recipient = plan.to;
          m.subject = plan.subject;
          m.body = plan.body;
          m.kind = "cadence";
          m.lead_id = plan.lead_id;
          m.unsubscribe_token = plan.token;
          db::queue_email(db, m, now_text);
          model::LeadMessage out;
          out.organization_id = e.organization_id;
          out.lead_id = plan.lead_id;
          out.channel = "email";
          out.direction = "outbound";
          out.kind = "cadence";
          out.to_address = plan.to;
          out.body = plan.subject;
          out.status = "queued";
          out.created_at = now_text;
          db::insert_lead_message(db, out);
          ++run.emails;
          emails_queued = true;
          break;
        }
        case Action::kAdvance:
          break;
      }
      // The next step, or the end.
      const auto& steps = *plan.steps;
      const int next = e.step_index + 1;
      if (next >= static_cast<int>(steps.size())) {
        db::set_enrollment(db, e.id, EnrollmentStatus::kActive, EnrollmentStatus::kFinished, std::nullopt, next,
                           std::nullopt, now_text);
      } else {
        const auto due_at = step_due_after(steps[static_cast<std::size_t>(next)], now);
        db::set_enrollment(db, e.id, EnrollmentStatus::kActive, EnrollmentStatus::kActive, std::nullopt, next, due_at,
                           now_text);
        // A next step due at once (no delay) runs in this same run of the job, not half a minute later.
        if (due_at <= now) run.more = true;
      }
      ++run.ran;
    }
    for (const auto& [organization_id, campaign_id] : hoppers) {
      publish_on_commit(tx, bus_, events::HopperChanged{organization_id, campaign_id});
    }
  });
  if (emails_queued) work_.emails_waiting();

  // 3. The texts, through each organization's Twilio account; then one write with what Twilio said.
  std::map<std::int64_t, std::optional<integrations::TwilioClient>> twilio;
  std::map<std::int64_t, std::string> unavailable;  // organizations whose account cannot be used: why
  for (auto& plan : plans) {
    if (plan.action != Action::kText) continue;
    const auto organization_id = plan.enrollment.organization_id;
    try {
      auto& client = twilio[organization_id];
      if (!client && !unavailable.count(organization_id)) {
        try {
          const auto account = database_.read([&](SQLite::Database& db) { return connected_account(db, organization_id); });
          client.emplace(twilio_client_for(account, options_));
        } catch (const DomainError& failure) {
          unavailable[organization_id] = failure.what();
        }
      }
      if (!client) {
        plan.error = unavailable[organization_id];
        continue;
      }
      const auto sent = client->send_message({plan.to, plan.sms_from, plan.body, options_.public_url + "/api/v1/twilio/sms-status"});
      plan.sid = sent.sid;
      plan.status = sent.status.empty() ? "queued" : sent.status;
      ++run.texts;
    } catch (const integrations::TwilioError& failure) {
      plan.error = failure.what();
      plan.carrier_opt_out = failure.code() == integrations::kTwilioRecipientOptedOut;
    }
  }
  if (std::any_of(plans.begin(), plans.end(), [](const Plan& p) { return p.action == Action::kText; })) {
    // The organizations whose carrier opt-outs reach every channel, asked before the write.
    std::map<std::int64_t, bool> every_channel;
    for (const auto& plan : plans) {
      if (plan.carrier_opt_out) every_channel[plan.enrollment.organization_id] = reach_.reaches_all(plan.enrollment.organization_id);
    }
    database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      for (const auto& plan : plans) {
        if (plan.action != Action::kText) continue;
        db::set_message_sent(db, plan.message_id, plan.sid, plan.sid ? plan.status : "failed", plan.error);
        if (!plan.carrier_opt_out) continue;
        const auto organization_id = plan.enrollment.organization_id;
        db::insert_sms_opt_out(db, organization_id, plan.to, now_text, "carrier (Twilio 21610)");
        db::insert_lead_consent(db, {0, organization_id, plan.lead_id, "sms", "revoked", "carrier", plan.to,
                                     "Twilio refused the text: the number opted out at the carrier (21610)", now_text, {}});
        // Step 2 moved this enrollment on before Twilio refused its text, to finished when the text was its last
        // step: it stops here whatever its status now; the lead's other enrollments stop when active or paused.
        db::stop_enrollment(db, plan.enrollment.id, "opted_out", now_text);
        cadences_.stop_for_lead(db, organization_id, plan.lead_id, "opted_out");
        if (every_channel[organization_id]) {
          reach_.reach(tx, organization_id, plan.lead_id, "carrier", "The carrier refused a text: the number opted out",
                       now_text);
        }
      }
    });
  }
  return run;
}

}  // namespace dialer::domain
