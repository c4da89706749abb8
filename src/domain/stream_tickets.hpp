#pragma once
// Single-use tickets that open a live event stream. A browser's EventSource cannot send an Authorization
// header, and the long-lived bearer token must not travel in a URL (it ends up in logs and history), so a
// signed-in client trades its token for a ticket that works once, within 30 seconds.
#include <chrono>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"

namespace dialer::domain {

struct StreamTicket {
  std::string ticket;
  Clock::time_point expires_at;
};

class StreamTickets {
 public:
  static constexpr std::chrono::seconds kLifetime{30};
  // Outstanding tickets are bounded: one caller asking in a loop cannot fill the memory.
  static constexpr std::size_t kMaxOutstanding = 10'000;

  explicit StreamTickets(const Clock& clock) : clock_(clock) {}

  StreamTicket issue(const auth::Caller& caller);
  // The caller the ticket was issued to, once; nullopt for an unknown, used or expired ticket.
  std::optional<auth::Caller> redeem(std::string_view ticket);

 private:
  struct Entry {
    auth::Caller caller;
    Clock::time_point expires_at;
  };
  void forget_expired(Clock::time_point now);

  const Clock& clock_;
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> by_hash_;  // keyed by the ticket's hash, like session tokens
};

}  // namespace dialer::domain
