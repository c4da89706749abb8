#include "domain/session_cache.hpp"

#include "db/account_store.hpp"
#include "db/database.hpp"

#include <utility>

namespace dialer::domain {

std::optional<model::Session> SessionCache::find(const std::string& token_hash, AgeClock::time_point now) const {
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(token_hash);
  if (it == entries_.end() || now - it->second.read_at >= max_age_) return std::nullopt;
  return it->second.record;
}

std::uint64_t SessionCache::generation() const {
  std::lock_guard lock(mutex_);
  return generation_;
}

void SessionCache::store(const std::string& token_hash, model::Session record, AgeClock::time_point read_at,
                         std::uint64_t generation) {
  std::lock_guard lock(mutex_);
  if (generation != generation_) return;
  // Full: start again rather than track ages. Only sessions that exist get here, so this is rare.
  if (entries_.size() >= max_entries_ && !entries_.contains(token_hash)) entries_.clear();
  entries_.insert_or_assign(token_hash, Entry{std::move(record), read_at});
}

void SessionCache::set_last_seen(const std::string& token_hash, std::int64_t session_id, std::int64_t last_seen_at) {
  std::lock_guard lock(mutex_);
  const auto it = entries_.find(token_hash);
  if (it != entries_.end() && it->second.record.id == session_id) it->second.record.last_seen_at = last_seen_at;
}

void SessionCache::erase(const std::string& token_hash) {
  std::lock_guard lock(mutex_);
  entries_.erase(token_hash);
}

void SessionCache::clear() {
  std::lock_guard lock(mutex_);
  entries_.clear();
  ++generation_;
}

std::size_t SessionCache::size() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

}  // namespace dialer::domain
