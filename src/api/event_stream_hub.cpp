#include "api/event_stream_hub.hpp"

#include <algorithm>
#include <map>

#include "api/event_json.hpp"

namespace dialer::api {
namespace {

constexpr std::string_view kRetry = "retry: 3000\n\n";
constexpr std::string_view kHeartbeat = ": keep-alive\n\n";

// "<boot>.<sequence>" → the sequence, when the boot is this run's.
std::optional<std::uint64_t> sequence_of(const std::string& id, const std::string& boot) {
  if (id.size() <= boot.size() + 1 || id.compare(0, boot.size(), boot) != 0 || id[boot.size()] != '.') {
    return std::nullopt;
  }
  std::uint64_t value = 0;
  for (std::size_t i = boot.size() + 1; i < id.size(); ++i) {
    if (id[i] < '0' || id[i] > '9' || value > (UINT64_MAX - 9) / 10) return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(id[i] - '0');
  }
  return value;
}

}  // namespace

EventStreamHub::EventStreamHub(events::EventBus& bus, SessionAlive session_alive)
    : bus_(bus), session_alive_(std::move(session_alive)) {}

EventStreamHub::~EventStreamHub() { stop(); }

std::string EventStreamHub::id_of(std::uint64_t sequence) const {
  return bus_.boot_id() + "." + std::to_string(sequence);
}

void EventStreamHub::start() {
  {
    std::lock_guard lock(mutex_);
    if (thread_.joinable()) return;
    stopping_ = false;
    cursor_ = bus_.last_sequence();
    thread_ = std::thread([this] { run(); });
  }
  // Subscribed outside our lock: the bus calls wake() holding its subscriber list, and wake() takes our lock.
  auto subscription = bus_.subscribe([this] { wake(); });
  std::lock_guard lock(mutex_);
  subscription_ = std::move(subscription);
}

void EventStreamHub::wake() {
  {
    std::lock_guard lock(mutex_);
    if (streams_.empty()) {
      // Nobody to tell: skip the thread's wake-up (a context switch per committed write) and move the cursor
      // past what was published, so a stream attaching next starts from here.
      cursor_ = std::max(cursor_, bus_.last_sequence());
      return;
    }
    pending_ = true;
  }
  wake_.notify_one();
}

void EventStreamHub::stop() {
  std::unique_ptr<events::EventBus::Subscription> subscription;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    // Released outside the lock: a publisher may be waking us while holding the bus's subscriber list.
    subscription = std::move(subscription_);
  }
  subscription.reset();
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void EventStreamHub::run() {
  std::unique_lock lock(mutex_);
  while (true) {
    wake_.wait(lock, [this] { return pending_ || stopping_; });
    if (stopping_) break;
    pending_ = false;
    const auto batch = bus_.since(cursor_);
    if (!batch) {
      // Fell behind the whole backlog (thousands of events between two wake-ups): everyone starts over.
      const std::string reset = "id: " + id_of(bus_.last_sequence()) + "\nevent: reset\ndata: {}\n\n";
      std::erase_if(streams_, [&](const Stream& s) { return !s.sink->send(reset); });
      cursor_ = bus_.last_sequence();
      continue;
    }
    if (batch->empty()) continue;
    deliver(*batch);
    cursor_ = batch->back().sequence;
  }
  for (auto& stream : streams_) stream.sink->close();
  streams_.clear();
}

void EventStreamHub::deliver(const std::vector<events::Event>& batch) {
  for (const auto& event : batch) {
    if (const auto* changed = std::get_if<events::UserAccessChanged>(&event.payload)) {
      end_streams_of(changed->user_id);
      continue;
    }
    std::string text;  // written once, for the first stream that may see it
    std::erase_if(streams_, [&](const Stream& stream) {
      if (!visible_to(event.payload, stream.caller)) return false;
      if (text.empty()) {
        text = "id: " + id_of(event.sequence) + "\nevent: " + event_name(event.payload) +
               "\ndata: " + event_data(event.payload) + "\n\n";
      }
      return !stream.sink->send(text);
    });
  }
}

void EventStreamHub::end_streams_of(std::int64_t user_id) {
  std::erase_if(streams_, [&](const Stream& stream) {
    if (stream.caller.user_id != user_id) return false;
    stream.sink->close();
    return true;
  });
}

std::optional<std::uint64_t> EventStreamHub::admit(const auth::Caller& caller) const {
  // Taken before the check: a change that commits after the check's read is published after this position.
  const auto position = bus_.last_sequence();
  if (!session_alive_(caller)) return std::nullopt;
  return position;
}

void EventStreamHub::attach(std::shared_ptr<http::LiveSink> sink, const auth::Caller& caller,
                            const std::string& last_event_id, std::uint64_t checked_at) {
  std::lock_guard lock(mutex_);
  if (stopping_ || !thread_.joinable()) {
    sink->close();
    return;
  }
  // The user's access changed between the check and now, in an event this hub has already handed out (a later one
  // finds the stream in the list). Past the backlog nothing can be known: the client opens another.
  const auto since_check = bus_.since(checked_at);
  const bool changed =
      !since_check || std::any_of(since_check->begin(), since_check->end(), [&](const events::Event& e) {
        const auto* access = std::get_if<events::UserAccessChanged>(&e.payload);
        return e.sequence <= cursor_ && access && access->user_id == caller.user_id;
      });
  if (changed) {
    sink->close();
    return;
  }
  std::string out(kRetry);
  bool reset = false;
  if (!last_event_id.empty()) {
    const auto after = sequence_of(last_event_id, bus_.boot_id());
    // Events after cursor_ reach this stream from the hub's thread once it is in the list.
    const auto missed = after && *after <= cursor_ ? bus_.since(*after) : std::nullopt;
    reset = !missed;
    if (missed) {
      for (const auto& event : *missed) {
        if (event.sequence > cursor_ || !visible_to(event.payload, caller)) continue;
        out += "id: " + id_of(event.sequence) + "\nevent: " + event_name(event.payload) +
               "\ndata: " + event_data(event.payload) + "\n\n";
      }
    }
  }
  out += "id: " + id_of(cursor_) + "\nevent: " + (reset ? "reset" : "ready") + "\ndata: {}\n\n";
  if (!sink->send(out)) return;
  streams_.push_back(Stream{std::move(sink), caller});
}

void EventStreamHub::heartbeat() {
  std::vector<Stream> streams;
  {
    std::lock_guard lock(mutex_);
    streams = streams_;
  }
  // Asked once per session, outside the lock: a database read each.
  std::map<std::int64_t, bool> alive;
  for (const auto& stream : streams) {
    const auto [entry, added] = alive.try_emplace(stream.caller.session_id, true);
    if (added) entry->second = session_alive_(stream.caller);
  }
  std::lock_guard lock(mutex_);
  std::erase_if(streams_, [&](const Stream& stream) {
    const auto found = alive.find(stream.caller.session_id);
    if (found != alive.end() && !found->second) {
      stream.sink->close();
      return true;
    }
    return !stream.sink->send(kHeartbeat);
  });
}

std::size_t EventStreamHub::stream_count() const {
  std::lock_guard lock(mutex_);
  return streams_.size();
}

}  // namespace dialer::api
