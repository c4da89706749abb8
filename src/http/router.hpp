#pragma once
// The API's route table. Matching a path but not its method answers 405 (with Allow), matching nothing
// answers 404, and every ApiError or unexpected exception becomes the JSON envelope here and nowhere else.
// Other layers' errors become ApiErrors through the translator the API sets (api/domain_error_mapping.cpp).
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "http/api_error.hpp"
#include "http/api_request.hpp"

namespace dialer::http {

// What a route accepts as its body: JSON (415 for anything else), anything (the handler decides), a form
// (application/x-www-form-urlencoded, as telephony providers post their callbacks; parsed into
// ApiRequest::form), or a stream of any size that the handler reads once all of it has arrived (CSV import).
enum class BodyKind { kJson, kAny, kForm, kStream };

// Who may call a route (docs/api.md "Authentication and roles", and the route index). Finer rules, like "only a superadmin may create a
// superadmin", live in the domain.
enum class Access { kPublic, kSignedIn, kAdmin };

std::string access_name(Access access);

class Router {
 public:
  using Handler = std::function<ApiResponse(ApiRequest&)>;
  using ErrorSink = std::function<void(const std::string& what)>;
  // The ApiError an exception that is not one stands for; nothing for an unexpected one (500, logged).
  using ErrorTranslator = std::function<std::optional<ApiError>(const std::exception&)>;
  // Resolves the Authorization header to a caller, or throws (an ApiError 401, or what the translator maps).
  using Authenticator = std::function<auth::Caller(const std::string& authorization_header)>;

  struct RouteInfo {
    std::string method;
    std::string pattern;
    Access access;
  };

  explicit Router(ErrorSink on_unexpected_error) : on_unexpected_error_(std::move(on_unexpected_error)) {}

  void set_authenticator(Authenticator authenticator) { authenticator_ = std::move(authenticator); }
  void set_error_translator(ErrorTranslator translator) { translator_ = std::move(translator); }

  // pattern: "/api/v1/leads/{id}"; a {name} segment matches one non-empty path segment.
  void add(std::string method, std::string pattern, Access access, Handler handler, BodyKind body = BodyKind::kJson);

  // What the route for this request takes as its body (kJson when no route matches).
  BodyKind body_kind(const std::string& method, const std::string& path) const;

  // What the connection loop must know of a request's route once its head has arrived: how it takes its body, and
  // whether it needs a caller. No route matching is public: its answer (404, 405) needs nobody.
  struct HeadRoute {
    BodyKind body = BodyKind::kJson;
    bool needs_caller = false;
  };
  HeadRoute head_route(const std::string& method, const std::string& path) const;

  // The route's sign-in and role check from the request's head alone, so that a caller it refuses is answered before
  // the body is read: the refusal (401, 403, or what the translator makes of the authenticator's failure), or
  // nothing. Without an Authorization header it answers 401 without asking the authenticator, so it never blocks.
  std::optional<ApiError> admit(const std::string& method, const std::string& path,
                                const std::string& authorization) const;

  // Every registered route, for the access-matrix test.
  std::vector<RouteInfo> routes() const;

  // Never throws.
  ApiResponse dispatch(ApiRequest& request) const;

 private:
  struct Route {
    std::string method;
    std::string pattern;
    std::vector<std::string> segments;
    Access access;
    Handler handler;
    BodyKind body;
  };

  const Route* find(const std::string& method, const std::string& path) const;
  // The caller the route lets in, or throws (401 from the authenticator, 403 for a role the route does not allow).
  auth::Caller check_access(const Route& route, const std::string& authorization) const;
  // The ApiError an exception from a route stands for; what the client is not told goes to the error sink.
  ApiError as_api_error(const std::exception& e, const std::string& method, const std::string& path) const;
  ApiResponse call(const Route& route, ApiRequest& request) const;

  std::vector<Route> routes_;
  ErrorSink on_unexpected_error_;
  Authenticator authenticator_;
  ErrorTranslator translator_;
};

}  // namespace dialer::http
