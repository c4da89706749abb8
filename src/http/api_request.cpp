#include "http/api_request.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "http/api_error.hpp"

namespace dialer::http {

bool CaseInsensitiveLess::operator()(std::string_view a, std::string_view b) const {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), [](unsigned char x, unsigned char y) {
    return std::tolower(x) < std::tolower(y);
  });
}

std::string ApiRequest::header(std::string_view name) const {
  const auto it = headers.find(name);
  return it == headers.end() ? std::string() : it->second;
}

std::optional<std::string> ApiRequest::query_value(const std::string& name) const {
  const auto it = query.find(name);
  if (it == query.end()) return std::nullopt;
  return it->second;
}

long long ApiRequest::id_param(const std::string& name) const {
  const auto it = path_params.find(name);
  if (it != path_params.end()) {
    long long id = 0;
    const auto& text = it->second;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (error == std::errc() && end == text.data() + text.size() && id > 0) return id;
  }
  throw ApiError::not_found();
}

std::string ApiRequest::origin() const {
  if (!public_url.empty()) return public_url;
  const std::string host = header("Host");
  const bool well_formed = !host.empty() && host.size() <= 255 && std::all_of(host.begin(), host.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' || c == '[' || c == ']';
  });
  return "http://" + (well_formed ? host : std::string("127.0.0.1"));
}

std::string ApiRequest::full_url() const {
  std::string base = origin();
  while (!base.empty() && base.back() == '/') base.pop_back();
  return base + (target.empty() ? path : target);
}

}  // namespace dialer::http

namespace dialer::http {

const auth::Caller& ApiRequest::signed_in() const {
  if (!caller) throw ApiError::authentication_required();
  return *caller;
}

}  // namespace dialer::http
