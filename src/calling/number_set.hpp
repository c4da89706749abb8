#pragma once
// A set of phone numbers (E.164 digits as integers) built for ten million entries: a sorted array, 8 bytes a
// number, with a small sorted side array for recent additions that is merged in when it grows. A lookup first
// searches a fence of every 64th number (1/64 of the size: it stays in the CPU's cache), then one block of 64
// — a few cache misses instead of the two dozen of a plain binary search over 80 MB. Not thread-safe
// (domain/dnc_registry.cpp guards it).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace dialer::calling {

class NumberSet {
 public:
  bool contains(std::uint64_t number) const;
  std::size_t size() const { return base_.size() + recent_.size(); }

  // Adds numbers that are sorted, unique and not in the set yet.
  void add_new(std::span<const std::uint64_t> sorted_new);
  // False when it was not there.
  bool remove(std::uint64_t number);
  // Replaces everything (a start): sorts and removes duplicates itself.
  void assign(std::vector<std::uint64_t> numbers);

  // Of numbers in ascending order, calls `found` with the position of each one the set holds: one walk along
  // the set (leaping ahead, not searching from the start each time), so a million leads' numbers cost a few
  // milliseconds against ten million.
  void find_each(std::span<const std::uint64_t> ascending, const std::function<void(std::size_t)>& found) const;

  // Every number, ascending, until f returns false.
  void for_each(const std::function<bool(std::uint64_t)>& f) const;

 private:
  void merge_recent();
  void build_fences();
  bool in_base(std::uint64_t number) const;

  std::vector<std::uint64_t> base_;
  std::vector<std::uint64_t> fences_;  // base_[0], base_[64], base_[128] …
  std::vector<std::uint64_t> recent_;
};

}  // namespace dialer::calling
