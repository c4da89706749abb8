#pragma once
// Campaigns as the rest of the server sees them (plain values; docs/architecture.md, "Layers").
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign_status.hpp"

namespace dialer::model {

// Minutes before a lead is tried again after each outcome (at least 2).
struct RetryDelays {
  int no_answer = 240;
  int busy = 30;
  int voicemail = 1440;
};

// Open from `open` up to (not including) `close`, in minutes after the lead's local midnight.
struct CampaignDayHours {
  int open = 9 * 60;
  int close = 17 * 60;
};
// A campaign's own hours per weekday, Monday first; a day without hours is not dialed.
using CampaignWeekHours = std::array<std::optional<CampaignDayHours>, 7>;

// A disposition given on one of the campaign's calls enrolls the lead in a cadence ("Callback — enroll in
// Follow-up").
struct DispositionCadence {
  std::int64_t disposition_id = 0;
  std::int64_t cadence_id = 0;
};

// How a campaign dials (docs/dialer.md, "Campaigns"); the defaults are the product's.
struct CampaignSettings {
  std::string dial_mode = "preview";  // preview | progressive | power
  int lines_per_agent = 1;            // power: 1-3 lines per ready agent
  std::vector<std::string> dial_statuses{"new", "callback"};
  std::string lead_order = "oldest_first";  // oldest_first | newest_first | fewest_attempts | random
  int max_attempts = 6;
  int max_attempts_per_24h = 3;
  RetryDelays retry_minutes;
  int wrap_up_seconds = 30;
  // Leads kept waiting in the hopper (docs/dialer.md, "The hopper"): automatic — twice the lines the agents at
  // work can take, at least 20 — or the set number.
  bool hopper_level_auto = true;
  int hopper_level = 20;
  // Hours of its own in the lead's time (a B2B campaign's office hours), inside the organization's calling
  // window: they narrow it, never widen it. None: the organization's window.
  std::optional<CampaignWeekHours> calling_hours;
  std::string caller_id;  // E.164, "" until chosen
  bool local_presence = false;
  bool machine_detection = false;
  bool record_calls = false;
  std::string script;
  std::vector<DispositionCadence> disposition_cadences;  // at most one per disposition
};

struct Campaign {
  std::int64_t id = 0;
  std::string name;
  std::string created_at;
  CampaignStatus status = CampaignStatus::kDraft;
  CampaignSettings settings;
  std::vector<std::int64_t> list_ids;
  std::vector<std::int64_t> agent_ids;
  std::string updated_at;
};

}  // namespace dialer::model
