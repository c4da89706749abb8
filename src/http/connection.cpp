#include "http/connection.hpp"

#include <sys/socket.h>

#include <cerrno>

namespace dialer::http {

Connection::SendResult Connection::send_pending() {
  while (out_sent < out.size()) {
    const ssize_t sent = ::send(fd, out.data() + out_sent, out.size() - out_sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {
        // Keep the buffer from growing by what is already gone.
        if (out_sent > 64 * 1024 && out_sent * 2 > out.size()) {
          out.erase(0, out_sent);
          out_sent = 0;
        }
        return SendResult::kBlocked;
      }
      return SendResult::kFailed;
    }
    out_sent += static_cast<std::size_t>(sent);
    last_progress = Clock::now();
  }
  out.clear();
  if (out.capacity() > 256 * 1024) std::string().swap(out);
  out_sent = 0;
  return SendResult::kDone;
}

void Connection::finish_request() {
  if (head) in.erase(0, head->head_bytes);
  head_scanned = 0;
  head.reset();
  body.clear();
  chunked = ChunkedBodyScanner{};
  body_streamed = false;
  ++requests_served;
}

}  // namespace dialer::http
