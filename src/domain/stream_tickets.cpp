#include "domain/stream_tickets.hpp"

#include "auth/session_token.hpp"

namespace dialer::domain {

StreamTicket StreamTickets::issue(const auth::Caller& caller) {
  const auto now = clock_.now();
  StreamTicket out{auth::new_session_token(), now + kLifetime};
  std::lock_guard lock(mutex_);
  if (by_hash_.size() >= kMaxOutstanding) forget_expired(now);
  if (by_hash_.size() >= kMaxOutstanding) by_hash_.erase(by_hash_.begin());
  by_hash_[auth::session_token_hash(out.ticket)] = Entry{caller, out.expires_at};
  return out;
}

std::optional<auth::Caller> StreamTickets::redeem(std::string_view ticket) {
  if (ticket.empty() || ticket.size() > 128) return std::nullopt;
  const auto now = clock_.now();
  std::lock_guard lock(mutex_);
  const auto found = by_hash_.find(auth::session_token_hash(ticket));
  if (found == by_hash_.end()) return std::nullopt;
  const Entry entry = found->second;
  by_hash_.erase(found);
  if (now >= entry.expires_at) return std::nullopt;
  return entry.caller;
}

void StreamTickets::forget_expired(Clock::time_point now) {
  std::erase_if(by_hash_, [now](const auto& item) { return now >= item.second.expires_at; });
}

}  // namespace dialer::domain
