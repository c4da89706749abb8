#pragma once
// A plain TCP connection to the test server, for what an HTTP client library will not do: send half a
// request, trickle bytes, send conflicting headers, come from another loopback address (127.0.0.2 …).
#include <chrono>
#include <string>
#include <string_view>

namespace test {

class RawConnection {
 public:
  // Connects to 127.0.0.1:port from `source` (any address of 127.0.0.0/8).
  explicit RawConnection(int port, const std::string& source = "127.0.0.1");
  ~RawConnection();
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;
  RawConnection(RawConnection&& other) noexcept;

  bool send(std::string_view bytes);
  void shutdown_write();
  // Everything received until the peer closes or `timeout` passes without a byte.
  std::string read_until_close(std::chrono::milliseconds timeout = std::chrono::milliseconds(3000));
  // One response: its head and Content-Length body; what came after it stays for the next read.
  std::string read_response(std::chrono::milliseconds timeout = std::chrono::milliseconds(3000));
  // Reads until `text` arrived (true) or the timeout passed / the peer closed (false).
  bool read_until(std::string_view text, std::chrono::milliseconds timeout = std::chrono::milliseconds(3000));
  // Whether the server closed the connection (waits up to `timeout` for the close to show).
  bool closed_by_peer(std::chrono::milliseconds timeout = std::chrono::milliseconds(3000));
  const std::string& received() const { return received_; }

 private:
  // Up to one read; false on close or error, or when nothing came within timeout (then timed_out is set).
  bool read_some(std::chrono::milliseconds timeout, bool& timed_out);

  int fd_ = -1;
  std::string received_;
};

// The status code of the first response in `text` (0 when there is none).
int status_of(std::string_view text);

}  // namespace test
