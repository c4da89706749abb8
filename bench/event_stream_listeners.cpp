#include "event_stream_listeners.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

#include "loopback_socket.hpp"

namespace bench {

EventStreamListeners::~EventStreamListeners() {
  stop();
  for (auto& stream : streams_) {
    if (stream.fd >= 0) ::close(stream.fd);
  }
}

int EventStreamListeners::open(const std::vector<std::string>& tickets, const std::string& source) {
  int opened = 0;
  for (const auto& ticket : tickets) {
    const int fd = connect_from(port_, source);
    if (fd < 0) continue;
    Stream stream{fd, {}, {}};
    if (!send_all(fd, "GET /api/v1/events?ticket=" + ticket + " HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n") ||
        read_status(fd, &stream.raw) != 200) {
      ::close(fd);
      continue;
    }
    std::lock_guard lock(mutex_);
    streams_.push_back(std::move(stream));
    ++opened;
  }
  return opened;
}

void EventStreamListeners::start() { thread_ = std::thread([this] { run(); }); }

void EventStreamListeners::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  if (thread_.joinable()) thread_.join();
}

std::vector<EventStreamListeners::TimePoint> EventStreamListeners::arrivals(const std::string& data) {
  std::lock_guard lock(mutex_);
  const auto found = arrivals_.find(data);
  return found == arrivals_.end() ? std::vector<TimePoint>{} : found->second;
}

int EventStreamListeners::streams_open() {
  std::lock_guard lock(mutex_);
  int open = 0;
  for (const auto& stream : streams_) open += stream.fd >= 0 ? 1 : 0;
  return open;
}

void EventStreamListeners::run() {
  std::vector<pollfd> watches;
  std::vector<std::size_t> owners;
  while (true) {
    {
      std::lock_guard lock(mutex_);
      if (stopping_) return;
      watches.clear();
      owners.clear();
      for (std::size_t i = 0; i < streams_.size(); ++i) {
        if (streams_[i].fd < 0) continue;
        watches.push_back(pollfd{streams_[i].fd, POLLIN, 0});
        owners.push_back(i);
      }
    }
    if (::poll(watches.data(), watches.size(), 50) <= 0) continue;
    const auto now = std::chrono::steady_clock::now();
    std::lock_guard lock(mutex_);
    for (std::size_t i = 0; i < watches.size(); ++i) {
      if (watches[i].revents != 0) read(streams_[owners[i]], now);
    }
  }
}

void EventStreamListeners::read(Stream& stream, TimePoint now) {
  char buffer[65536];
  while (true) {
    const ssize_t got = ::recv(stream.fd, buffer, sizeof buffer, MSG_DONTWAIT);
    if (got > 0) {
      stream.raw.append(buffer, static_cast<std::size_t>(got));
      continue;
    }
    if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    ::close(stream.fd);  // the server ended it: counted by streams_open()
    stream.fd = -1;
    break;
  }
  take_events(stream, now);
}

void EventStreamListeners::take_events(Stream& stream, TimePoint now) {
  // Chunked framing: "<hex size>\r\n<bytes>\r\n", possibly cut anywhere by the reads.
  std::size_t at = 0;
  while (true) {
    const auto line_end = stream.raw.find("\r\n", at);
    if (line_end == std::string::npos) break;
    const std::size_t size = std::stoul(stream.raw.substr(at, line_end - at), nullptr, 16);
    if (stream.raw.size() < line_end + 2 + size + 2) break;
    stream.body.append(stream.raw, line_end + 2, size);
    at = line_end + 2 + size + 2;
  }
  stream.raw.erase(0, at);
  // Events end with a blank line; the data line is what the bench looks them up by.
  std::size_t from = 0;
  for (auto end = stream.body.find("\n\n"); end != std::string::npos; end = stream.body.find("\n\n", from)) {
    const auto data = stream.body.find("\ndata: ", from);
    if (data != std::string::npos && data < end) arrivals_[stream.body.substr(data + 7, end - data - 7)].push_back(now);
    from = end + 2;
  }
  stream.body.erase(0, from);
}

}  // namespace bench
