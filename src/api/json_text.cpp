#include "api/json_text.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

namespace dialer::api {
namespace {

// Plain ASCII, or valid UTF-8 with no byte that JSON escapes: the bytes go out as they are. Anything else takes
// nlohmann's own path, so that escapes and replaced bytes come out as they always did.
bool writes_as_is(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      if (c < 0x20 || c == '"' || c == '\\') return false;
      ++i;
      continue;
    }
    // The length of a UTF-8 sequence from its first byte; overlong forms, surrogates and values past U+10FFFF are
    // not valid and go the slow way.
    std::size_t length = 0;
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
    } else {
      return false;
    }
    if (i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return false;
    }
    const auto second = static_cast<unsigned char>(text[i + 1]);
    if ((c == 0xE0 && second < 0xA0) || (c == 0xED && second > 0x9F) || (c == 0xF0 && second < 0x90) ||
        (c == 0xF4 && second > 0x8F)) {
      return false;
    }
    i += length;
  }
  return true;
}

}  // namespace

void append_json_number(std::string& out, std::int64_t n) {
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
  out.append(digits, end);
}

void append_json_string(std::string& out, std::string_view text) {
  if (writes_as_is(text)) {
    out += '"';
    out.append(text);
    out += '"';
    return;
  }
  out += nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void append_json_name(std::string& out, std::string_view name) {
  out += '"';
  out.append(name);
  out += "\":";
}

}  // namespace dialer::api
