#pragma once
// The organization's emoji set (docs/api.md, "Emojis"): shown on disposition buttons and offered in the message
// template editor, in the order admins give it.
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class EmojiSet {
 public:
  EmojiSet(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  // The product's starting set until an admin saves one.
  std::vector<std::string> get(const auth::Caller& caller);
  // 1 to 48 emojis, each one emoji, none twice (DomainError invalid otherwise).
  std::vector<std::string> save(const auth::Caller& caller, const std::vector<std::string>& emojis);

 private:
  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
