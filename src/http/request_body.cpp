#include "http/request_body.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace dialer::http {
namespace {

// An anonymous file in `directory`: O_TMPFILE where the file system has it, else a named one removed at once.
int open_anonymous_file(const std::string& directory) {
  int fd = ::open(directory.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd >= 0) return fd;
  std::string name = directory + "/.dialer-upload-XXXXXX";
  fd = ::mkostemp(name.data(), O_CLOEXEC);
  if (fd >= 0) ::unlink(name.c_str());
  return fd;
}

bool write_all(int fd, const char* data, std::size_t n) {
  while (n > 0) {
    const ssize_t written = ::write(fd, data, n);
    if (written < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data += written;
    n -= static_cast<std::size_t>(written);
  }
  return true;
}

}  // namespace

RequestBody::~RequestBody() { clear(); }

SpoolVerdict RequestBody::reserve_up_to(std::uint64_t bytes) {
  if (bytes <= reserved_) return SpoolVerdict::kOk;
  if (!budget_) return SpoolVerdict::kWriteFailed;
  const auto verdict = budget_->reserve(address_, bytes - reserved_);
  if (verdict == SpoolVerdict::kOk) reserved_ = bytes;
  return verdict;
}

bool RequestBody::write_to_file(const char* data, std::size_t n) {
  if (!write_all(fd_, data, n)) return false;
  spooled_ += n;
  budget_->wrote(n);
  return true;
}

bool RequestBody::spill() {
  fd_ = open_anonymous_file(budget_->directory());
  if (fd_ < 0) return false;
  if (!write_to_file(memory_.data(), memory_.size())) return false;
  std::string().swap(memory_);
  return true;
}

SpoolVerdict RequestBody::expect(std::uint64_t bytes) {
  return bytes > kMemoryBytes ? reserve_up_to(bytes) : SpoolVerdict::kOk;
}

SpoolVerdict RequestBody::append(std::string_view bytes) {
  const std::uint64_t after = size_ + bytes.size();
  if (fd_ < 0 && after <= kMemoryBytes) {
    memory_.append(bytes);
  } else {
    // A body of declared length reserved all of its room in expect(); a chunked one reserves as it grows.
    if (const auto verdict = reserve_up_to(after); verdict != SpoolVerdict::kOk) return verdict;
    if (fd_ < 0 && !spill()) return SpoolVerdict::kWriteFailed;
    if (!write_to_file(bytes.data(), bytes.size())) return SpoolVerdict::kWriteFailed;
  }
  size_ = after;
  return SpoolVerdict::kOk;
}

ssize_t RequestBody::read_at(std::uint64_t offset, char* out, std::size_t n) const {
  if (offset >= size_) return 0;
  n = static_cast<std::size_t>(std::min<std::uint64_t>(n, size_ - offset));
  if (fd_ < 0) {
    std::memcpy(out, memory_.data() + offset, n);
    return static_cast<ssize_t>(n);
  }
  while (true) {
    const ssize_t got = ::pread(fd_, out, n, static_cast<off_t>(offset));
    if (got < 0 && errno == EINTR) continue;
    return got;
  }
}

void RequestBody::clear() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (reserved_ > 0) budget_->release(address_, reserved_, spooled_);
  reserved_ = 0;
  spooled_ = 0;
  std::string().swap(memory_);
  size_ = 0;
}

}  // namespace dialer::http
