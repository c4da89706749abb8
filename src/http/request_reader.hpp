#pragma once
// Collects one request from the bytes a connection receives: its head within the size limit and framed
// without ambiguity, then — once a route that needs a caller has let the caller in — its body (in the
// connection's RequestBody, its room on disk reserved first) up to the route's limit. Says when the request is
// complete, or why it is refused; whatever arrives after it stays in the connection for the next.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "http/api_error.hpp"
#include "http/connection.hpp"
#include "http/connection_limits.hpp"

namespace dialer::http {

struct ReadOutcome {
  // kAdmit: the head names a route that needs a caller and its body is still to come; nothing of the body is taken
  // until admitted() says whether the caller may send it.
  enum class Kind { kIncomplete, kComplete, kRefused, kAdmit };
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

// What the reader must know of a request's route once its head has arrived (asked only for requests with a body).
struct HeadRoute {
  bool streams_body = false;  // takes a body of any size (the CSV import)
  bool needs_caller = false;  // not public: the caller is checked before the body is read
};

class RequestReader {
 public:
  RequestReader(const ConnectionLimits& limits, std::function<HeadRoute(const RequestHead&)> route)
      : limits_(limits), route_(std::move(route)) {}

  // Bytes just received for the connection's current request.
  ReadOutcome take(Connection& connection, std::string_view bytes);
  // What the connection already holds: a pipelined request left behind by the one before.
  ReadOutcome resume(Connection& connection);
  // After kAdmit: the caller's check came to `refusal` (refused with it) or nothing (the body is read from here).
  ReadOutcome admitted(Connection& connection, const std::optional<ApiError>& refusal);

 private:
  ReadOutcome start_body(Connection& connection);
  // Reserves the body's room, says "100 Continue", and takes what already came of it.
  ReadOutcome open_body(Connection& connection);
  ReadOutcome take_body(Connection& connection, std::string_view bytes);
  std::uint64_t body_limit(const Connection& connection) const;

  const ConnectionLimits& limits_;
  std::function<HeadRoute(const RequestHead&)> route_;
};

// The sentence of a 413 for this kind of route.
std::string too_large_message(bool streamed, std::uint64_t limit);

}  // namespace dialer::http
