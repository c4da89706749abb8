#include "support/raw_connection.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace test {

RawConnection::RawConnection(int port, const std::string& source) {
  fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd_ < 0) throw std::runtime_error("socket failed");
  sockaddr_in from{};
  from.sin_family = AF_INET;
  inet_pton(AF_INET, source.c_str(), &from.sin_addr);
  if (::bind(fd_, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0) throw std::runtime_error("bind failed");
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
  if (::connect(fd_, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) throw std::runtime_error("connect failed");
}

RawConnection::~RawConnection() {
  if (fd_ >= 0) ::close(fd_);
}

RawConnection::RawConnection(RawConnection&& other) noexcept : fd_(other.fd_), received_(std::move(other.received_)) {
  other.fd_ = -1;
}

bool RawConnection::send(std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t sent = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (sent <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(sent));
  }
  return true;
}

void RawConnection::shutdown_write() { ::shutdown(fd_, SHUT_WR); }

bool RawConnection::read_some(std::chrono::milliseconds timeout, bool& timed_out) {
  timed_out = false;
  pollfd watch{fd_, POLLIN, 0};
  const int ready = ::poll(&watch, 1, static_cast<int>(timeout.count()));
  if (ready == 0) {
    timed_out = true;
    return false;
  }
  char buffer[16384];
  const ssize_t got = ::recv(fd_, buffer, sizeof buffer, 0);
  if (got <= 0) return false;
  received_.append(buffer, static_cast<std::size_t>(got));
  return true;
}

std::string RawConnection::read_until_close(std::chrono::milliseconds timeout) {
  bool timed_out = false;
  while (read_some(timeout, timed_out)) {
  }
  return received_;
}

bool RawConnection::read_until(std::string_view text, std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  bool timed_out = false;
  while (received_.find(text) == std::string::npos) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0 || !read_some(left, timed_out)) return received_.find(text) != std::string::npos;
  }
  return true;
}

std::string RawConnection::read_response(std::chrono::milliseconds timeout) {
  if (!read_until("\r\n\r\n", timeout)) return std::exchange(received_, {});
  const auto head_end = received_.find("\r\n\r\n") + 4;
  std::size_t end = head_end;
  const auto length_at = received_.find("Content-Length: ");
  if (length_at != std::string::npos && length_at < head_end) {
    end += std::stoul(received_.substr(length_at + 16));
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    bool timed_out = false;
    while (received_.size() < end && std::chrono::steady_clock::now() < deadline && read_some(timeout, timed_out)) {
    }
  }
  end = std::min(end, received_.size());
  std::string response = received_.substr(0, end);
  received_.erase(0, end);
  return response;
}

bool RawConnection::closed_by_peer(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  bool timed_out = false;
  while (std::chrono::steady_clock::now() < deadline) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (!read_some(left, timed_out)) return !timed_out;
  }
  return false;
}

int status_of(std::string_view text) {
  if (text.rfind("HTTP/1.1 ", 0) != 0 || text.size() < 12) return 0;
  return std::stoi(std::string(text.substr(9, 3)));
}

}  // namespace test
