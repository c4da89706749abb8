#pragma once
// Collects one request from the bytes a connection receives: its head within the size limit and framed
// without ambiguity, then its body (in the connection's RequestBody) up to the route's limit. Says when the
// request is complete, or why it is refused; whatever arrives after it stays in the connection for the next.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "http/connection.hpp"
#include "http/connection_limits.hpp"

namespace dialer::http {

struct ReadOutcome {
  enum class Kind { kIncomplete, kComplete, kRefused };
  Kind kind = Kind::kIncomplete;
  // When refused: the answer, and how many body bytes to read and drop first so that the client, still
  // sending, gets to read it.
  int status = 0;
  std::string code;
  std::string message;
  std::uint64_t drain = 0;
  std::string method = "-";  // for the log
  std::string target = "-";
};

class RequestReader {
 public:
  // streams_body: whether the request's route takes a body of any size (asked once its head has arrived).
  RequestReader(const ConnectionLimits& limits, std::function<bool(const RequestHead&)> streams_body)
      : limits_(limits), streams_body_(std::move(streams_body)) {}

  // Bytes just received for the connection's current request.
  ReadOutcome take(Connection& connection, std::string_view bytes);
  // What the connection already holds: a pipelined request left behind by the one before.
  ReadOutcome resume(Connection& connection);

 private:
  ReadOutcome start_body(Connection& connection);
  ReadOutcome take_body(Connection& connection, std::string_view bytes);
  std::uint64_t body_limit(const Connection& connection) const;

  const ConnectionLimits& limits_;
  std::function<bool(const RequestHead&)> streams_body_;
};

// The sentence of a 413 for this kind of route.
std::string too_large_message(bool streamed, std::uint64_t limit);

}  // namespace dialer::http
