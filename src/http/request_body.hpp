#pragma once
// A request body while it arrives: kept in memory while small, moved to an unlinked temporary file once it
// grows, so that a thousand slow uploads cost disk rather than memory, and a multi-gigabyte import streams
// through. The file's room is reserved in the SpoolBudget before anything is written to it, and given back when
// the body is cleared. Nothing of it reaches a handler before all of it has arrived.
#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "http/spool_budget.hpp"

namespace dialer::http {

class RequestBody {
 public:
  static constexpr std::size_t kMemoryBytes = 64 * 1024;

  RequestBody() = default;
  ~RequestBody();
  RequestBody(const RequestBody&) = delete;
  RequestBody& operator=(const RequestBody&) = delete;

  // Where bodies past kMemoryBytes are spooled (the budget's directory: the database's, on disk and writable), and
  // the client address their room is counted against. Without a budget nothing is spooled (kWriteFailed).
  void set_spool(std::shared_ptr<SpoolBudget> budget, std::string address) {
    budget_ = std::move(budget);
    address_ = std::move(address);
  }

  // Before a body of `bytes` arrives: reserves its room on disk at once when it will not fit in memory, so that a
  // declared length the budget cannot take is refused before the client sends it.
  SpoolVerdict expect(std::uint64_t bytes);
  // Anything but kOk: nothing of `bytes` was kept.
  SpoolVerdict append(std::string_view bytes);
  std::uint64_t size() const { return size_; }
  // Like pread: up to n bytes from offset; 0 at the end, -1 on a read error.
  ssize_t read_at(std::uint64_t offset, char* out, std::size_t n) const;
  void clear();

 private:
  bool spill();
  SpoolVerdict reserve_up_to(std::uint64_t bytes);
  bool write_to_file(const char* data, std::size_t n);

  std::shared_ptr<SpoolBudget> budget_;
  std::string address_;
  std::string memory_;
  int fd_ = -1;
  std::uint64_t size_ = 0;
  std::uint64_t reserved_ = 0;  // room held in the budget
  std::uint64_t spooled_ = 0;   // of it, written to the file
};

}  // namespace dialer::http
