#include "domain/cadences.hpp"

#include <algorithm>

#include "db/cadence_store.hpp"
#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "db/message_template_store.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMostSteps = 20;

DomainError cadence_not_found() { return DomainError::not_found("Cadence not found"); }

std::int64_t seconds_now(const Clock& clock) {
  return std::chrono::duration_cast<std::chrono::seconds>(clock.now().time_since_epoch()).count();
}

// What a cadence must hold once its fields are set, whether created or edited: a name of its own, and a number
// of the organization's that can text when a step texts.
void check_cadence(SQLite::Database& db, const model::Cadence& c) {
  if (c.name.empty()) throw DomainError::invalid_field("name", "Enter a name for the cadence");
  check_max_length(c.name, 100, "name", "The name");
  const bool texts = std::any_of(c.steps.begin(), c.steps.end(), [](const auto& s) { return s.kind == "sms"; });
  if (texts || !c.sms_from.empty()) {
    const auto numbers = db::phone_numbers(db, c.organization_id);
    const bool ok = std::any_of(numbers.begin(), numbers.end(), [&](const auto& n) { return n.e164 == c.sms_from && n.sms; });
    if (!ok) throw DomainError::invalid_field("smsFrom", "Choose the number the texts come from (Phone Numbers)");
  }
  if (db::cadence_name_taken(db, c.organization_id, c.name, c.id)) {
    throw DomainError::conflict("name_taken", "A cadence with this name already exists", {{"name", "already in use"}});
  }
}

}  // namespace

std::int64_t step_due_after(const model::CadenceStep& step, std::int64_t from) {
  const std::int64_t unit = step.delay_unit == "minutes" ? 60 : step.delay_unit == "hours" ? 3600 : 86400;
  return from + unit * step.delay_amount;
}

std::vector<model::CadenceStep> Cadences::checked_steps(SQLite::Database& db, const auth::Caller& caller,
                                                        const std::vector<model::CadenceStep>& steps) {
  if (steps.empty()) throw DomainError::invalid_field("steps", "Add at least one step");
  if (steps.size() > kMostSteps) throw DomainError::invalid_field("steps", "At most 20 steps");
  std::vector<model::CadenceStep> out;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    auto step = steps[i];
    const std::string n = "Step " + std::to_string(i + 1) + ": ";
    const std::string field = "steps[" + std::to_string(i) + "]";
    if (step.kind != "call" && step.kind != "sms" && step.kind != "email" && step.kind != "wait") {
      throw DomainError::invalid_field(field + ".kind", n + "choose call, sms, email or wait");
    }
    if (step.delay_amount < 0 || step.delay_amount > 1000) {
      throw DomainError::invalid_field(field + ".delay", n + "the delay must be a whole number from 0 to 1,000");
    }
    if (step.delay_unit != "minutes" && step.delay_unit != "hours" && step.delay_unit != "business_days") {
      throw DomainError::invalid_field(field + ".delay", n + "the delay's unit must be minutes, hours or business_days");
    }
    if (step.window_start.has_value() != step.window_end.has_value() ||
        (step.window_start && (*step.window_start < 0 || *step.window_end > 24 * 60 || *step.window_start >= *step.window_end))) {
      throw DomainError::invalid_field(field + ".window", n + "the window must start before it ends, as HH:MM");
    }
    if (step.kind == "sms" || step.kind == "email") {
      const auto t = step.template_id ? db::find_message_template(db, caller.organization_id, *step.template_id) : std::nullopt;
      if (!t || t->channel != step.kind) {
        throw DomainError::invalid_field(field + ".templateId", n + (step.kind == "sms" ? "choose a text template" : "choose an e-mail template"));
      }
    } else {
      step.template_id.reset();
    }
    if (step.kind == "call") {
      const auto c = step.campaign_id ? db::find_campaign(db, caller.organization_id, *step.campaign_id) : std::nullopt;
      if (!c || c->campaign.status == model::CampaignStatus::kArchived) throw DomainError::invalid_field(field + ".campaignId", n + "choose the campaign to call from");
    } else {
      step.campaign_id.reset();
    }
    out.push_back(step);
  }
  return out;
}

std::vector<model::Cadence> Cadences::list(const auth::Caller& caller, bool include_archived) {
  return database_.read([&](SQLite::Database& db) { return db::cadences(db, caller.organization_id, include_archived); });
}

model::Cadence Cadences::get(const auth::Caller& caller, std::int64_t id) {
  auto found = database_.read([&](SQLite::Database& db) { return db::find_cadence(db, caller.organization_id, id); });
  if (!found) throw cadence_not_found();
  return *found;
}

model::Cadence Cadences::create(const auth::Caller& caller, const CadenceInput& input) {
  CadenceInput in = input;
  if (!in.name) in.name = "";
  if (!in.steps) in.steps = std::vector<model::CadenceStep>{};
  const auto id = database_.write([&](SQLite::Database& db) {
    model::Cadence c;
    c.organization_id = caller.organization_id;
    c.created_at = c.updated_at = iso8601_utc(clock_.now());
    c.name = trim(*in.name);
    if (c.name.empty()) throw DomainError::invalid_field("name", "Enter a name for the cadence");
    c.steps = checked_steps(db, caller, *in.steps);
    c.sms_from = trim(in.sms_from.value_or(""));
    check_cadence(db, c);
    return db::insert_cadence(db, c);
  });
  return get(caller, id);
}

model::Cadence Cadences::update(const auth::Caller& caller, std::int64_t id, const CadenceInput& in) {
  database_.write([&](SQLite::Database& db) {
    auto c = db::find_cadence(db, caller.organization_id, id);
    if (!c) throw cadence_not_found();
    if (in.name) c->name = trim(*in.name);
    if (in.steps) c->steps = checked_steps(db, caller, *in.steps);
    if (in.sms_from) c->sms_from = trim(*in.sms_from);
    check_cadence(db, *c);
    c->updated_at = iso8601_utc(clock_.now());
    db::update_cadence(db, *c);
  });
  return get(caller, id);
}

model::Cadence Cadences::set_status(const auth::Caller& caller, std::int64_t id, model::CadenceStatus status) {
  database_.write([&](SQLite::Database& db) {
    const auto c = db::find_cadence(db, caller.organization_id, id);
    if (!c) throw cadence_not_found();
    if (!model::cadence_may_move(c->status, status)) {
      throw DomainError::conflict("cadence_archived", "This cadence is archived");
    }
    const auto now = iso8601_utc(clock_.now());
    db::set_cadence_status(db, id, status, now);
    if (status == model::CadenceStatus::kArchived) db::stop_enrollments_of_cadence(db, id, "by_hand", now);
  });
  if (status == model::CadenceStatus::kActive) due();
  return get(caller, id);
}

EnrollmentPage Cadences::enrollments(const auth::Caller& caller, std::int64_t cadence_id, const std::string& status,
                                     std::int64_t page, std::int64_t page_size) {
  const auto wanted = model::enrollment_status_from_text(status);
  if (!status.empty() && !wanted) {
    throw DomainError::invalid_field("status", "status must be one of active, paused, finished, stopped");
  }
  return database_.read([&](SQLite::Database& db) {
    const auto c = db::find_cadence(db, caller.organization_id, cadence_id);
    if (!c) throw cadence_not_found();
    EnrollmentPage out;
    out.enrollments = db::enrollments(db, cadence_id, status, (page - 1) * page_size, page_size);
    const auto& f = c->figures;
    using model::EnrollmentStatus;
    out.total = !wanted                                ? f.active + f.paused + f.finished + f.stopped
                : *wanted == EnrollmentStatus::kActive ? f.active
                : *wanted == EnrollmentStatus::kPaused ? f.paused
                : *wanted == EnrollmentStatus::kFinished ? f.finished
                                                         : f.stopped;
    return out;
  });
}

model::CadenceEnrollment Cadences::change_enrollment(const auth::Caller& caller, std::int64_t cadence_id,
                                                     std::int64_t enrollment_id, const std::string& change) {
  const bool resumed = database_.write([&](SQLite::Database& db) {
    const auto c = db::find_cadence(db, caller.organization_id, cadence_id);
    if (!c) throw cadence_not_found();
    const auto e = db::find_enrollment(db, cadence_id, enrollment_id);
    if (!e) throw DomainError::not_found("Enrollment not found");
    const auto now = iso8601_utc(clock_.now());
    using model::EnrollmentStatus;
    if (model::has_ended(e->status)) {
      throw DomainError::conflict("enrollment_ended",
                                  "This enrollment has " + std::string(model::to_text(e->status)) + " already");
    }
    if (change == "stop") {
      db::set_enrollment(db, e->id, e->status, EnrollmentStatus::kStopped, std::string("by_hand"), e->step_index,
                         std::nullopt, now);
    } else if (change == "pause") {
      db::set_enrollment(db, e->id, e->status, EnrollmentStatus::kPaused, std::nullopt, e->step_index, e->next_at, now);
    } else {
      // Resumed: a step that fell due while paused runs now.
      db::set_enrollment(db, e->id, e->status, EnrollmentStatus::kActive, std::nullopt, e->step_index,
                         std::max(e->next_at.value_or(0), seconds_now(clock_)), now);
      return true;
    }
    return false;
  });
  if (resumed) due();
  return *database_.read([&](SQLite::Database& db) { return db::find_enrollment(db, cadence_id, enrollment_id); });
}

void Cadences::check_enrollable(const auth::Caller& caller, std::int64_t cadence_id) {
  const auto c = get(caller, cadence_id);
  if (c.status == model::CadenceStatus::kArchived) {
    throw DomainError::conflict("cadence_archived", "This cadence is archived: it takes no more leads");
  }
}

std::optional<std::int64_t> Cadences::enroll_if_open(SQLite::Database& db, std::int64_t organization_id,
                                                     std::int64_t cadence_id, const std::vector<std::int64_t>& lead_ids) {
  const auto c = db::find_cadence(db, organization_id, cadence_id);
  if (!c || c->status == model::CadenceStatus::kArchived) return std::nullopt;
  const auto now = seconds_now(clock_);
  return db::enroll_leads(db, organization_id, cadence_id, lead_ids,
                          c->steps.empty() ? now : step_due_after(c->steps.front(), now), iso8601_utc(clock_.now()));
}

std::int64_t Cadences::enroll_in(SQLite::Database& db, std::int64_t organization_id, std::int64_t cadence_id,
                                 const std::vector<std::int64_t>& lead_ids) {
  const auto added = enroll_if_open(db, organization_id, cadence_id, lead_ids);
  if (!added) throw DomainError::conflict("cadence_archived", "The cadence was archived or deleted");
  return *added;
}

std::int64_t Cadences::enroll_by_setting(db::Transaction& tx, std::int64_t organization_id, std::int64_t cadence_id,
                                         const std::vector<std::int64_t>& lead_ids) {
  const auto added = enroll_if_open(tx, organization_id, cadence_id, lead_ids).value_or(0);
  if (added > 0) tx.after_commit([this] { due(); });
  return added;
}

int Cadences::stop_for_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                            const std::string& reason) {
  return db::stop_enrollments_of_lead(db, organization_id, lead_id, reason, iso8601_utc(clock_.now()));
}

}  // namespace dialer::domain
