#include "http/connection_sink.hpp"

#include <cstdio>
#include <mutex>

namespace dialer::http {

// The loop is told under the connection's lock: once the loop marked it closed (under the same lock), no
// sender can still be on its way to a loop that may be gone.
bool ConnectionSink::send(std::string_view data) {
  if (data.empty()) return is_open();
  std::lock_guard lock(connection_->out_mutex);
  if (connection_->closed || connection_->close_after_flush || connection_->overflowed) return false;
  if (connection_->pending_bytes() > max_backlog_) {
    connection_->overflowed = true;  // the loop closes it: the client reconnects and resumes
  } else {
    char size[20];
    const int n = std::snprintf(size, sizeof size, "%zx\r\n", data.size());
    connection_->out.append(size, static_cast<std::size_t>(n));
    connection_->out.append(data);
    connection_->out.append("\r\n");
  }
  mark_dirty_(connection_);
  return !connection_->overflowed;
}

bool ConnectionSink::is_open() const {
  std::lock_guard lock(connection_->out_mutex);
  return !connection_->closed && !connection_->close_after_flush && !connection_->overflowed;
}

void ConnectionSink::close() {
  std::lock_guard lock(connection_->out_mutex);
  if (connection_->closed || connection_->close_after_flush) return;
  connection_->out.append("0\r\n\r\n");  // the last chunk: the response ends cleanly
  connection_->close_after_flush = true;
  mark_dirty_(connection_);
}

}  // namespace dialer::http
