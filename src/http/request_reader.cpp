#include "http/request_reader.hpp"

#include <algorithm>

namespace dialer::http {
namespace {

ReadOutcome refused(const Connection& connection, int status, std::string code, std::string message,
                    std::uint64_t drain = 0) {
  ReadOutcome out;
  out.kind = ReadOutcome::Kind::kRefused;
  out.status = status;
  out.code = std::move(code);
  out.message = std::move(message);
  out.drain = drain;
  if (connection.head) {
    out.method = connection.head->method;
    out.target = connection.head->target;
  }
  return out;
}

// A request refused once its head has arrived: a client still sending the body is read to its end first (up to
// max_drain bytes, read and dropped) so that it gets to read the answer; one waiting for "100 Continue" sends
// nothing more, and a longer body is not waited for.
std::uint64_t drain_for(const Connection& connection, std::uint64_t max_drain) {
  const RequestHead& head = *connection.head;
  if (head.framing != BodyFraming::kLength || head.expect_continue || head.content_length > max_drain) return 0;
  const std::uint64_t already = connection.in.size() - head.head_bytes;
  return already >= head.content_length ? 0 : head.content_length - already;
}

// A body that may not fit in memory: spooled to disk as it arrives.
bool may_spool(const RequestHead& head) {
  return head.framing == BodyFraming::kChunked ||
         (head.framing == BodyFraming::kLength && head.content_length > RequestBody::kMemoryBytes);
}

ReadOutcome spool_refusal(const Connection& connection, SpoolVerdict verdict, std::uint64_t drain) {
  switch (verdict) {
    case SpoolVerdict::kAddressFull:
      return refused(connection, 503, "uploads_busy",
                     "Too many uploads from your address are still arriving. Try again once they have finished.", drain);
    case SpoolVerdict::kServerFull:
      return refused(connection, 503, "uploads_busy",
                     "The server is receiving too many uploads at once. Please try again in a moment.", drain);
    case SpoolVerdict::kDiskShort:
      return refused(connection, 507, "insufficient_storage",
                     "The server's disk is too full to store this upload; the space left is kept for the database.",
                     drain);
    case SpoolVerdict::kOk:
    case SpoolVerdict::kWriteFailed:
      break;
  }
  return refused(connection, 503, "upload_space", "The server could not store the upload (is its disk full?)", drain);
}

}  // namespace

std::string too_large_message(bool streamed, std::uint64_t limit) {
  return streamed ? "The upload is larger than the limit of " + std::to_string(limit >> 30) + " GiB"
                  : "The request body is larger than the 1 MiB limit";
}

std::uint64_t RequestReader::body_limit(const Connection& connection) const {
  return connection.body_streamed ? limits_.max_streamed_body_bytes : limits_.max_body_bytes;
}

ReadOutcome RequestReader::take(Connection& connection, std::string_view bytes) {
  if (connection.head) return take_body(connection, bytes);
  if (connection.in.empty()) connection.head_started = Connection::Clock::now();
  connection.in.append(bytes);
  return resume(connection);
}

ReadOutcome RequestReader::resume(Connection& connection) {
  if (connection.head || connection.in.empty()) return {};
  // Parse only once an empty line may have arrived: a head sent a byte at a time is not re-read each time.
  const std::string& in = connection.in;
  const std::size_t from = connection.head_scanned > 2 ? connection.head_scanned - 2 : 0;
  connection.head_scanned = in.size();
  if (in.size() < limits_.max_head_bytes && in.find("\n\n", from) == std::string::npos &&
      in.find("\n\r\n", from) == std::string::npos) {
    return {};
  }
  auto parsed = parse_request_head(in, limits_.max_head_bytes);
  if (parsed.error) {
    ReadOutcome out = refused(connection, parsed.error->status, parsed.error->code, parsed.error->message);
    out.method = parsed.error->method;
    out.target = parsed.error->target;
    return out;
  }
  if (!parsed.head) return {};
  connection.head = std::move(*parsed.head);
  return start_body(connection);
}

ReadOutcome RequestReader::start_body(Connection& connection) {
  const RequestHead& head = *connection.head;
  const HeadRoute route = head.framing != BodyFraming::kNone && route_ ? route_(head) : HeadRoute{};
  connection.body_streamed = route.streams_body;
  const std::uint64_t limit = body_limit(connection);
  if (head.framing == BodyFraming::kLength && head.content_length > limit) {
    return refused(connection, 413, "payload_too_large", too_large_message(connection.body_streamed, limit),
                   drain_for(connection, limits_.max_drain_bytes));
  }
  // A caller the route would refuse is refused before any of a body that could go to disk is read or stored. A
  // small body costs no disk and no wait (a client's head and body mostly arrive together): the route checks its
  // caller once it has arrived, as for every request, without a worker's turn spent on the head alone.
  if (route.needs_caller && may_spool(head)) {
    ReadOutcome out;
    out.kind = ReadOutcome::Kind::kAdmit;
    out.method = head.method;
    out.target = head.target;
    return out;
  }
  return open_body(connection);
}

ReadOutcome RequestReader::admitted(Connection& connection, const std::optional<ApiError>& refusal) {
  if (refusal) {
    return refused(connection, refusal->status(), refusal->code(), refusal->what(),
                   drain_for(connection, limits_.max_drain_bytes));
  }
  return open_body(connection);
}

ReadOutcome RequestReader::open_body(Connection& connection) {
  const RequestHead& head = *connection.head;
  // A declared length reserves all of its room on disk now: one the budget cannot take is refused before it is sent.
  if (head.framing == BodyFraming::kLength) {
    if (const auto verdict = connection.body.expect(head.content_length); verdict != SpoolVerdict::kOk) {
      return spool_refusal(connection, verdict, drain_for(connection, limits_.max_drain_bytes));
    }
  }
  if (head.expect_continue && head.framing != BodyFraming::kNone) {
    static constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
    std::lock_guard lock(connection.out_mutex);
    connection.out.append(kContinue);
    if (connection.send_pending() == Connection::SendResult::kFailed) connection.close_after_flush = true;
  }
  connection.window_started = Connection::Clock::now();
  connection.window_bytes = 0;
  // Bytes after the head belong to the body (and perhaps to the next request): move them over.
  std::string after = connection.in.substr(head.head_bytes);
  connection.in.resize(head.head_bytes);
  return take_body(connection, after);
}

ReadOutcome RequestReader::take_body(Connection& connection, std::string_view bytes) {
  const RequestHead& head = *connection.head;
  std::size_t used = 0;
  bool complete = false;
  switch (head.framing) {
    case BodyFraming::kNone:
      complete = true;
      break;
    case BodyFraming::kLength: {
      const std::uint64_t left = head.content_length - connection.body.size();
      used = static_cast<std::size_t>(std::min<std::uint64_t>(left, bytes.size()));
      complete = used == left;
      break;
    }
    case BodyFraming::kChunked: {
      const std::uint64_t limit = body_limit(connection);
      used = connection.chunked.feed(bytes, limit);
      if (connection.chunked.failed()) {
        if (connection.chunked.data_bytes() > limit) {
          return refused(connection, 413, "payload_too_large", too_large_message(connection.body_streamed, limit));
        }
        return refused(connection, 400, "bad_request", "The chunked request body is malformed");
      }
      complete = connection.chunked.complete();
      break;
    }
  }
  if (used > 0) {
    if (const auto verdict = connection.body.append(bytes.substr(0, used)); verdict != SpoolVerdict::kOk) {
      return spool_refusal(connection, verdict, 0);
    }
  }
  connection.window_bytes += used;
  // Whatever follows the body is the next request; it waits in `in`, after this request's head.
  if (used < bytes.size()) connection.in.append(bytes.substr(used));
  ReadOutcome out;
  out.kind = complete ? ReadOutcome::Kind::kComplete : ReadOutcome::Kind::kIncomplete;
  return out;
}

}  // namespace dialer::http
