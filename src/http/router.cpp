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

BodyKind Router::body_kind(const std::string& method, const std::string& path) const {
  const auto parts = split_path(path);
  for (const auto& route : routes_) {
    if (route.method == method && matches(route.segments, parts, nullptr)) return route.body;
  }
  return BodyKind::kJson;
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

ApiResponse Router::call(const Route& route, ApiRequest& request) const {
  try {
    if (route.access != Access::kPublic) {
      if (!authenticator_) throw std::logic_error("no authenticator for a protected route");
      request.caller = authenticator_(request.header("Authorization"));
      if (route.access == Access::kAdmin && !auth::is_admin(request.caller->role)) {
        throw ApiError(403, "forbidden", "You do not have permission to do this");
      }
    }
    if (route.body == BodyKind::kJson && !request.body.empty() &&
        media_type(request.header("Content-Type")) != "application/json") {
      throw ApiError(415, "unsupported_media_type", "The request body must be JSON (Content-Type: application/json)");
    }
    if (route.body == BodyKind::kForm && media_type(request.header("Content-Type")) != "application/x-www-form-urlencoded") {
      throw ApiError(415, "unsupported_media_type",
                     "The request body must be a form (Content-Type: application/x-www-form-urlencoded)");
    }
    return route.handler(request);
  } catch (const ApiError& e) {
    return envelope_response(e);
  } catch (const std::exception& e) {
    if (translator_) {
      if (auto translated = translator_(e)) {
        // A 5xx the server could not help (busy database, a failing outside service) is worth a line in the log.
        if (translated->status() >= 500) {
          on_unexpected_error_(std::to_string(translated->status()) + " on " + request.method + " " + request.path +
                               ": " + e.what());
        }
        return envelope_response(*translated);
      }
    }
    on_unexpected_error_(std::string("unexpected error on ") + request.method + " " + request.path + ": " + e.what());
    return envelope_response(ApiError(500, "internal_error", "Something went wrong on the server. Please try again."));
  }
}

}  // namespace dialer::http
