#include "http/connection_stream.hpp"

#include <sys/socket.h>

#include <algorithm>
#include <cstring>

#include "http/socket_address.hpp"

namespace dialer::http {

ConnectionStream::ConnectionStream(ConnectionLoop& loop, Connection& connection)
    : loop_(loop),
      connection_(connection),
      head_bytes_(connection.head ? connection.head->head_bytes : 0),
      total_(head_bytes_ + connection.body.size()) {}

bool ConnectionStream::is_readable() const { return offset_ < total_; }

bool ConnectionStream::is_writable() const { return !failed_ && !connection_.closed; }

ssize_t ConnectionStream::read(char* ptr, size_t size) {
  if (offset_ >= total_ || size == 0) return 0;
  ssize_t got;
  if (offset_ < head_bytes_) {
    const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(size, head_bytes_ - offset_));
    std::memcpy(ptr, connection_.in.data() + offset_, n);
    got = static_cast<ssize_t>(n);
  } else {
    got = connection_.body.read_at(offset_ - head_bytes_, ptr, size);
  }
  if (got > 0) offset_ += static_cast<std::uint64_t>(got);
  return got;
}

ssize_t ConnectionStream::write(const char* ptr, size_t size) {
  if (failed_) return -1;
  std::size_t pending;
  {
    std::lock_guard lock(connection_.out_mutex);
    connection_.out.append(ptr, size);
    pending = connection_.pending_bytes();
  }
  if (pending > loop_.limits().max_buffered_response_bytes && !loop_.flush_from_worker(connection_)) {
    failed_ = true;
    return -1;
  }
  return static_cast<ssize_t>(size);
}

void ConnectionStream::get_remote_ip_and_port(std::string& ip, int& port) const {
  ip = connection_.remote_addr;
  port = connection_.remote_port;
}

void ConnectionStream::get_local_ip_and_port(std::string& ip, int& port) const {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  ip.clear();
  port = 0;
  if (getsockname(connection_.fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) return;
  ip = address_text(address, port);
}

socket_t ConnectionStream::socket() const { return connection_.fd; }

}  // namespace dialer::http
