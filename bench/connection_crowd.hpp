#pragma once
// The crowd of the connection benchmark, held open from one background thread: live event streams, idle
// keep-alive connections and slow-header connections (one byte every 3 s, reconnected whenever the server
// gives up on them), each kind from its own loopback address as a different machine would be.
#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace bench {

class ConnectionCrowd {
 public:
  explicit ConnectionCrowd(int port) : port_(port) {}
  ~ConnectionCrowd();

  // Each ticket opens one stream (GET /api/v1/events?ticket=…); returns how many answered 200.
  int open_streams(const std::vector<std::string>& tickets, const std::string& source);
  // Each makes one request and then stays open, idle.
  int open_idle(int count, const std::string& source);
  // Each sends a request head one byte every `every`.
  void open_slow(int count, const std::string& source, std::chrono::milliseconds every);
  void start();
  void stop();

  // Milliseconds from `since` until each stream had received `text` (one entry per stream that did, within
  // the timeout).
  std::vector<double> arrivals(const std::string& text, std::chrono::steady_clock::time_point since,
                               std::chrono::milliseconds timeout);
  int streams_open();
  int slow_reconnects();

 private:
  struct Member {
    enum class Kind { kStream, kIdle, kSlow } kind;
    int fd = -1;
    std::string source;
    std::string received;                                      // streams: everything since it opened
    std::vector<std::pair<std::chrono::steady_clock::time_point, std::size_t>> marks;  // when received grew to
    std::size_t sent = 0;                                      // slow: bytes of the head sent so far
    std::chrono::steady_clock::time_point next_byte{};
  };

  int connect_from(const std::string& source);
  // Connects, sends the request and keeps the connection once it answered 200; returns 1 then, else 0.
  int open_answered(const std::string& request, Member::Kind kind, const std::string& source);
  void run();
  void read_member(Member& member);

  int port_;
  std::chrono::milliseconds slow_every_{3000};
  std::mutex mutex_;
  std::vector<Member> members_;
  int slow_reconnects_ = 0;
  bool stopping_ = false;
  std::thread thread_;
};

// Raises this process's descriptor limit to the hard limit (the crowd needs thousands).
void raise_descriptor_limit();

}  // namespace bench
