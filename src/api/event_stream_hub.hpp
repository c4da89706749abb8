#pragma once
// The live event streams (GET /api/v1/events): every open stream, and the one thread that hands each
// committed event to the streams allowed to see it. Events come from the event bus in commit order; each is
// written as Server-Sent Events text once and queued on every matching stream without blocking (a stream
// whose client fell too far behind is dropped by the connection loop, and its client resumes).
//
// Resuming: event ids are "<boot>.<sequence>". A stream opened with the id of an event still in the bus's
// backlog first gets what it missed; an id from another run of the server, or older than the backlog, gets
// `event: reset` (reload everything). Every stream then gets `event: ready` carrying the current id, so a
// client that sees no event before its connection drops still resumes from the right place.
//
// A stream shows what its caller's role allowed when it was opened: it ends when that no longer holds. Opening
// checks the ticket's session (`admit`); a role change, deactivation or password change made here ends the
// user's streams at its event (events::UserAccessChanged), before any event committed after it; the heartbeat
// ends the rest (a change made by another process, a session signed out or expired).
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "auth/caller.hpp"
#include "events/event_bus.hpp"
#include "http/api_request.hpp"

namespace dialer::api {

class EventStreamHub {
 public:
  // Whether the session a stream was opened with is still valid (signed out, deactivated, expired: no).
  using SessionAlive = std::function<bool(const auth::Caller&)>;

  EventStreamHub(events::EventBus& bus, SessionAlive session_alive);
  ~EventStreamHub();
  EventStreamHub(const EventStreamHub&) = delete;
  EventStreamHub& operator=(const EventStreamHub&) = delete;

  void start();
  void stop();  // ends every stream

  // Whether a ticket's caller may open a stream now (its session live, its user active and still in its role): the
  // position in the event sequence the answer holds from, to pass to attach; nullopt when it may not.
  std::optional<std::uint64_t> admit(const auth::Caller& caller) const;
  // Called on the request's worker once the response head is out. A stream whose user's access changed after
  // `checked_at` is ended at once.
  void attach(std::shared_ptr<http::LiveSink> sink, const auth::Caller& caller, const std::string& last_event_id,
              std::uint64_t checked_at);
  // Keeps idle streams (and the proxies between) open, and ends those whose session ended or whose user is no
  // longer in the role the stream was opened with. Every 15 s.
  void heartbeat();
  std::size_t stream_count() const;

 private:
  struct Stream {
    std::shared_ptr<http::LiveSink> sink;
    auth::Caller caller;
  };

  void wake();
  void run();
  void deliver(const std::vector<events::Event>& batch);
  // Ends the user's streams (locked).
  void end_streams_of(std::int64_t user_id);
  std::string id_of(std::uint64_t sequence) const;

  events::EventBus& bus_;
  SessionAlive session_alive_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Stream> streams_;
  std::uint64_t cursor_ = 0;  // the last event handed to the streams
  bool pending_ = false;
  bool stopping_ = false;
  std::unique_ptr<events::EventBus::Subscription> subscription_;
  std::thread thread_;
};

}  // namespace dialer::api
