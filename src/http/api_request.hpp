#pragma once
// What an API handler sees of a request and gives back: plain types, so that handlers and their tests do
// not include the HTTP library.
#include <functional>
#include <map>
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

struct ApiRequest {
  std::string method;
  std::string path;
  std::string_view body;     // routes with BodyKind::kStream read body_stream instead
  std::string owned_body;    // the bytes body views when the server had to collect them
  BodyStream body_stream;
  std::string remote_addr;
  std::multimap<std::string, std::string, CaseInsensitiveLess> headers;
  std::multimap<std::string, std::string> query;
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
  // The signed-in caller; only routes declared with sign-in have one.
  const auth::Caller& signed_in() const;
};

struct ApiResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
  ResponseStream stream;  // when set, sent chunked instead of body
};

}  // namespace dialer::http
