#pragma once
// Cadences, their steps, the leads enrolled in them and the message templates they send, as the rest of the
// server sees them (plain values).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/cadence_status.hpp"

namespace dialer::model {

struct MessageTemplate {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::string channel;  // sms | email
  std::string name;
  std::string subject;  // e-mail only
  std::string body;
  std::int64_t used_by = 0;  // cadence steps that send it
  std::string created_at;
  std::string updated_at;
};

struct CadenceStep {
  std::string kind;  // call | sms | email | wait
  int delay_amount = 0;
  std::string delay_unit = "minutes";  // minutes | hours | business_days
  std::optional<int> window_start;     // minutes after lead-local midnight
  std::optional<int> window_end;
  std::optional<std::int64_t> template_id;
  std::optional<std::int64_t> campaign_id;
};

struct CadenceFigures {
  std::int64_t enrolled = 0;
  std::int64_t active = 0;
  std::int64_t paused = 0;
  std::int64_t finished = 0;
  std::int64_t stopped = 0;
  std::int64_t replied = 0;
  std::int64_t opted_out = 0;
};

struct Cadence {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::string name;
  CadenceStatus status = CadenceStatus::kPaused;
  std::string sms_from;
  std::vector<CadenceStep> steps;
  CadenceFigures figures;
  std::string created_at;
  std::string updated_at;
};

struct CadenceEnrollment {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::int64_t cadence_id = 0;
  std::int64_t lead_id = 0;
  std::string lead_name;
  std::string lead_phone;
  std::string lead_email;
  EnrollmentStatus status = EnrollmentStatus::kActive;
  std::optional<std::string> stop_reason;
  int step_index = 0;
  std::optional<std::int64_t> next_at;  // Unix seconds
  // Why the next step waits past the time its delay gave it: window | text_limit | email_limit.
  std::optional<std::string> waiting_for;
  std::string enrolled_at;
  std::string updated_at;
};

}  // namespace dialer::model
