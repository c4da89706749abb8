#include "files/import_text_decoder.hpp"

#include <array>

namespace dialer::files {
namespace {

// How much of the file's start is looked at to tell UTF-16 from the rest when there is no byte-order mark.
constexpr std::size_t kSniffBytes = 512;
constexpr char32_t kReplacement = 0xFFFD;

// Windows-1252's 0x80–0x9F (the WHATWG encoding standard's table; the five unassigned bytes map to the C1
// control of the same value, as browsers do). 0xA0–0xFF are U+00A0–U+00FF.
constexpr std::array<char16_t, 32> kWindows1252High = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

void append_utf8(char32_t cp, std::string& out) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

char32_t windows_1252(unsigned char byte) {
  return byte >= 0x80 && byte < 0xA0 ? kWindows1252High[byte - 0x80] : byte;
}

// The length of the valid UTF-8 character starting at bytes[0] (1–4), 0 when it is not one, or -1 when `bytes`
// ends before the character could be told valid or not.
int utf8_length(std::string_view bytes) {
  const auto b0 = static_cast<unsigned char>(bytes[0]);
  if (b0 < 0x80) return 1;
  int length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    length = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    length = 3;
    if (b0 == 0xE0) low = 0xA0;   // no overlong forms
    if (b0 == 0xED) high = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    length = 4;
    if (b0 == 0xF0) low = 0x90;
    if (b0 == 0xF4) high = 0x8F;  // nothing past U+10FFFF
  } else {
    return 0;
  }
  for (int i = 1; i < length; ++i) {
    if (static_cast<std::size_t>(i) >= bytes.size()) return -1;
    const auto b = static_cast<unsigned char>(bytes[static_cast<std::size_t>(i)]);
    if (i == 1 ? (b < low || b > high) : (b < 0x80 || b > 0xBF)) return 0;
  }
  return length;
}

}  // namespace

std::optional<ImportEncoding> parse_import_encoding(std::string_view name) {
  if (name.empty() || name == "auto") return ImportEncoding::kAuto;
  if (name == "utf-8") return ImportEncoding::kUtf8;
  if (name == "utf-16le") return ImportEncoding::kUtf16Le;
  if (name == "utf-16be") return ImportEncoding::kUtf16Be;
  if (name == "windows-1252") return ImportEncoding::kWindows1252;
  return std::nullopt;
}

std::string_view import_encoding_name(ImportEncoding encoding) {
  switch (encoding) {
    case ImportEncoding::kAuto: return "auto";
    case ImportEncoding::kUtf8: return "utf-8";
    case ImportEncoding::kUtf16Le: return "utf-16le";
    case ImportEncoding::kUtf16Be: return "utf-16be";
    case ImportEncoding::kWindows1252: return "windows-1252";
  }
  return "auto";
}

void ImportTextDecoder::settle(std::string_view start) {
  settled_ = true;
  const auto starts_with = [&](std::initializer_list<unsigned char> mark) {
    if (start.size() < mark.size()) return false;
    std::size_t i = 0;
    for (const auto byte : mark) {
      if (static_cast<unsigned char>(start[i++]) != byte) return false;
    }
    return true;
  };
  std::size_t skip = 0;
  ImportEncoding marked = ImportEncoding::kAuto;
  if (starts_with({0xEF, 0xBB, 0xBF})) {
    marked = ImportEncoding::kUtf8;
    skip = 3;
  } else if (starts_with({0xFF, 0xFE})) {
    marked = ImportEncoding::kUtf16Le;
    skip = 2;
  } else if (starts_with({0xFE, 0xFF})) {
    marked = ImportEncoding::kUtf16Be;
    skip = 2;
  }
  if (encoding_ == ImportEncoding::kAuto) {
    if (marked != ImportEncoding::kAuto) {
      encoding_ = marked;
    } else {
      // Text in UTF-16 without a mark: most characters are ASCII, so every other byte is zero.
      std::size_t zero_even = 0, zero_odd = 0;
      const std::size_t pairs = start.size() / 2;
      for (std::size_t i = 0; i + 1 < start.size(); i += 2) {
        zero_even += start[i] == '\0';
        zero_odd += start[i + 1] == '\0';
      }
      if (pairs >= 2 && zero_odd * 10 >= pairs * 4 && zero_even * 10 < pairs) {
        encoding_ = ImportEncoding::kUtf16Le;
      } else if (pairs >= 2 && zero_even * 10 >= pairs * 4 && zero_odd * 10 < pairs) {
        encoding_ = ImportEncoding::kUtf16Be;
      } else {
        encoding_ = ImportEncoding::kUtf8;
        lenient_utf8_ = true;
      }
    }
  } else if (marked != encoding_) {
    skip = 0;  // a mark of another encoding is text of this one
  }
  pending_.erase(0, skip);
}

std::string ImportTextDecoder::decode(std::string_view chunk) {
  std::string out;
  if (!settled_) {
    pending_.append(chunk);
    if (pending_.size() < kSniffBytes) return out;
    settle(pending_);
    chunk = {};
  }
  // Only a character cut by the last chunk's end waits: most chunks are decoded where they lie.
  std::string joined;
  std::string_view bytes = chunk;
  if (!pending_.empty()) {
    joined = std::move(pending_);
    joined.append(chunk);
    bytes = joined;
  }
  pending_.clear();
  if (encoding_ == ImportEncoding::kUtf16Le || encoding_ == ImportEncoding::kUtf16Be) {
    decode_utf16(bytes, out, false);
  } else {
    decode_utf8(bytes, out, false);
  }
  return out;
}

std::string ImportTextDecoder::finish() {
  std::string out;
  if (!settled_) settle(pending_);
  const std::string bytes = std::move(pending_);
  pending_.clear();
  if (encoding_ == ImportEncoding::kUtf16Le || encoding_ == ImportEncoding::kUtf16Be) {
    decode_utf16(bytes, out, true);
    if (high_surrogate_ != 0) append_utf8(kReplacement, out);
    high_surrogate_ = 0;
  } else {
    decode_utf8(bytes, out, true);
  }
  return out;
}

void ImportTextDecoder::decode_utf8(std::string_view bytes, std::string& out, bool at_end) {
  out.reserve(out.size() + bytes.size() + bytes.size() / 8);
  std::size_t i = 0;
  while (i < bytes.size()) {
    const auto byte = static_cast<unsigned char>(bytes[i]);
    if (encoding_ == ImportEncoding::kWindows1252) {
      append_utf8(windows_1252(byte), out);
      ++i;
      continue;
    }
    if (byte < 0x80) {
      out.push_back(static_cast<char>(byte));
      ++i;
      continue;
    }
    const int length = utf8_length(bytes.substr(i));
    if (length < 0 && !at_end) {
      pending_.assign(bytes.substr(i));  // the rest of this character comes with the next chunk
      return;
    }
    if (length > 0) {
      out.append(bytes.substr(i, static_cast<std::size_t>(length)));
      i += static_cast<std::size_t>(length);
    } else {
      append_utf8(lenient_utf8_ ? windows_1252(byte) : kReplacement, out);
      windows_1252_bytes_ += lenient_utf8_;
      ++i;
    }
  }
}

void ImportTextDecoder::decode_utf16(std::string_view bytes, std::string& out, bool at_end) {
  out.reserve(out.size() + bytes.size());
  const bool little = encoding_ == ImportEncoding::kUtf16Le;
  std::size_t i = 0;
  for (; i + 1 < bytes.size(); i += 2) {
    const auto first = static_cast<unsigned char>(bytes[i]);
    const auto second = static_cast<unsigned char>(bytes[i + 1]);
    const char32_t unit = little ? (second << 8 | first) : (first << 8 | second);
    if (high_surrogate_ != 0) {
      const auto high = high_surrogate_;
      high_surrogate_ = 0;
      if (unit >= 0xDC00 && unit <= 0xDFFF) {
        append_utf8(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), out);
        continue;
      }
      append_utf8(kReplacement, out);
    }
    if (unit >= 0xD800 && unit <= 0xDBFF) {
      high_surrogate_ = unit;
    } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
      append_utf8(kReplacement, out);
    } else {
      append_utf8(unit, out);
    }
  }
  if (i < bytes.size()) {
    if (at_end) {
      append_utf8(kReplacement, out);
    } else {
      pending_.assign(bytes.substr(i));
    }
  }
}

}  // namespace dialer::files
