#include "http/spool_budget.hpp"

#include <sys/statvfs.h>

namespace dialer::http {

std::optional<std::uint64_t> free_space_of(const std::string& directory) {
  struct statvfs info {};
  if (::statvfs(directory.c_str(), &info) != 0) return std::nullopt;
  return static_cast<std::uint64_t>(info.f_bavail) * static_cast<std::uint64_t>(info.f_frsize);
}

SpoolBudget::SpoolBudget(std::string directory, Limits limits, FreeSpaceProbe probe)
    : directory_(std::move(directory)), limits_(limits), probe_(std::move(probe)) {}

SpoolVerdict SpoolBudget::reserve(const std::string& address, std::uint64_t bytes) {
  std::lock_guard lock(mutex_);
  const auto found = per_address_.find(address);
  const std::uint64_t held = found == per_address_.end() ? 0 : found->second;
  if (held + bytes > limits_.per_address_bytes) return SpoolVerdict::kAddressFull;
  if (reserved_ + bytes > limits_.total_bytes) return SpoolVerdict::kServerFull;
  // Reserved bytes not written yet will still take their room; those written are already gone from the free space.
  // A file system that cannot say how full it is does not stop uploads: the write itself fails when it is full.
  if (const auto free = probe_(directory_); free && *free < limits_.disk_floor_bytes + (reserved_ - written_) + bytes) {
    return SpoolVerdict::kDiskShort;
  }
  per_address_[address] = held + bytes;
  reserved_ += bytes;
  return SpoolVerdict::kOk;
}

void SpoolBudget::wrote(std::uint64_t bytes) {
  std::lock_guard lock(mutex_);
  written_ += bytes;
}

void SpoolBudget::release(const std::string& address, std::uint64_t reserved, std::uint64_t written) {
  std::lock_guard lock(mutex_);
  reserved_ -= reserved;
  written_ -= written;
  const auto found = per_address_.find(address);
  if (found == per_address_.end()) return;
  found->second -= reserved;
  if (found->second == 0) per_address_.erase(found);
}

std::uint64_t SpoolBudget::reserved_bytes() const {
  std::lock_guard lock(mutex_);
  return reserved_;
}

}  // namespace dialer::http
