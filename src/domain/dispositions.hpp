#pragma once
// An organization's dispositions (docs/dialer.md, "Dispositions"): the standard set it starts with, and what
// admins change — labels, emojis, hotkeys, the lead status each gives, what each counts as. Archived, never
// deleted: calls name them.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/disposition.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

// What a create or an edit says; an absent field keeps its value (or the default).
struct DispositionInput {
  std::optional<std::string> label;
  std::optional<std::string> emoji;
  std::optional<std::string> hotkey;
  std::optional<std::optional<std::string>> lead_status;  // present and empty: the lead keeps its status
  std::optional<bool> contact;
  std::optional<bool> conversion;
  std::optional<bool> callback;
  std::optional<bool> do_not_call;
  std::optional<bool> final;
  std::optional<bool> machine;
  std::optional<int> position;
  std::optional<bool> active;
};

class DispositionService {
 public:
  DispositionService(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  std::vector<model::Disposition> list(const auth::Caller& caller);
  // Throw DomainError: invalid (a rule), conflict (a hotkey, label or the machine's place taken), not found.
  model::Disposition create(const auth::Caller& caller, const DispositionInput& input);
  model::Disposition update(const auth::Caller& caller, std::int64_t id, const DispositionInput& input);
  model::Disposition archive(const auth::Caller& caller, std::int64_t id);

 private:
  model::Disposition save(const auth::Caller& caller, std::optional<std::int64_t> id, const DispositionInput& input);

  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
