#pragma once
// A campaign's status as a type, and the one table of the moves between statuses (docs/architecture.md, "States are
// types"). The words are the database's (campaigns.status) and the API's.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "model/state_words.hpp"

namespace dialer::model {

enum class CampaignStatus { kDraft, kActive, kPaused, kArchived };

inline constexpr std::array kCampaignStatuses{CampaignStatus::kDraft, CampaignStatus::kActive, CampaignStatus::kPaused,
                                              CampaignStatus::kArchived};

constexpr std::string_view to_text(CampaignStatus status) {
  switch (status) {
    case CampaignStatus::kDraft:
      return "draft";
    case CampaignStatus::kActive:
      return "active";
    case CampaignStatus::kPaused:
      return "paused";
    case CampaignStatus::kArchived:
      return "archived";
  }
  return "draft";
}

constexpr std::optional<CampaignStatus> campaign_status_from_text(std::string_view text) {
  return state_named(kCampaignStatuses, text);
}

// Whether Start, Pause or Archive may take a campaign from one status to another:
// - draft → active (Start, once it has what it needs), archived.
// - active → active (Start again changes nothing), paused, archived.
// - paused → active, archived; not paused again: only an active campaign can be paused.
// - archived → archived only: it is kept for its history and never dials again.
// Nothing goes back to draft.
constexpr bool campaign_may_move(CampaignStatus from, CampaignStatus to) {
  constexpr std::size_t n = kCampaignStatuses.size();
  // Rows: from; columns: to, in kCampaignStatuses' order (draft, active, paused, archived).
  constexpr std::array<std::array<bool, n>, n> allowed{{
      /* draft    */ {{false, true, false, true}},
      /* active   */ {{false, true, true, true}},
      /* paused   */ {{false, true, false, true}},
      /* archived */ {{false, false, false, true}},
  }};
  static_assert(static_cast<std::size_t>(CampaignStatus::kArchived) + 1 == n);
  return allowed[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
}

}  // namespace dialer::model
