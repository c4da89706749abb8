#pragma once
// How much disk the request bodies that are still arriving may take. A body past RequestBody::kMemoryBytes waits
// in a file beside the database; unbounded, anyone who reaches the port could fill that disk and leave the
// database unable to commit. Room is reserved before a byte is written: per client address, in all, and never so
// much that the disk's free space, less what reservations have yet to write, would fall under a floor kept for
// the database.
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace dialer::http {

// What storing a body's bytes came to; every answer but kOk refuses the request (request_reader.cpp says how).
enum class SpoolVerdict { kOk, kAddressFull, kServerFull, kDiskShort, kWriteFailed };

// Bytes an unprivileged writer may still put on the file system holding `directory`; nothing when unknown.
using FreeSpaceProbe = std::function<std::optional<std::uint64_t>(const std::string& directory)>;
std::optional<std::uint64_t> free_space_of(const std::string& directory);

class SpoolBudget {
 public:
  struct Limits {
    std::uint64_t per_address_bytes;
    std::uint64_t total_bytes;
    std::uint64_t disk_floor_bytes;
  };

  SpoolBudget(std::string directory, Limits limits, FreeSpaceProbe probe = free_space_of);
  SpoolBudget(const SpoolBudget&) = delete;
  SpoolBudget& operator=(const SpoolBudget&) = delete;

  const std::string& directory() const { return directory_; }

  // Room for `bytes` more from `address`: kOk (reserved), kAddressFull, kServerFull or kDiskShort.
  SpoolVerdict reserve(const std::string& address, std::uint64_t bytes);
  // `bytes` of what was reserved are now in a file (the file system counts them from here).
  void wrote(std::uint64_t bytes);
  // A body is gone: its reservation and what it wrote.
  void release(const std::string& address, std::uint64_t reserved, std::uint64_t written);

  std::uint64_t reserved_bytes() const;

 private:
  const std::string directory_;
  const Limits limits_;
  const FreeSpaceProbe probe_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::uint64_t> per_address_;
  std::uint64_t reserved_ = 0;
  std::uint64_t written_ = 0;
};

}  // namespace dialer::http
