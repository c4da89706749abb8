#pragma once
// Sessions read recently, by token hash, so that a burst of requests with one token costs one database
// read every couple of seconds instead of one each. An entry is used only while younger than max_age, so a
// change made by another process (the `user` CLI) takes effect within max_age; changes made by this process
// call clear() after they commit, which takes effect at once.
//
// Ages are steady time, not the injected Clock: the limit bounds how long a change made by another process
// goes unseen in real time, which a frozen or jumping test clock must not stretch. Session expiry is not
// decided here: AccountService checks it on the injected clock on every request, cached or not.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "model/account.hpp"

namespace dialer::domain {

class SessionCache {
 public:
  using AgeClock = std::chrono::steady_clock;

  static constexpr AgeClock::duration kDefaultMaxAge = std::chrono::seconds(2);
  static constexpr std::size_t kDefaultMaxEntries = 10'000;

  explicit SessionCache(AgeClock::duration max_age = kDefaultMaxAge, std::size_t max_entries = kDefaultMaxEntries)
      : max_age_(max_age), max_entries_(max_entries) {}
  SessionCache(const SessionCache&) = delete;
  SessionCache& operator=(const SessionCache&) = delete;

  // The record stored for token_hash if it was read less than max_age before now.
  std::optional<model::Session> find(const std::string& token_hash, AgeClock::time_point now) const;

  // A reader takes the generation and the time before it reads the database, and hands both to store().
  // A clear() in between makes store() drop the record: it may have been read before the change that
  // the clear() follows.
  std::uint64_t generation() const;
  void store(const std::string& token_hash, model::Session record, AgeClock::time_point read_at,
             std::uint64_t generation);

  // After the session's last_seen_at was written; does nothing when the entry is gone.
  void set_last_seen(const std::string& token_hash, std::int64_t session_id, std::int64_t last_seen_at);
  void erase(const std::string& token_hash);
  // Call after every committed write that deletes sessions or changes users.
  void clear();

  std::size_t size() const;

 private:
  struct Entry {
    model::Session record;
    AgeClock::time_point read_at;
  };

  const AgeClock::duration max_age_;
  const std::size_t max_entries_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
  std::uint64_t generation_ = 0;
};

}  // namespace dialer::domain
