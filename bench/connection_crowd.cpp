#include "connection_crowd.hpp"

#include "loopback_socket.hpp"

#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <stdexcept>

namespace bench {
namespace {

constexpr std::string_view kSlowHead =
    "GET /api/v1/health HTTP/1.1\r\nHost: bench\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n";

}  // namespace

void raise_descriptor_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
  }
}

ConnectionCrowd::~ConnectionCrowd() {
  stop();
  for (auto& member : members_) {
    if (member.fd >= 0) ::close(member.fd);
  }
}

int ConnectionCrowd::connect_from(const std::string& source) { return bench::connect_from(port_, source); }

int ConnectionCrowd::open_answered(const std::string& request, Member::Kind kind, const std::string& source) {
  const int fd = connect_from(source);
  if (fd < 0) return 0;
  if (!send_all(fd, request) || read_status(fd) != 200) {
    ::close(fd);
    return 0;
  }
  std::lock_guard lock(mutex_);
  members_.push_back(Member{kind, fd, source, {}, {}, 0, {}});
  return 1;
}

int ConnectionCrowd::open_streams(const std::vector<std::string>& tickets, const std::string& source) {
  int opened = 0;
  for (const auto& ticket : tickets) {
    opened += open_answered(
        "GET /api/v1/events?ticket=" + ticket + " HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n",
        Member::Kind::kStream, source);
  }
  return opened;
}

int ConnectionCrowd::open_idle(int count, const std::string& source) {
  int opened = 0;
  for (int i = 0; i < count; ++i) {
    opened += open_answered("GET /api/v1/health HTTP/1.1\r\nHost: bench\r\n\r\n", Member::Kind::kIdle, source);
  }
  return opened;
}

void ConnectionCrowd::open_slow(int count, const std::string& source, std::chrono::milliseconds every) {
  slow_every_ = every;
  const auto now = std::chrono::steady_clock::now();
  for (int i = 0; i < count; ++i) {
    const int fd = connect_from(source);
    if (fd < 0) continue;
    std::lock_guard lock(mutex_);
    // Spread over the interval, as independent clients would be.
    members_.push_back(Member{Member::Kind::kSlow, fd, source, {}, {}, 0, now + every * i / count});
  }
}

void ConnectionCrowd::start() { thread_ = std::thread([this] { run(); }); }

void ConnectionCrowd::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  if (thread_.joinable()) thread_.join();
}

void ConnectionCrowd::read_member(Member& member) {
  char buffer[16384];
  while (true) {
    const ssize_t got = ::recv(member.fd, buffer, sizeof buffer, MSG_DONTWAIT);
    if (got > 0) {
      if (member.kind == Member::Kind::kStream) {
        member.received.append(buffer, static_cast<std::size_t>(got));
        member.marks.emplace_back(std::chrono::steady_clock::now(), member.received.size());
      }
      continue;
    }
    if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    // Closed by the server: a slow one was given up on (as it should be) and comes back; others stay closed.
    ::close(member.fd);
    member.fd = -1;
    if (member.kind == Member::Kind::kSlow) {
      member.fd = connect_from(member.source);
      member.sent = 0;
      member.next_byte = std::chrono::steady_clock::now();
      ++slow_reconnects_;
    }
    return;
  }
}

void ConnectionCrowd::run() {
  std::vector<pollfd> watches;
  std::vector<std::size_t> owners;
  while (true) {
    {
      std::lock_guard lock(mutex_);
      if (stopping_) return;
      const auto now = std::chrono::steady_clock::now();
      for (auto& member : members_) {
        if (member.kind != Member::Kind::kSlow || member.fd < 0 || now < member.next_byte) continue;
        if (member.sent < kSlowHead.size()) {
          send_all(member.fd, kSlowHead.substr(member.sent, 1));
          ++member.sent;
        }
        member.next_byte = now + slow_every_;
      }
      watches.clear();
      owners.clear();
      for (std::size_t i = 0; i < members_.size(); ++i) {
        if (members_[i].fd < 0) continue;
        watches.push_back(pollfd{members_[i].fd, POLLIN, 0});
        owners.push_back(i);
      }
    }
    const int ready = ::poll(watches.data(), watches.size(), 50);
    if (ready <= 0) continue;
    std::lock_guard lock(mutex_);
    for (std::size_t i = 0; i < watches.size(); ++i) {
      if (watches[i].revents != 0) read_member(members_[owners[i]]);
    }
  }
}

std::vector<double> ConnectionCrowd::arrivals(const std::string& text, std::chrono::steady_clock::time_point since,
                                             std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    std::vector<double> found;
    int streams = 0;
    {
      std::lock_guard lock(mutex_);
      for (const auto& member : members_) {
        if (member.kind != Member::Kind::kStream || member.fd < 0) continue;
        ++streams;
        const auto at = member.received.find(text);
        if (at == std::string::npos) continue;
        // The first read that brought the end of the text.
        for (const auto& [when, size] : member.marks) {
          if (size >= at + text.size()) {
            found.push_back(std::chrono::duration<double, std::milli>(when - since).count());
            break;
          }
        }
      }
    }
    if (static_cast<int>(found.size()) >= streams || std::chrono::steady_clock::now() >= deadline) return found;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

int ConnectionCrowd::streams_open() {
  std::lock_guard lock(mutex_);
  return static_cast<int>(std::count_if(members_.begin(), members_.end(), [](const Member& m) {
    return m.kind == Member::Kind::kStream && m.fd >= 0;
  }));
}

int ConnectionCrowd::slow_reconnects() {
  std::lock_guard lock(mutex_);
  return slow_reconnects_;
}

}  // namespace bench
