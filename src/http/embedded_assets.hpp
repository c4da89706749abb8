#pragma once
// The UI build (ui/dist), compiled into the binary by scripts/embed_ui_assets.mjs.
#include <span>
#include <string_view>

namespace dialer::http {

struct EmbeddedAsset {
  std::string_view path;          // URL path, e.g. "/index.html", "/assets/app-3F2A1B.js", "/favicon.svg"
  std::string_view content_type;  // e.g. "text/javascript; charset=utf-8"
  std::string_view etag;          // strong ETag with its quotes (a prefix of the bytes' SHA-256)
  std::string_view body;          // the plain bytes
  std::string_view gzip_body;     // gzip of body; empty when not worth compressing
  bool immutable;                 // content-hashed name: cacheable forever
};

std::span<const EmbeddedAsset> embedded_assets();

}  // namespace dialer::http
