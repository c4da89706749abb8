#include "http/connection_loop.hpp"

#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "http/connection_sink.hpp"
#include "http/plain_response.hpp"
#include "http/request_reader.hpp"
#include "http/socket_address.hpp"

namespace dialer::http {
namespace {

using SteadyClock = Connection::Clock;
constexpr auto kSweepEvery = std::chrono::milliseconds(250);
constexpr auto kAcceptPause = std::chrono::milliseconds(100);
constexpr std::size_t kReadChunk = 64 * 1024;
constexpr int kMaxEvents = 256;

}  // namespace

ConnectionLoop::ConnectionLoop(int listen_fd, ConnectionLimits limits, Hooks hooks, int workers)
    : limits_(std::move(limits)),
      hooks_(std::move(hooks)),
      reader_(limits_, hooks_.route),
      spool_(std::make_shared<SpoolBudget>(limits_.spool_directory,
                                           SpoolBudget::Limits{limits_.max_spooled_bytes_per_address,
                                                               limits_.max_spooled_bytes,
                                                               limits_.spool_disk_floor_bytes})),
      listen_fd_(listen_fd),
      worker_count_(workers) {
  epoll_fd_ = epoll_create1(EPOLL_CLOEXEC);
  wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (epoll_fd_ < 0 || wake_fd_ < 0) throw std::runtime_error(std::string("epoll: ") + std::strerror(errno));
  fcntl(listen_fd_, F_SETFL, fcntl(listen_fd_, F_GETFL) | O_NONBLOCK);
  // The library listens with a backlog of 5; hundreds of tabs reconnecting at once need the system's
  // maximum (listening again only changes the backlog).
  ::listen(listen_fd_, SOMAXCONN);
  epoll_event event{};
  event.events = EPOLLIN;
  event.data.fd = listen_fd_;
  epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, listen_fd_, &event);
  event.data.fd = wake_fd_;
  epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, wake_fd_, &event);
}

ConnectionLoop::~ConnectionLoop() {
  if (listen_fd_ >= 0) ::close(listen_fd_);
  if (wake_fd_ >= 0) ::close(wake_fd_);
  if (epoll_fd_ >= 0) ::close(epoll_fd_);
}

void ConnectionLoop::wake() {
  const std::uint64_t one = 1;
  [[maybe_unused]] const auto written = ::write(wake_fd_, &one, sizeof one);
}

void ConnectionLoop::stop() {
  stop_requested_ = true;
  wake();
}

std::shared_ptr<LiveSink> ConnectionLoop::live_sink(const std::shared_ptr<Connection>& connection) {
  return std::make_shared<ConnectionSink>(connection, limits_.max_live_backlog_bytes,
                                          [this](const ConnectionPtr& dirty) { mark_dirty(dirty); });
}

void ConnectionLoop::mark_dirty(const ConnectionPtr& connection) {
  if (connection->dirty.exchange(true)) return;
  {
    std::lock_guard lock(back_mutex_);
    dirty_.push_back(connection);
  }
  wake();
}

void ConnectionLoop::run() {
  running_ = true;
  for (int i = 0; i < worker_count_; ++i) workers_.emplace_back([this] { worker_main(); });
  std::array<epoll_event, kMaxEvents> events{};
  last_sweep_ = SteadyClock::now();
  while (true) {
    if (stop_requested_ && !shutting_down_) begin_shutdown();
    if (shutting_down_ && connections_.empty()) break;
    const int ready = epoll_wait(epoll_fd_, events.data(), kMaxEvents, static_cast<int>(kSweepEvery.count()));
    // First the connections workers handed back without waking the loop: the event that woke it may be the next
    // request on one of them.
    finish_returned();
    for (int i = 0; i < ready; ++i) {
      const int fd = events[static_cast<std::size_t>(i)].data.fd;
      if (fd == wake_fd_) {
        std::uint64_t count;
        [[maybe_unused]] const auto n = ::read(wake_fd_, &count, sizeof count);
        continue;
      }
      if (fd == listen_fd_) {
        accept_all();
        continue;
      }
      const auto found = connections_.find(fd);
      if (found == connections_.end()) continue;
      const ConnectionPtr connection = found->second;  // a copy: closing it erases the map's
      on_event(connection, events[static_cast<std::size_t>(i)].events);
    }
    finish_returned();
    flush_dirty();
    if (SteadyClock::now() - last_sweep_ >= kSweepEvery) sweep();
  }
  {
    std::lock_guard lock(queue_mutex_);
    workers_stopping_ = true;
  }
  queue_cv_.notify_all();
  for (auto& worker : workers_) worker.join();
  workers_.clear();
  running_ = false;
}

void ConnectionLoop::begin_shutdown() {
  shutting_down_ = true;
  epoll_ctl(epoll_fd_, EPOLL_CTL_DEL, listen_fd_, nullptr);
  // Shut down, not just closed: the descriptor may be a duplicate, and the socket must stop taking
  // connections now.
  ::shutdown(listen_fd_, SHUT_RDWR);
  ::close(listen_fd_);
  listen_fd_ = -1;
  std::vector<ConnectionPtr> all;
  for (const auto& [fd, connection] : connections_) all.push_back(connection);
  for (const auto& connection : all) {
    switch (connection->state) {
      case Connection::State::kDispatched:
        break;  // answered, then closed
      case Connection::State::kAdmitting:
        break;  // closed when its worker hands it back: nothing it sent is executed
      case Connection::State::kStreaming: {
        {
          std::lock_guard lock(connection->out_mutex);
          if (!connection->close_after_flush) connection->out.append("0\r\n\r\n");
          connection->close_after_flush = true;
        }
        flush(connection);
        break;
      }
      case Connection::State::kFlushing: {
        std::lock_guard lock(connection->out_mutex);
        connection->close_after_flush = true;
        break;
      }
      case Connection::State::kReading:
      case Connection::State::kDraining:
        close_connection(connection);  // nothing it sent is executed
        break;
    }
  }
}

void ConnectionLoop::accept_all() {
  if (shutting_down_ || accept_paused_) return;
  while (true) {
    sockaddr_storage address{};
    socklen_t length = sizeof address;
    const int fd = accept4(listen_fd_, reinterpret_cast<sockaddr*>(&address), &length, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) {
      if (errno == EINTR || errno == ECONNABORTED) continue;
      if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
        // Out of descriptors: stop looking at the listener for a moment instead of spinning on it.
        accept_paused_ = true;
        accept_resume_at_ = SteadyClock::now() + kAcceptPause;
        epoll_event event{};
        event.data.fd = listen_fd_;
        epoll_ctl(epoll_fd_, EPOLL_CTL_MOD, listen_fd_, &event);
      }
      return;
    }
    int port = 0;
    std::string remote = address_text(address, port);
    if (connections_.size() >= limits_.max_connections) {
      refuse_at_accept(fd, 503, "too_many_connections", "The server has too many open connections. Please try again.");
      continue;
    }
    if (per_address_[remote] >= limits_.max_connections_per_address) {
      refuse_at_accept(fd, 429, "too_many_connections",
                       "Too many open connections from your address. Close some tabs or try again later.");
      continue;
    }
    const int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    auto connection = std::make_shared<Connection>(fd, remote, port);
    connection->body.set_spool(spool_, remote);
    connection->last_activity = SteadyClock::now();
    ++per_address_[remote];
    connections_.emplace(fd, connection);
    open_count_ = connections_.size();
    set_interest(*connection, EPOLLIN | EPOLLRDHUP);
  }
}

void ConnectionLoop::refuse_at_accept(int fd, int status, const std::string& code, const std::string& message) {
  const std::string response = error_response(status, code, message);
  [[maybe_unused]] const auto sent = ::send(fd, response.data(), response.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  ::close(fd);
  if (hooks_.answered) hooks_.answered("-", "-", status);
}

void ConnectionLoop::set_interest(Connection& connection, std::uint32_t events) {
  if (connection.registered && connection.interest == events) return;
  epoll_event event{};
  event.events = events;
  event.data.fd = connection.fd;
  if (!connection.registered) {
    epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, connection.fd, &event);
    connection.registered = true;
  } else {
    epoll_ctl(epoll_fd_, EPOLL_CTL_MOD, connection.fd, &event);
  }
  connection.interest = events;
}

void ConnectionLoop::on_event(const ConnectionPtr& connection, std::uint32_t events) {
  if (events & (EPOLLERR | EPOLLHUP)) {
    close_connection(connection);
    return;
  }
  if (events & EPOLLOUT) flush(connection);
  if (connection->closed) return;
  if (events & (EPOLLIN | EPOLLRDHUP)) read_request(connection);
}

void ConnectionLoop::read_request(const ConnectionPtr& connection) {
  static thread_local std::array<char, kReadChunk> buffer;
  while (!connection->closed) {
    const auto state = connection->state;
    // With a worker, or a response still going out: the next request (or the body) waits in the socket.
    if (state == Connection::State::kDispatched || state == Connection::State::kAdmitting ||
        state == Connection::State::kFlushing) {
      return;
    }
    const ssize_t got = ::recv(connection->fd, buffer.data(), buffer.size(), 0);
    if (got == 0) {
      // The client is gone (or finished sending): whatever it sent of a request is not executed; an answer
      // still going out goes out first.
      if (state == Connection::State::kDraining) {
        connection->state = Connection::State::kFlushing;
        flush(connection);
        return;
      }
      close_connection(connection);
      return;
    }
    if (got < 0) {
      if (errno == EINTR) continue;
      if (errno != EAGAIN && errno != EWOULDBLOCK) close_connection(connection);
      return;
    }
    const std::string_view bytes(buffer.data(), static_cast<std::size_t>(got));
    switch (state) {
      case Connection::State::kReading:
        act_on(connection, reader_.take(*connection, bytes));
        break;
      case Connection::State::kDraining: {
        const auto dropped = std::min<std::uint64_t>(connection->drain_left, bytes.size());
        connection->drain_left -= dropped;
        connection->last_progress = SteadyClock::now();
        if (connection->drain_left == 0 || dropped < bytes.size()) {
          connection->state = Connection::State::kFlushing;  // closes once the answer is out
          flush(connection);
          return;
        }
        break;
      }
      case Connection::State::kStreaming:
        break;  // a live client has nothing to say
      case Connection::State::kFlushing:
      case Connection::State::kDispatched:
      case Connection::State::kAdmitting:
        return;
    }
  }
}

// Parses what `in` holds when no request head has been recognised yet (new bytes, or a pipelined request
// left behind by the previous one).
void ConnectionLoop::act_on(const ConnectionPtr& connection, const ReadOutcome& outcome) {
  switch (outcome.kind) {
    case ReadOutcome::Kind::kIncomplete:
      break;
    case ReadOutcome::Kind::kComplete:
      dispatch(connection);
      break;
    case ReadOutcome::Kind::kAdmit:
      admit(connection);
      break;
    case ReadOutcome::Kind::kRefused:
      if (hooks_.answered) hooks_.answered(outcome.method, outcome.target, outcome.status);
      answer_and_close(connection, outcome.status, outcome.code, outcome.message, outcome.drain);
      break;
  }
}

void ConnectionLoop::dispatch(const ConnectionPtr& connection) {
  connection->state = Connection::State::kDispatched;
  enqueue(connection);
}

void ConnectionLoop::admit(const ConnectionPtr& connection) {
  if (connection->head->authorization.empty()) {
    act_on(connection, reader_.admitted(*connection, hooks_.admit(*connection->head)));
    return;
  }
  connection->state = Connection::State::kAdmitting;
  enqueue(connection);
}

void ConnectionLoop::enqueue(const ConnectionPtr& connection) {
  // Out of epoll while a worker has it: nothing the client does can wake the loop for it in between.
  if (connection->registered) {
    epoll_ctl(epoll_fd_, EPOLL_CTL_DEL, connection->fd, nullptr);
    connection->registered = false;
    connection->interest = 0;
  }
  ++dispatched_;
  {
    std::lock_guard lock(queue_mutex_);
    queue_.push_back(connection);
  }
  queue_cv_.notify_one();
}

void ConnectionLoop::worker_main() {
  while (true) {
    ConnectionPtr connection;
    {
      std::unique_lock lock(queue_mutex_);
      queue_cv_.wait(lock, [&] { return workers_stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;
      connection = std::move(queue_.front());
      queue_.pop_front();
    }
    if (connection->state == Connection::State::kAdmitting) {
      Returned checked{connection, After::kKeepAlive, std::nullopt, true, std::nullopt};
      try {
        checked.refusal = hooks_.admit(*connection->head);
      } catch (const std::exception&) {
        // The router turns every failure into a refusal; should one still escape, the body is not let in.
        checked.refusal = ApiError(500, "internal_error", "Something went wrong on the server. Please try again.");
      }
      {
        std::lock_guard lock(back_mutex_);
        returned_.push_back(std::move(checked));
      }
      wake();
      continue;
    }
    After after = After::kClose;
    bool sent_all = false;
    std::optional<ReadOutcome> read_on;
    while (true) {
      try {
        after = hooks_.handle(connection);
      } catch (...) {
        after = After::kClose;  // the handler logs what it knows; the connection cannot be trusted any more
      }
      sent_all = false;
      if (after != After::kStream) {
        std::lock_guard lock(connection->out_mutex);
        const auto sent = connection->send_pending();
        if (sent == Connection::SendResult::kFailed) after = After::kClose;
        sent_all = sent == Connection::SendResult::kDone;
      }
      if (after != After::kKeepAlive || !sent_all || !may_read_next(*connection)) break;
      auto next = read_next(*connection);
      if (next && next->kind == ReadOutcome::Kind::kComplete) continue;  // answered by this worker too
      read_on = next ? std::move(*next) : ReadOutcome{};                 // nothing came: reading, with nothing read yet
      break;
    }
    // A keep-alive answer that went out whole (nearly every one): the worker puts the connection back in epoll and
    // the loop takes it back when it next wakes — at the latest for the connection's next request — instead of
    // being woken now (a wake and two system calls a request, docs/architecture.md). A refusal the worker read,
    // or a head whose caller is to be checked, is for the loop to act on now.
    const bool act_now = read_on && read_on->kind != ReadOutcome::Kind::kIncomplete;
    const bool quietly = after == After::kKeepAlive && sent_all && !act_now && !stop_requested_ && rearm(*connection);
    {
      std::lock_guard lock(back_mutex_);
      returned_.push_back(Returned{std::move(connection), after, std::move(read_on), false, std::nullopt});
    }
    if (!quietly) wake();
  }
}

bool ConnectionLoop::may_read_next(const Connection& connection) {
  if (stop_requested_ || connection.requests_served + 1 >= limits_.max_requests_per_connection) return false;
  if (!connection.head || connection.in.size() != connection.head->head_bytes) return false;  // pipelined
  std::lock_guard lock(queue_mutex_);
  return queue_.empty();
}

std::optional<ReadOutcome> ConnectionLoop::read_next(Connection& connection) {
  // What the loop does with an answered keep-alive request (finish_returned, flush), done here; the state stays
  // kDispatched, which keeps the loop's sweep away, until the loop has the connection back.
  connection.finish_request();
  connection.last_activity = SteadyClock::now();
  connection.last_progress = connection.last_activity;
  pollfd watch{connection.fd, POLLIN, 0};
  int ready;
  do {
    ready = ::poll(&watch, 1, static_cast<int>(limits_.next_request_wait.count()));
  } while (ready < 0 && errno == EINTR);
  if (ready != 1 || (watch.revents & POLLIN) == 0) return std::nullopt;
  static thread_local std::array<char, kReadChunk> buffer;
  ssize_t got;
  do {
    got = ::recv(connection.fd, buffer.data(), buffer.size(), MSG_DONTWAIT);
  } while (got < 0 && errno == EINTR);
  // Gone, or an error: the loop finds out from epoll and closes it as it always does.
  if (got <= 0) return std::nullopt;
  return reader_.take(connection, std::string_view(buffer.data(), static_cast<std::size_t>(got)));
}

bool ConnectionLoop::rearm(Connection& connection) {
  epoll_event event{};
  event.events = EPOLLIN | EPOLLRDHUP;
  event.data.fd = connection.fd;
  if (epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, connection.fd, &event) != 0) return false;
  connection.armed_by_worker = true;
  return true;
}

bool ConnectionLoop::flush_from_worker(Connection& connection) {
  std::unique_lock lock(connection.out_mutex);
  while (connection.pending_bytes() > limits_.max_buffered_response_bytes / 2) {
    const auto result = connection.send_pending();
    if (result == Connection::SendResult::kFailed) return false;
    if (result == Connection::SendResult::kBlocked) {
      lock.unlock();
      pollfd watch{connection.fd, POLLOUT, 0};
      const int ready = ::poll(&watch, 1, static_cast<int>(limits_.write_timeout.count()));
      lock.lock();
      if (ready <= 0) return false;
    }
  }
  return true;
}

void ConnectionLoop::finish_returned() {
  std::vector<Returned> returned;
  {
    std::lock_guard lock(back_mutex_);
    returned.swap(returned_);
  }
  for (auto& [connection, after, read_on, admission, refusal] : returned) {
    --dispatched_;
    if (connection->armed_by_worker) {
      connection->armed_by_worker = false;
      connection->registered = true;
      connection->interest = EPOLLIN | EPOLLRDHUP;
    }
    if (admission) {
      // The caller was checked: refused (answered now) or let in (its body is read from here). Shutting down, it
      // is closed like every connection still reading.
      connection->state = Connection::State::kReading;
      if (shutting_down_) {
        close_connection(connection);
        continue;
      }
      set_interest(*connection, EPOLLIN | EPOLLRDHUP);
      act_on(connection, reader_.admitted(*connection, refusal));
      continue;
    }
    if (read_on) {
      // The worker finished the request and read on: the connection is reading, as after flush(). Shutting down,
      // what it read of a next request is not executed (as for every reading connection, begin_shutdown).
      connection->state = Connection::State::kReading;
      if (shutting_down_ && read_on->kind != ReadOutcome::Kind::kRefused) {
        close_connection(connection);
        continue;
      }
      if (!connection->registered) set_interest(*connection, EPOLLIN | EPOLLRDHUP);
      act_on(connection, *read_on);
      continue;
    }
    connection->last_activity = SteadyClock::now();
    connection->last_progress = connection->last_activity;
    switch (after) {
      case After::kClose: {
        connection->state = Connection::State::kFlushing;
        std::lock_guard lock(connection->out_mutex);
        connection->close_after_flush = true;
        break;
      }
      case After::kKeepAlive:
        connection->finish_request();
        connection->state = Connection::State::kFlushing;
        if (shutting_down_ || connection->requests_served >= limits_.max_requests_per_connection) {
          std::lock_guard lock(connection->out_mutex);
          connection->close_after_flush = true;
        }
        break;
      case After::kStream:
        connection->finish_request();
        connection->state = Connection::State::kStreaming;
        if (shutting_down_) {
          std::lock_guard lock(connection->out_mutex);
          if (!connection->close_after_flush) connection->out.append("0\r\n\r\n");
          connection->close_after_flush = true;
        }
        break;
    }
    flush(connection);
  }
}

void ConnectionLoop::flush_dirty() {
  std::vector<ConnectionPtr> dirty;
  {
    std::lock_guard lock(back_mutex_);
    dirty.swap(dirty_);
  }
  for (const auto& connection : dirty) {
    connection->dirty = false;
    // Still with its worker: flushed when the worker hands it back.
    if (connection->closed || connection->state == Connection::State::kDispatched) continue;
    flush(connection);
  }
}

void ConnectionLoop::flush(const ConnectionPtr& connection) {
  if (connection->closed) return;
  Connection::SendResult result;
  bool close_now;
  {
    std::lock_guard lock(connection->out_mutex);
    if (connection->overflowed) {
      result = Connection::SendResult::kFailed;
    } else {
      result = connection->send_pending();
    }
    close_now = connection->close_after_flush && result == Connection::SendResult::kDone &&
                connection->state != Connection::State::kDraining;
  }
  if (result == Connection::SendResult::kFailed || close_now) {
    close_connection(connection);
    return;
  }
  const bool reads_meanwhile =
      connection->state == Connection::State::kStreaming || connection->state == Connection::State::kDraining;
  if (result == Connection::SendResult::kBlocked) {
    set_interest(*connection, EPOLLOUT | (reads_meanwhile ? EPOLLIN | EPOLLRDHUP : 0u));
    return;
  }
  // Everything is out.
  if (connection->state == Connection::State::kFlushing) {
    connection->state = Connection::State::kReading;
    connection->last_activity = SteadyClock::now();
    set_interest(*connection, EPOLLIN | EPOLLRDHUP);
    act_on(connection, reader_.resume(*connection));  // a pipelined request may be waiting already
  } else {
    set_interest(*connection, EPOLLIN | EPOLLRDHUP);
  }
}

void ConnectionLoop::answer_and_close(const ConnectionPtr& connection, int status, const std::string& code,
                                      const std::string& message, std::uint64_t drain) {
  {
    std::lock_guard lock(connection->out_mutex);
    connection->out.append(error_response(status, code, message));
    connection->close_after_flush = true;
  }
  connection->state = drain > 0 ? Connection::State::kDraining : Connection::State::kFlushing;
  connection->drain_left = drain;
  connection->last_progress = SteadyClock::now();
  flush(connection);
}

void ConnectionLoop::close_connection(const ConnectionPtr& connection) {
  {
    std::lock_guard lock(connection->out_mutex);
    if (connection->closed.exchange(true)) return;
  }
  if (connection->registered) epoll_ctl(epoll_fd_, EPOLL_CTL_DEL, connection->fd, nullptr);
  connection->registered = false;
  ::close(connection->fd);
  connection->body.clear();
  const auto address = per_address_.find(connection->remote_addr);
  if (address != per_address_.end() && --address->second == 0) per_address_.erase(address);
  connections_.erase(connection->fd);
  open_count_ = connections_.size();
}

void ConnectionLoop::sweep() {
  const auto now = SteadyClock::now();
  last_sweep_ = now;
  if (accept_paused_ && now >= accept_resume_at_ && !shutting_down_) {
    accept_paused_ = false;
    epoll_event event{};
    event.events = EPOLLIN;
    event.data.fd = listen_fd_;
    epoll_ctl(epoll_fd_, EPOLL_CTL_MOD, listen_fd_, &event);
    accept_all();
  }
  std::vector<std::pair<ConnectionPtr, int>> expired;  // status 0: close without a word
  for (const auto& [fd, connection] : connections_) {
    switch (connection->state) {
      case Connection::State::kReading:
        if (!connection->head) {
          if (connection->in.empty()) {
            if (now - connection->last_activity > limits_.idle_timeout) expired.emplace_back(connection, 0);
          } else if (now - connection->head_started > limits_.header_deadline) {
            expired.emplace_back(connection, 408);
          }
        } else if (now - connection->window_started >= limits_.body_window) {
          if (connection->window_bytes < limits_.body_window_min_bytes) {
            expired.emplace_back(connection, 408);
          } else {
            connection->window_started = now;
            connection->window_bytes = 0;
          }
        }
        break;
      case Connection::State::kFlushing:
      case Connection::State::kDraining:
      case Connection::State::kStreaming: {
        std::lock_guard lock(connection->out_mutex);
        const bool stalled = connection->pending_bytes() > 0 && now - connection->last_progress > limits_.write_timeout;
        const bool drain_stalled = connection->state == Connection::State::kDraining &&
                                   now - connection->last_progress > limits_.write_timeout;
        if (stalled || drain_stalled) expired.emplace_back(connection, 0);
        break;
      }
      case Connection::State::kDispatched:
      case Connection::State::kAdmitting:
        break;
    }
  }
  for (const auto& [connection, status] : expired) {
    if (status == 0) {
      close_connection(connection);
    } else {
      if (hooks_.answered) {
        hooks_.answered(connection->head ? connection->head->method : "-",
                        connection->head ? connection->head->target : "-", status);
      }
      answer_and_close(connection, status, "request_timeout",
                       connection->head ? "The request body arrived too slowly" : "The request headers arrived too slowly");
    }
  }
}

}  // namespace dialer::http
