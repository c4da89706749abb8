// A cadence's status and an enrollment's as types: each word read back, and each table of moves — every allowed
// and every refused move, written out here from the product's rules.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <utility>

#include "model/cadence_status.hpp"

TEST_CASE("cadence status: the words of cadences and enrollments, and back") {
  std::set<std::string> cadence_words;
  for (const auto status : dialer::model::kCadenceStatuses) {
    cadence_words.insert(std::string(dialer::model::to_text(status)));
    CHECK(dialer::model::cadence_status_from_text(dialer::model::to_text(status)) == status);
  }
  CHECK(cadence_words == std::set<std::string>{"active", "paused", "archived"});
  std::set<std::string> enrollment_words;
  for (const auto status : dialer::model::kEnrollmentStatuses) {
    enrollment_words.insert(std::string(dialer::model::to_text(status)));
    CHECK(dialer::model::enrollment_status_from_text(dialer::model::to_text(status)) == status);
  }
  CHECK(enrollment_words == std::set<std::string>{"active", "paused", "finished", "stopped"});
  CHECK_FALSE(dialer::model::cadence_status_from_text("draft").has_value());
  CHECK_FALSE(dialer::model::enrollment_status_from_text("done").has_value());
}

TEST_CASE("cadence status: an archived cadence stays archived, the others go anywhere") {
  using enum dialer::model::CadenceStatus;
  const std::set<std::pair<dialer::model::CadenceStatus, dialer::model::CadenceStatus>> allowed = {
      {kActive, kActive},  {kActive, kPaused},  {kActive, kArchived},
      {kPaused, kActive},  {kPaused, kPaused},  {kPaused, kArchived},
      {kArchived, kArchived},
  };
  for (const auto from : dialer::model::kCadenceStatuses) {
    for (const auto to : dialer::model::kCadenceStatuses) {
      INFO(dialer::model::to_text(from) << " -> " << dialer::model::to_text(to));
      CHECK(dialer::model::cadence_may_move(from, to) == (allowed.count({from, to}) == 1));
    }
  }
}

TEST_CASE("cadence status: an enrollment's moves, and every one it may not make") {
  using enum dialer::model::EnrollmentStatus;
  const std::set<std::pair<dialer::model::EnrollmentStatus, dialer::model::EnrollmentStatus>> allowed = {
      {kActive, kActive}, {kActive, kPaused}, {kActive, kFinished}, {kActive, kStopped},  // steps, pause, end
      {kPaused, kPaused}, {kPaused, kActive}, {kPaused, kStopped},                        // resumed, stopped
      {kFinished, kStopped},  // the carrier refused its last text afterwards (Twilio 21610)
  };
  for (const auto from : dialer::model::kEnrollmentStatuses) {
    for (const auto to : dialer::model::kEnrollmentStatuses) {
      INFO(dialer::model::to_text(from) << " -> " << dialer::model::to_text(to));
      CHECK(dialer::model::enrollment_may_move(from, to) == (allowed.count({from, to}) == 1));
    }
  }
  // A stopped enrollment never runs again; a paused one does not finish without running its last step.
  for (const auto to : dialer::model::kEnrollmentStatuses) CHECK_FALSE(dialer::model::enrollment_may_move(kStopped, to));
  CHECK_FALSE(dialer::model::enrollment_may_move(kPaused, kFinished));
  CHECK(dialer::model::has_ended(kFinished));
  CHECK(dialer::model::has_ended(kStopped));
  CHECK_FALSE(dialer::model::has_ended(kPaused));
}
