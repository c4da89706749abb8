#pragma once
// The server's front: one epoll thread accepts every connection, reads each request completely (head within
// a deadline, body at a minimum rate, spooled to disk once large, within a SpoolBudget), and only then hands it to
// one of a few request workers. A route that needs a caller has the caller checked from the head, on a worker,
// before a body that could go to disk is read. Idle keep-alive connections, slow senders and live streams therefore cost a file
// descriptor and a little memory, never a worker, and a request whose body did not arrive in full is never
// executed. Responses are buffered and written out by the loop, so a slow reader does not hold a worker
// either (unless the response is larger than max_buffered_response_bytes).
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "http/api_request.hpp"
#include "http/connection.hpp"
#include "http/connection_limits.hpp"
#include "http/request_reader.hpp"
#include "http/spool_budget.hpp"

namespace dialer::http {

class ConnectionLoop {
 public:
  enum class After { kKeepAlive, kClose, kStream };

  struct Hooks {
    // On a worker: the connection holds one complete request; answer it into the connection's output.
    std::function<After(const std::shared_ptr<Connection>&)> handle;
    // What the reader must know of the request's route once its head has arrived (on the loop: must not block).
    std::function<HeadRoute(const RequestHead&)> route;
    // Whether the route lets this caller send the body: the refusal (401, 403 …) or nothing. On a worker, as it may
    // read the database — except for a head without an Authorization header, which it must answer without blocking
    // (the loop asks it itself then: anonymous uploads never wait for a worker).
    std::function<std::optional<ApiError>(const RequestHead&)> admit;
    // Requests the loop answers itself (malformed, too large, too slow, too many connections), for the log.
    std::function<void(const std::string& method, const std::string& target, int status)> answered;
  };

  // listen_fd: a bound, listening socket (the loop makes it non-blocking and owns it from now on).
  ConnectionLoop(int listen_fd, ConnectionLimits limits, Hooks hooks, int workers);
  ~ConnectionLoop();
  ConnectionLoop(const ConnectionLoop&) = delete;
  ConnectionLoop& operator=(const ConnectionLoop&) = delete;

  // Serves on the calling thread until stop(); returns once every request that had fully arrived was
  // answered (requests still arriving are dropped, live streams ended).
  void run();
  // From any thread.
  void stop();
  bool running() const { return running_.load(); }

  // For a worker whose request became a live stream: the sink through which the stream writes.
  std::shared_ptr<LiveSink> live_sink(const std::shared_ptr<Connection>& connection);
  // Writes the connection's output until under the buffering limit; false when the client is gone or
  // stalled past write_timeout. For workers, while they own the connection.
  bool flush_from_worker(Connection& connection);
  const ConnectionLimits& limits() const { return limits_; }

  // For tests and the bench: connections open now.
  std::size_t open_connections() const { return open_count_.load(); }

 private:
  using ConnectionPtr = std::shared_ptr<Connection>;

  void accept_all();
  void refuse_at_accept(int fd, int status, const std::string& code, const std::string& message);
  void on_event(const ConnectionPtr& connection, std::uint32_t events);
  void read_request(const ConnectionPtr& connection);
  void act_on(const ConnectionPtr& connection, const ReadOutcome& outcome);
  void dispatch(const ConnectionPtr& connection);
  // A head that needs its caller checked: at once when it has no credentials, else by a worker.
  void admit(const ConnectionPtr& connection);
  // Hands the connection to a worker (out of epoll meanwhile): to answer its request, or to check its caller.
  void enqueue(const ConnectionPtr& connection);
  void finish_returned();
  void flush_dirty();
  void flush(const ConnectionPtr& connection);
  // Queues an error answer and closes once it is out; with drain > 0 that many body bytes are read and
  // dropped first.
  void answer_and_close(const ConnectionPtr& connection, int status, const std::string& code, const std::string& message,
                        std::uint64_t drain = 0);
  void close_connection(const ConnectionPtr& connection);
  void set_interest(Connection& connection, std::uint32_t events);
  void sweep();
  void begin_shutdown();
  void wake();
  void mark_dirty(const ConnectionPtr& connection);
  void worker_main();
  // Puts a connection a worker answered back in epoll, waiting for its next request; false if epoll refused.
  bool rearm(Connection& connection);
  // After a keep-alive answer went out whole: whether this worker may wait a moment for the connection's next
  // request itself (no other connection waits for a worker, nothing pipelined is left, the connection may serve
  // another request, no stop asked).
  bool may_read_next(const Connection& connection);
  // Finishes the answered request and waits up to the limits' next_request_wait for the next one (a client working
  // through requests one after another sends it within a millisecond; taking it here spares the loop's wake-up and
  // the hand-off to a worker); what it read of it, or nullopt when nothing came (the request is finished either
  // way).
  std::optional<ReadOutcome> read_next(Connection& connection);

  ConnectionLimits limits_;
  Hooks hooks_;
  RequestReader reader_;
  std::shared_ptr<SpoolBudget> spool_;  // shared with every connection's body, which gives its room back when cleared
  int listen_fd_;
  int epoll_fd_ = -1;
  int wake_fd_ = -1;
  std::atomic<bool> running_{false};
  std::atomic<bool> stop_requested_{false};
  bool shutting_down_ = false;
  bool accept_paused_ = false;
  Connection::Clock::time_point accept_resume_at_{};
  Connection::Clock::time_point last_sweep_{};
  std::atomic<std::size_t> open_count_{0};

  // Loop thread only.
  std::unordered_map<int, ConnectionPtr> connections_;
  std::unordered_map<std::string, std::size_t> per_address_;
  std::size_t dispatched_ = 0;

  // Workers.
  std::mutex queue_mutex_;
  std::condition_variable queue_cv_;
  std::deque<ConnectionPtr> queue_;
  bool workers_stopping_ = false;
  std::vector<std::thread> workers_;
  int worker_count_;

  // Back to the loop: answered requests and live streams with output.
  struct Returned {
    ConnectionPtr connection;
    After after;
    // Set when the worker finished the request and read on without a whole next request (part of one, or one
    // refused): the connection is reading, and the loop acts on this.
    std::optional<ReadOutcome> read_on;
    // Set when the worker checked the caller of a head (the connection is kAdmitting); `refusal` is its answer.
    bool admission = false;
    std::optional<ApiError> refusal;
  };
  std::mutex back_mutex_;
  std::vector<Returned> returned_;
  std::vector<ConnectionPtr> dirty_;
};

}  // namespace dialer::http
