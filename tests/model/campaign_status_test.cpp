// A campaign's statuses as a type: each word read back to its status, and the table of what Start, Pause and
// Archive may do — every allowed and every refused move, written out here from the product's rules.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <utility>

#include "model/campaign_status.hpp"

TEST_CASE("campaign status: each status has its word in the database and the API, and back") {
  std::set<std::string> words;
  for (const auto status : dialer::model::kCampaignStatuses) {
    const std::string word(dialer::model::to_text(status));
    words.insert(word);
    CHECK(dialer::model::campaign_status_from_text(word) == status);
  }
  CHECK(words == std::set<std::string>{"draft", "active", "paused", "archived"});
  CHECK_FALSE(dialer::model::campaign_status_from_text("running").has_value());
  CHECK_FALSE(dialer::model::campaign_status_from_text("Active").has_value());
}

TEST_CASE("campaign status: what Start, Pause and Archive may do, and every move they may not") {
  using enum dialer::model::CampaignStatus;
  const std::set<std::pair<dialer::model::CampaignStatus, dialer::model::CampaignStatus>> allowed = {
      {kDraft, kActive},  {kDraft, kArchived},                          // started, or archived unused
      {kActive, kActive}, {kActive, kPaused},   {kActive, kArchived},   // Start again changes nothing
      {kPaused, kActive}, {kPaused, kArchived},                         // only an active campaign is paused
      {kArchived, kArchived},                                           // kept for its history
  };
  for (const auto from : dialer::model::kCampaignStatuses) {
    for (const auto to : dialer::model::kCampaignStatuses) {
      INFO(dialer::model::to_text(from) << " -> " << dialer::model::to_text(to));
      CHECK(dialer::model::campaign_may_move(from, to) == (allowed.count({from, to}) == 1));
    }
  }
  // Nothing goes back to draft, and an archived campaign never dials again.
  for (const auto from : dialer::model::kCampaignStatuses) CHECK_FALSE(dialer::model::campaign_may_move(from, kDraft));
  CHECK_FALSE(dialer::model::campaign_may_move(kArchived, kActive));
}
