#pragma once
// A cadence's status and an enrollment's, as types, each with the one table of its moves (docs/architecture.md,
// "States are types"). The words are the database's (cadences.status, cadence_enrollments.status, migration 0039)
// and the API's.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "model/state_words.hpp"

namespace dialer::model {

enum class CadenceStatus { kActive, kPaused, kArchived };

inline constexpr std::array kCadenceStatuses{CadenceStatus::kActive, CadenceStatus::kPaused, CadenceStatus::kArchived};

constexpr std::string_view to_text(CadenceStatus status) {
  switch (status) {
    case CadenceStatus::kActive:
      return "active";
    case CadenceStatus::kPaused:
      return "paused";
    case CadenceStatus::kArchived:
      return "archived";
  }
  return "paused";
}

constexpr std::optional<CadenceStatus> cadence_status_from_text(std::string_view text) {
  return state_named(kCadenceStatuses, text);
}

// Activate, Pause and Archive: an active or paused cadence goes either way or to the archive; an archived one stays
// archived (its enrollments were stopped, its history is kept). Doing again what is done changes nothing.
constexpr bool cadence_may_move(CadenceStatus from, CadenceStatus to) {
  return from != CadenceStatus::kArchived || to == CadenceStatus::kArchived;
}

enum class EnrollmentStatus { kActive, kPaused, kFinished, kStopped };

inline constexpr std::array kEnrollmentStatuses{EnrollmentStatus::kActive, EnrollmentStatus::kPaused,
                                                EnrollmentStatus::kFinished, EnrollmentStatus::kStopped};

constexpr std::string_view to_text(EnrollmentStatus status) {
  switch (status) {
    case EnrollmentStatus::kActive:
      return "active";
    case EnrollmentStatus::kPaused:
      return "paused";
    case EnrollmentStatus::kFinished:
      return "finished";
    case EnrollmentStatus::kStopped:
      return "stopped";
  }
  return "active";
}

constexpr std::optional<EnrollmentStatus> enrollment_status_from_text(std::string_view text) {
  return state_named(kEnrollmentStatuses, text);
}

// An enrollment's moves:
// - active → active (its next step, or a later time), paused, finished (its last step ran), stopped (a reply, an
//   opt-out, a do-not-call number, by hand, its cadence archived).
// - paused → paused, active (resumed), stopped.
// - finished → stopped only: the carrier refused its last text afterwards (Twilio 21610), an opt-out.
// - stopped is the end: nothing moves it again.
constexpr bool enrollment_may_move(EnrollmentStatus from, EnrollmentStatus to) {
  constexpr std::size_t n = kEnrollmentStatuses.size();
  // Rows: from; columns: to, in kEnrollmentStatuses' order (active, paused, finished, stopped).
  constexpr std::array<std::array<bool, n>, n> allowed{{
      /* active   */ {{true, true, true, true}},
      /* paused   */ {{true, true, false, true}},
      /* finished */ {{false, false, false, true}},
      /* stopped  */ {{false, false, false, false}},
  }};
  static_assert(static_cast<std::size_t>(EnrollmentStatus::kStopped) + 1 == n);
  return allowed[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
}

// An enrollment that finished or was stopped.
constexpr bool has_ended(EnrollmentStatus status) {
  return status == EnrollmentStatus::kFinished || status == EnrollmentStatus::kStopped;
}

}  // namespace dialer::model
