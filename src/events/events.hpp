#pragma once
// What happened, as the rest of the server and the live screens hear it: typed events, published after the
// write that made them commits. Adding one: a struct here, a member of Payload, and its name and audience
// in the API's event serialisation (api/event_json).
#include <chrono>
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace dialer::events {

// Ids of leads, capped so that one write of thousands of leads stays one small event.
struct LeadIds {
  static constexpr std::size_t kMaxListed = 100;
  std::vector<std::int64_t> ids;
  std::int64_t more = 0;  // changed beyond the listed ids

  void add(std::int64_t id) {
    if (ids.size() < kMaxListed) {
      ids.push_back(id);
    } else {
      ++more;
    }
  }
  std::int64_t count() const { return static_cast<std::int64_t>(ids.size()) + more; }
};

// Leads were created, changed or deleted by one write.
struct LeadsChanged {
  std::int64_t organization_id = 0;
  std::string origin;  // "api" | "import" | "webhook" | "sync"
  LeadIds created;
  LeadIds updated;
  LeadIds deleted;
};

struct ListsChanged {
  std::int64_t organization_id = 0;
  std::int64_t list_id = 0;
  std::string change;  // "created" | "renamed" | "deleted"
};

// A CSV import's progress: after each committed batch, and once more when it is done.
struct ImportProgress {
  std::int64_t organization_id = 0;
  std::string import_id;
  std::int64_t rows = 0;
  std::int64_t imported = 0;
  std::int64_t updated = 0;
  std::int64_t skipped = 0;
  std::int64_t errors = 0;
  bool done = false;
};

// An integration's status or settings changed, or its log has a new entry.
struct IntegrationChanged {
  std::int64_t organization_id = 0;
  std::string integration;  // "gohighlevel" | "webhook"
  std::string what;         // "status" | "log"
};

// A call was placed, moved on (a provider callback) or given its disposition.
struct CallChanged {
  std::int64_t organization_id = 0;
  std::int64_t call_id = 0;
  std::int64_t agent_id = 0;  // 0: none
  std::int64_t lead_id = 0;   // 0: none
  std::string status;         // the call's status after the change
};

// An agent's state changed (ready, paused, offline …).
struct AgentStateChanged {
  std::int64_t organization_id = 0;
  std::int64_t agent_id = 0;
  std::string state;
  std::int64_t campaign_id = 0;  // 0: none
  std::string pause_reason;      // "" unless paused
  std::int64_t since = 0;        // Unix milliseconds
};

// A campaign's hopper changed: leads added (a refill, an admin's push, a webhook's leads, a callback falling due, a
// cadence's call step), reserved for an agent or the dialer, given another priority, or taken out.
struct HopperChanged {
  std::int64_t organization_id = 0;
  std::int64_t campaign_id = 0;
};

// A user's role changed, or the user was deactivated, or given a new password by an admin. Shown on no stream: the
// live stream ends the user's streams on it, so that no event committed after the change reaches a stream opened
// before it (a client still signed in opens a new one, in its role now).
struct UserAccessChanged {
  std::int64_t organization_id = 0;
  std::int64_t user_id = 0;
};

using Payload = std::variant<LeadsChanged, ListsChanged, ImportProgress, IntegrationChanged, CallChanged,
                             AgentStateChanged, HopperChanged, UserAccessChanged>;

struct Event {
  std::uint64_t sequence = 0;  // assigned by the bus: strictly increasing within one run of the server
  std::chrono::system_clock::time_point at;
  Payload payload;
};

// The organization an event belongs to.
std::int64_t organization_of(const Payload& payload);

}  // namespace dialer::events
