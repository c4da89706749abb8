#pragma once
// What the compliance page and its export show (docs/dialer.md, "Proof of compliance"): the checks kept with each
// call (migration 0052), abandoned calls with their evidence, the last national-registry import, revocations.
#include <cstdint>
#include <optional>
#include <string>

namespace dialer::model {

struct CallCheck {
  std::int64_t call_id = 0;
  std::int64_t organization_id = 0;
  std::int64_t campaign_id = 0;
  std::int64_t checked_at = 0;  // Unix milliseconds
  std::string lead_local;       // "2026-11-25T13:00:00 America/New_York", "; " between zones
  std::string window_hours;     // "08:00-21:00"; "" for no calls that day
  std::string rule_state;
  bool inside_window = false;
  std::int64_t attempts_before = 0;
  std::int64_t attempts_24h_before = 0;
  int max_attempts = 0;
  int max_per_24h = 0;
  bool within_limits = false;
};

struct CheckBreaches {
  std::int64_t outside_window = 0;
  std::int64_t over_limits = 0;
};

// An abandoned call and what its timeline shows, in Unix milliseconds.
struct AbandonedCallEvidence {
  std::int64_t call_id = 0;
  std::optional<std::int64_t> lead_id;
  std::string to_number;
  std::int64_t placed_at = 0;
  std::optional<std::int64_t> answered_at;
  std::optional<std::int64_t> person_detected_at;  // machine detection's "human", else the answer handed over
  std::optional<std::int64_t> message_played_at;   // the abandoned-call message asked of Twilio
  std::optional<std::int64_t> agent_connected_at;  // never, for a call abandoned
  std::optional<std::int64_t> opt_out_pressed_at;
};

// A call of the campaign for the export, with its check when it has one (calls placed before migration 0052 have
// none).
struct CheckedCall {
  std::int64_t call_id = 0;
  std::int64_t placed_at = 0;
  std::optional<std::int64_t> lead_id;
  std::optional<std::int64_t> agent_id;
  std::string from_number;
  std::string to_number;
  std::string status;
  std::string answered_by;
  std::optional<std::int64_t> answered_at;
  bool abandoned = false;
  std::string disposition_code;
  std::optional<CallCheck> check;
};

// An import into the organization's own do-not-call list (a national-registry extract or any other file).
struct RegistryImport {
  std::string created_at;  // ISO 8601
  std::string file_name;
  std::int64_t added = 0;
};

// A revocation of consent from the lead's ledger, with the calls to its number and the marketing texts to the lead
// made after it (there must be none).
struct Revocation {
  std::int64_t id = 0;
  std::int64_t lead_id = 0;
  std::string channel;
  std::string source;
  std::string address;
  std::string detail;
  std::string created_at;
  std::int64_t calls_after = 0;
  std::int64_t texts_after = 0;
};

}  // namespace dialer::model
