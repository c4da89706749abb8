#pragma once
// An outcome of a call (migration 0022): what the agent presses, what it does to the lead, what it counts as.
#include <cstdint>
#include <optional>
#include <string>

namespace dialer::model {

struct DispositionFields {
  std::string label;
  std::string emoji;
  std::string hotkey;                     // one key, 0-9 or a-z; "" for none
  std::optional<std::string> lead_status;  // the status it gives the lead; none: the lead keeps its own
  bool contact = false;     // the lead was reached
  bool conversion = false;  // the campaign's goal was met
  bool callback = false;    // asks for a callback time
  bool do_not_call = false;  // puts the number on the do-not-call list
  bool final = false;       // the lead is not called again in the campaign
  bool machine = false;     // what answering-machine detection gives
  int position = 0;
  bool active = true;
};

struct Disposition {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::string code;  // stable: "no_answer", "sale" …
  DispositionFields fields;
  bool system = false;  // given by the system ("Agent lost"), never offered to agents
  std::string created_at;
  std::string updated_at;
};

}  // namespace dialer::model
