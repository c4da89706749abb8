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
  if (auto started = start_body(connection); started.kind == ReadOutcome::Kind::kRefused) return started;
  // Bytes after the head belong to the body (and perhaps to the next request): move them over.
  std::string after = connection.in.substr(connection.head->head_bytes);
  connection.in.resize(connection.head->head_bytes);
  return take_body(connection, after);
}

ReadOutcome RequestReader::start_body(Connection& connection) {
  const RequestHead& head = *connection.head;
  connection.body_streamed = head.framing != BodyFraming::kNone && streams_body_ && streams_body_(head);
  const std::uint64_t limit = body_limit(connection);
  if (head.framing == BodyFraming::kLength && head.content_length > limit) {
    // A client waiting for "100 Continue" sends nothing more; others are read to the end when not too large.
    const std::uint64_t already = connection.in.size() - head.head_bytes;
    const bool drain = !head.expect_continue && head.content_length <= limits_.max_drain_bytes;
    return refused(connection, 413, "payload_too_large", too_large_message(connection.body_streamed, limit),
                   drain ? head.content_length - already : 0);
  }
  if (head.expect_continue && head.framing != BodyFraming::kNone) {
    static constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
    std::lock_guard lock(connection.out_mutex);
    connection.out.append(kContinue);
    if (connection.send_pending() == Connection::SendResult::kFailed) connection.close_after_flush = true;
  }
  connection.window_started = Connection::Clock::now();
  connection.window_bytes = 0;
  return {};
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
  if (used > 0 && !connection.body.append(bytes.substr(0, used))) {
    return refused(connection, 503, "upload_space", "The server could not store the upload (is its disk full?)");
  }
  connection.window_bytes += used;
  // Whatever follows the body is the next request; it waits in `in`, after this request's head.
  if (used < bytes.size()) connection.in.append(bytes.substr(used));
  ReadOutcome out;
  out.kind = complete ? ReadOutcome::Kind::kComplete : ReadOutcome::Kind::kIncomplete;
  return out;
}

}  // namespace dialer::http
