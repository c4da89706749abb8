#pragma once
// A bulk action on leads as it is stored and shown: what it does, to which leads, and how far it got.
#include <cstdint>
#include <optional>
#include <string>

namespace dialer::model {

struct LeadBulkJob {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::optional<std::int64_t> user_id;
  std::string user_name;  // "" when the user is gone
  std::string action;     // set_status | move_to_list | delete | add_to_dnc | enroll_in_cadence
  std::optional<std::string> status;    // set_status: the new status
  std::optional<std::int64_t> list_id;  // move_to_list: the list, none for "no list"
  std::string selection;                // JSON: {"ids": [...]} or {"search": "", "status": "", "listId": n}
  std::string state;                    // queued | running | finished | failed
  std::optional<std::int64_t> total;    // the leads selected, once counted
  std::int64_t processed = 0;
  std::int64_t changed = 0;
  std::int64_t cursor = 0;  // the next batch takes the selected leads with a smaller id
  std::optional<std::string> error;
  std::string created_at;
  std::optional<std::string> finished_at;
  std::optional<std::int64_t> dnc_addition_id;  // add_to_dnc: the do-not-call addition it fills
  std::optional<std::int64_t> cadence_id;       // enroll_in_cadence: the cadence
};

}  // namespace dialer::model
