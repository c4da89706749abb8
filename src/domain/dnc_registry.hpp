#pragma once
// Every do-not-call list of every organization, in memory (calling::NumberSet: 8 bytes a number), so that
// the hopper, the dialer and the leads screen ask "may this number be called?" without touching the database.
// Filled from the database at start; changed only by DoNotCall after each write commits. Thread-safe.
#include <cstdint>
#include <map>
#include <shared_mutex>
#include <span>
#include <utility>
#include <vector>

#include "calling/number_set.hpp"

namespace dialer::domain {

class DncRegistry {
 public:
  // On the organization's own list, or on the campaign's (campaign 0: the organization's list only).
  bool listed(std::int64_t organization_id, std::int64_t campaign_id, std::uint64_t number) const;
  // Of numbers in ascending order, which are on the organization's list or the campaign's (one flag each).
  std::vector<bool> listed_among(std::int64_t organization_id, std::int64_t campaign_id,
                                 std::span<const std::uint64_t> ascending) const;
  // On this one list.
  bool on_list(std::int64_t organization_id, std::int64_t campaign_id, std::uint64_t number) const;
  // Of sorted, unique numbers, those not on this list yet.
  std::vector<std::uint64_t> not_on_list(std::int64_t organization_id, std::int64_t campaign_id,
                                         std::span<const std::uint64_t> sorted) const;

  void add_new(std::int64_t organization_id, std::int64_t campaign_id, std::span<const std::uint64_t> sorted_new);
  void remove(std::int64_t organization_id, std::int64_t campaign_id, std::uint64_t number);
  void assign(std::int64_t organization_id, std::int64_t campaign_id, std::vector<std::uint64_t> numbers);

  // How many numbers each list of the organization holds: campaign 0 first, then the campaigns'.
  std::vector<std::pair<std::int64_t, std::size_t>> sizes(std::int64_t organization_id) const;
  std::size_t total() const;

 private:
  using Key = std::pair<std::int64_t, std::int64_t>;
  mutable std::shared_mutex mutex_;
  std::map<Key, calling::NumberSet> lists_;
};

}  // namespace dialer::domain
