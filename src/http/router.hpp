#pragma once
// The API's route table. Matching a path but not its method answers 405 (with Allow), matching nothing
// answers 404, and every ApiError or unexpected exception becomes the JSON envelope here and nowhere else.
#include <functional>
#include <string>
#include <vector>

#include "http/api_request.hpp"

namespace dialer::http {

// What a route accepts as its body: JSON (415 for anything else), or anything (the handler decides).
enum class BodyKind { kJson, kAny };

class Router {
 public:
  using Handler = std::function<ApiResponse(ApiRequest&)>;
  using ErrorSink = std::function<void(const std::string& what)>;

  explicit Router(ErrorSink on_unexpected_error) : on_unexpected_error_(std::move(on_unexpected_error)) {}

  // pattern: "/api/v1/leads/{id}"; a {name} segment matches one non-empty path segment.
  void add(std::string method, std::string pattern, Handler handler, BodyKind body = BodyKind::kJson);

  // Never throws.
  ApiResponse dispatch(ApiRequest& request) const;

 private:
  struct Route {
    std::string method;
    std::vector<std::string> segments;
    Handler handler;
    BodyKind body;
  };

  ApiResponse call(const Route& route, ApiRequest& request) const;

  std::vector<Route> routes_;
  ErrorSink on_unexpected_error_;
};

}  // namespace dialer::http
