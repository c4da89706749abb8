#include "http/static_assets.hpp"

#include <algorithm>

#include "http/embedded_assets.hpp"

namespace dialer::http {
namespace {

constexpr std::string_view kNoUiPage =
    "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Dialer Dashboard</title></head>"
    "<body><h1>Dialer Dashboard</h1><p>This build has no embedded UI (built with DIALER_EMBED_UI=OFF). "
    "The API answers under /api/v1.</p></body></html>";

bool accepts_gzip(std::string_view accept_encoding) {
  // Good enough for real browsers; "gzip;q=0" is not something they send.
  return accept_encoding.find("gzip") != std::string_view::npos;
}

bool etag_matches(std::string_view if_none_match, std::string_view etag) {
  if (if_none_match.empty()) return false;
  if (if_none_match == "*") return true;
  return if_none_match.find(etag) != std::string_view::npos;
}

}  // namespace

StaticAssets::StaticAssets(std::span<const EmbeddedAsset> assets) {
  for (const auto& asset : assets) entries_.push_back(Entry{asset.path, &asset});
  std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) { return a.path < b.path; });
}

const StaticAssets::Entry* StaticAssets::find(std::string_view path) const {
  const auto it = std::lower_bound(entries_.begin(), entries_.end(), path,
                                   [](const Entry& e, std::string_view p) { return e.path < p; });
  return it != entries_.end() && it->path == path ? &*it : nullptr;
}

StaticResponse StaticAssets::serve(std::string_view path, std::string_view accept_encoding,
                                   std::string_view if_none_match) const {
  const Entry* entry = find(path);
  if (!entry) {
    // A missing hashed file must not turn into HTML the browser then tries to run as a script.
    if (path.starts_with("/assets/")) return StaticResponse{404, {}, {}, {}};
    entry = find("/index.html");
  }
  if (!entry) return StaticResponse{200, "text/html; charset=utf-8", kNoUiPage, {{"Cache-Control", "no-cache"}}};

  const EmbeddedAsset& asset = *entry->asset;
  const bool gzip = !asset.gzip_body.empty() && accepts_gzip(accept_encoding);
  StaticResponse response;
  response.content_type = asset.content_type;
  response.headers.emplace_back("ETag", std::string(asset.etag));
  response.headers.emplace_back("Cache-Control",
                                asset.immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (!asset.gzip_body.empty()) response.headers.emplace_back("Vary", "Accept-Encoding");
  if (etag_matches(if_none_match, asset.etag)) {
    response.status = 304;
    return response;
  }
  if (gzip) response.headers.emplace_back("Content-Encoding", "gzip");
  response.body = gzip ? asset.gzip_body : asset.body;
  return response;
}

}  // namespace dialer::http
