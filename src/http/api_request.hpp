#pragma once
// What an API handler sees of a request and gives back: plain types, so that handlers and their tests do
// not include the HTTP library.
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auth/caller.hpp"

namespace dialer::http {

struct CaseInsensitiveLess {
  bool operator()(std::string_view a, std::string_view b) const;
  using is_transparent = void;
};

// Pulls a streamed request body: calls the consumer with each chunk until the body ends (true) or the
// consumer returns false (false).
using BodyStream = std::function<bool(const std::function<bool(std::string_view chunk)>& consumer)>;
// Writes a streamed response body chunk by chunk; returns false to abort.
using ResponseStream = std::function<bool(const std::function<bool(std::string_view chunk)>& write)>;

// The open end of a live response (Server-Sent Events), handed to the route's `live` callback once the
// response head is out. The connection then belongs to the stream, never to a request worker. send() never
// blocks: it queues the bytes for the connection loop and answers false once the client is gone, the server
// stops, or the client has fallen so far behind that the server gave up on it (it reconnects and resumes).
class LiveSink {
 public:
  virtual ~LiveSink() = default;
  virtual bool send(std::string_view data) = 0;
  virtual bool is_open() const = 0;
  // Ends the response cleanly; later sends return false.
  virtual void close() = 0;
};

struct ApiRequest {
  std::string method;
  std::string path;
  std::string target;  // path and query exactly as the client sent them (signatures are computed over them)
  std::string_view body;     // routes with BodyKind::kStream read body_stream instead
  std::string owned_body;    // the bytes body views when the server had to collect them
  BodyStream body_stream;
  std::string remote_addr;
  std::multimap<std::string, std::string, CaseInsensitiveLess> headers;
  std::multimap<std::string, std::string> query;
  std::multimap<std::string, std::string> form;     // the fields of a form-encoded body (BodyKind::kForm)
  std::map<std::string, std::string> path_params;  // {name} segments of the route pattern
  std::optional<auth::Caller> caller;               // set by the router on routes that need sign-in
  std::string public_url;                           // --public-url, when the operator set one

  std::string header(std::string_view name) const;
  std::optional<std::string> query_value(const std::string& name) const;
  // The {name} path segment as a positive integer id; anything else is 404, like a missing row.
  long long id_param(const std::string& name = "id") const;
  // Where links the API hands out (e-mails, reset links) point: --public-url when set, else
  // "http://host:port" as the client addressed us (only a well-formed host is taken from the header).
  std::string origin() const;
  // The address the client called, as it called it: origin() followed by the target. A provider's
  // signature over its callback covers exactly this (with --public-url set to the address it was given).
  std::string full_url() const;
  // The signed-in caller; only routes declared with sign-in have one.
  const auth::Caller& signed_in() const;
};

struct ApiResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
  ResponseStream stream;  // when set, sent chunked instead of body
  // When set, the response stays open after its head: called once with the sink to send through.
  std::function<void(std::shared_ptr<LiveSink>)> live;
};

}  // namespace dialer::http
