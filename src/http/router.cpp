#include "http/router.hpp"

#include <set>

#include "http/error_envelope.hpp"

namespace dialer::http {
namespace {

std::vector<std::string> split_path(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t start = 1;  // paths start with '/'
  while (start <= path.size()) {
    const std::size_t end = path.find('/', start);
    const std::size_t stop = end == std::string::npos ? path.size() : end;
    parts.push_back(path.substr(start, stop - start));
    start = stop + 1;
  }
  return parts;
}

bool is_param(const std::string& segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
}

bool matches(const std::vector<std::string>& pattern, const std::vector<std::string>& path,
             std::map<std::string, std::string>* params) {
  if (pattern.size() != path.size()) return false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (is_param(pattern[i])) {
      if (path[i].empty()) return false;
      if (params) (*params)[pattern[i].substr(1, pattern[i].size() - 2)] = path[i];
    } else if (pattern[i] != path[i]) {
      return false;
    }
  }
  return true;
}

ApiResponse envelope_response(const ApiError& error) {
  ApiResponse response;
  response.status = error.status();
  response.body = error_envelope(error);
  response.headers = error.headers();
  return response;
}

std::string media_type(const std::string& content_type) {
  const auto semicolon = content_type.find(';');
  std::string media = content_type.substr(0, semicolon);
  while (!media.empty() && media.back() == ' ') media.pop_back();
  for (auto& c : media) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return media;
}

}  // namespace

std::string access_name(Access access) {
  switch (access) {
    case Access::kPublic:
      return "public";
    case Access::kSignedIn:
      return "signed-in";
    case Access::kAdmin:
      return "admin";
  }
  return "admin";
}

void Router::add(std::string method, std::string pattern, Access access, Handler handler, BodyKind body) {
  auto segments = split_path(pattern);
  routes_.push_back(Route{std::move(method), std::move(pattern), std::move(segments), access, std::move(handler), body});
}

const Router::Route* Router::find(const std::string& method, const std::string& path) const {
  const auto parts = split_path(path);
  for (const auto& route : routes_) {
    if (route.method == method && matches(route.segments, parts, nullptr)) return &route;
  }
  return nullptr;
}

BodyKind Router::body_kind(const std::string& method, const std::string& path) const {
  const Route* route = find(method, path);
  return route ? route->body : BodyKind::kJson;
}

Router::HeadRoute Router::head_route(const std::string& method, const std::string& path) const {
  const Route* route = find(method, path);
  if (!route) return {};
  return HeadRoute{route->body, route->access != Access::kPublic};
}

std::optional<ApiError> Router::admit(const std::string& method, const std::string& path,
                                      const std::string& authorization) const {
  const Route* route = find(method, path);
  if (!route || route->access == Access::kPublic) return std::nullopt;
  if (authorization.empty()) return ApiError::authentication_required();
  try {
    check_access(*route, authorization);
    return std::nullopt;
  } catch (const std::exception& e) {
    return as_api_error(e, method, path);
  }
}

std::vector<Router::RouteInfo> Router::routes() const {
  std::vector<RouteInfo> out;
  for (const auto& route : routes_) out.push_back(RouteInfo{route.method, route.pattern, route.access});
  return out;
}

ApiResponse Router::dispatch(ApiRequest& request) const {
  const auto path = split_path(request.path);
  std::set<std::string> allowed;
  for (const auto& route : routes_) {
    if (!matches(route.segments, path, nullptr)) continue;
    const bool same_method = route.method == request.method || (request.method == "HEAD" && route.method == "GET");
    if (!same_method) {
      allowed.insert(route.method);
      continue;
    }
    request.path_params.clear();
    matches(route.segments, path, &request.path_params);
    return call(route, request);
  }
  if (!allowed.empty()) {
    ApiResponse response = envelope_response(
        ApiError(405, "method_not_allowed", request.method + " is not allowed on " + request.path));
    std::string allow;
    for (const auto& m : allowed) allow += (allow.empty() ? "" : ", ") + m;
    response.headers.emplace_back("Allow", allow);
    return response;
  }
  return envelope_response(ApiError(404, "not_found", "No API endpoint at " + request.path));
}

auth::Caller Router::check_access(const Route& route, const std::string& authorization) const {
  if (!authenticator_) throw std::logic_error("no authenticator for a protected route");
  auto caller = authenticator_(authorization);
  if (route.access == Access::kAdmin && !auth::is_admin(caller.role)) {
    throw ApiError(403, "forbidden", "You do not have permission to do this");
  }
  return caller;
}

ApiError Router::as_api_error(const std::exception& e, const std::string& method, const std::string& path) const {
  if (const auto* api = dynamic_cast<const ApiError*>(&e)) return *api;
  if (translator_) {
    if (auto translated = translator_(e)) {
      // A 5xx the server could not help (busy database, a failing outside service) is worth a line in the log.
      if (translated->status() >= 500) {
        on_unexpected_error_(std::to_string(translated->status()) + " on " + method + " " + path + ": " + e.what());
      }
      return *translated;
    }
  }
  on_unexpected_error_(std::string("unexpected error on ") + method + " " + path + ": " + e.what());
  return ApiError(500, "internal_error", "Something went wrong on the server. Please try again.");
}

ApiResponse Router::call(const Route& route, ApiRequest& request) const {
  try {
    if (route.access != Access::kPublic) request.caller = check_access(route, request.header("Authorization"));
    if (route.body == BodyKind::kJson && !request.body.empty() &&
        media_type(request.header("Content-Type")) != "application/json") {
      throw ApiError(415, "unsupported_media_type", "The request body must be JSON (Content-Type: application/json)");
    }
    if (route.body == BodyKind::kForm && media_type(request.header("Content-Type")) != "application/x-www-form-urlencoded") {
      throw ApiError(415, "unsupported_media_type",
                     "The request body must be a form (Content-Type: application/x-www-form-urlencoded)");
    }
    return route.handler(request);
  } catch (const std::exception& e) {
    return envelope_response(as_api_error(e, request.method, request.path));
  }
}

}  // namespace dialer::http
