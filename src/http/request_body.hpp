#pragma once
// A request body while it arrives: kept in memory while small, moved to an unlinked temporary file once it
// grows, so that a thousand slow uploads cost disk rather than memory, and a multi-gigabyte import streams
// through. Nothing of it reaches a handler before all of it has arrived.
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace dialer::http {

class RequestBody {
 public:
  static constexpr std::size_t kMemoryBytes = 64 * 1024;

  RequestBody() = default;
  ~RequestBody();
  RequestBody(const RequestBody&) = delete;
  RequestBody& operator=(const RequestBody&) = delete;

  // Where bodies past kMemoryBytes are spooled (the database's directory: on disk, and writable).
  void set_spool_directory(std::string directory) { spool_directory_ = std::move(directory); }

  // False when the spool file cannot be created or written (disk full).
  bool append(std::string_view bytes);
  std::uint64_t size() const { return size_; }
  // Like pread: up to n bytes from offset; 0 at the end, -1 on a read error.
  ssize_t read_at(std::uint64_t offset, char* out, std::size_t n) const;
  void clear();

 private:
  bool spill();

  std::string spool_directory_ = "/tmp";
  std::string memory_;
  int fd_ = -1;
  std::uint64_t size_ = 0;
};

}  // namespace dialer::http
