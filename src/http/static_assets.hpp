#pragma once
// Answers for the embedded UI: exact asset paths with caching headers, and index.html for every other
// path so that deep links like /leads load the app.
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dialer::http {

struct EmbeddedAsset;

struct StaticResponse {
  int status = 200;
  std::string_view content_type;
  std::string_view body;
  std::vector<std::pair<std::string, std::string>> headers;
};

class StaticAssets {
 public:
  explicit StaticAssets(std::span<const EmbeddedAsset> assets);
  StaticResponse serve(std::string_view path, std::string_view accept_encoding, std::string_view if_none_match) const;

 private:
  struct Entry {
    std::string_view path;
    const EmbeddedAsset* asset;
  };
  std::vector<Entry> entries_;  // sorted by path
  const Entry* find(std::string_view path) const;
};

}  // namespace dialer::http
