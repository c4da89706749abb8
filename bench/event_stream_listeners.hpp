#pragma once
// Browser tabs' live update streams (GET /api/v1/events?ticket=…, docs/api.md "Live updates") held open from one
// background thread, with the moment each stream received each event: the chunked body is read as it arrives and
// every complete event is recorded by its data line, so a change the bench made can be looked up by the data it
// announces.
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace bench {

class EventStreamListeners {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  explicit EventStreamListeners(int port) : port_(port) {}
  ~EventStreamListeners();

  // One stream per ticket, from the loopback address `source`; returns how many answered 200.
  int open(const std::vector<std::string>& tickets, const std::string& source);
  void start();
  void stop();
  // When each stream received the event whose data line is `data` (one entry per stream that did so far).
  std::vector<TimePoint> arrivals(const std::string& data);
  int streams_open();

 private:
  struct Stream {
    int fd = -1;
    std::string raw;   // chunked framing not read yet
    std::string body;  // the event text not yet a complete event
  };

  void run();
  void read(Stream& stream, TimePoint now);
  void take_events(Stream& stream, TimePoint now);

  int port_;
  std::mutex mutex_;
  std::vector<Stream> streams_;
  std::unordered_map<std::string, std::vector<TimePoint>> arrivals_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace bench
