#pragma once
// One client connection as the connection loop sees it: what has arrived of the current request, what is
// waiting to be written, and the times its deadlines are measured from.
//
// Ownership moves with the state: the loop thread owns a connection while it reads a request or writes a
// response out; a worker owns it from the moment the request is complete until it answered. Only the
// output (`out`) is shared, with live streams that add to it from other threads, so it has its own mutex.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>

#include "http/request_body.hpp"
#include "http/request_framer.hpp"

namespace dialer::http {

class Connection {
 public:
  using Clock = std::chrono::steady_clock;

  enum class State {
    kReading,     // waiting for or receiving a request (idle keep-alive included)
    kAdmitting,   // a head whose route needs a caller, owned by a worker that checks the caller before the body
    kDispatched,  // complete request, owned by a worker
    kFlushing,    // the response is written out, then reading resumes (or the connection closes)
    kStreaming,   // a live response: open until the client leaves or the server stops
    kDraining,    // refused while the client still sends: its body is read and dropped, then closed
  };

  enum class SendResult { kDone, kBlocked, kFailed };

  Connection(int socket, std::string address, int port)
      : fd(socket), remote_addr(std::move(address)), remote_port(port) {}

  const int fd;
  const std::string remote_addr;
  const int remote_port;

  State state = State::kReading;
  std::uint32_t interest = 0;  // epoll events the loop asked for; 0 with registered == false while dispatched
  bool registered = false;
  // The worker that answered put it back in epoll itself (read by the loop once it takes the connection back).
  bool armed_by_worker = false;

  // The current request: `in` starts with its head (once `head` is set) followed by whatever came after
  // its body (a pipelined request); the body itself is in `body`.
  std::string in;
  std::optional<RequestHead> head;
  std::size_t head_scanned = 0;  // how much of `in` was already searched for the end of the head
  bool body_streamed = false;  // the route takes a body of any size
  RequestBody body;
  ChunkedBodyScanner chunked;
  std::uint64_t drain_left = 0;
  std::uint64_t requests_served = 0;

  Clock::time_point last_activity{};   // idle keep-alive is measured from here
  Clock::time_point head_started{};    // first byte of the current request
  Clock::time_point window_started{};  // the body's current minimum-rate window …
  std::uint64_t window_bytes = 0;      // … and what it brought
  Clock::time_point last_progress{};   // the last time output went out (write timeouts)

  // Output, shared with live-stream senders.
  std::mutex out_mutex;
  std::string out;
  std::size_t out_sent = 0;
  bool close_after_flush = false;  // under out_mutex
  bool overflowed = false;         // under out_mutex: a live client fell too far behind
  std::atomic<bool> closed{false};
  std::atomic<bool> dirty{false};  // queued for the loop to flush

  // Writes what it can of `out` without blocking. Call with out_mutex held.
  SendResult send_pending();
  std::size_t pending_bytes() const { return out.size() - out_sent; }

  // Forgets the request just answered, keeping what followed it.
  void finish_request();
};

}  // namespace dialer::http
