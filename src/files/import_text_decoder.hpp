#pragma once
// Turns an uploaded file's bytes, chunk by chunk, into UTF-8 text, whatever the file was saved as: UTF-8 with or
// without a byte-order mark, UTF-16 (Excel's "Unicode text", little- or big-endian), or Windows-1252 (Excel's
// "CSV" on a Western Windows). So "Müller" is stored as "Müller", never as broken bytes.
#include <cstdint>
#include <string>
#include <string_view>
#include <optional>

namespace dialer::files {

enum class ImportEncoding {
  kAuto,         // a byte-order mark says; else UTF-16 by its zero bytes; else UTF-8, each byte that is not
                 // part of a valid UTF-8 character read as Windows-1252
  kUtf8,         // invalid bytes become U+FFFD
  kUtf16Le,
  kUtf16Be,
  kWindows1252,
};

// "auto", "utf-8", "utf-16le", "utf-16be", "windows-1252" (as the API takes them); nothing for anything else.
std::optional<ImportEncoding> parse_import_encoding(std::string_view name);
std::string_view import_encoding_name(ImportEncoding encoding);

class ImportTextDecoder {
 public:
  explicit ImportTextDecoder(ImportEncoding encoding = ImportEncoding::kAuto) : encoding_(encoding) {}

  // The UTF-8 text of `chunk`; bytes of a character cut by the chunk's end wait for the next one.
  std::string decode(std::string_view chunk);
  // What is left at the end of the file.
  std::string finish();
  // What the file turned out to be (kAuto until the first bytes have been seen): with kAuto, a file whose bytes
  // were read as Windows-1252 says so.
  ImportEncoding detected() const {
    return lenient_utf8_ && windows_1252_bytes_ > 0 ? ImportEncoding::kWindows1252 : encoding_;
  }

 private:
  void settle(std::string_view start);
  void decode_utf8(std::string_view bytes, std::string& out, bool at_end);
  void decode_utf16(std::string_view bytes, std::string& out, bool at_end);

  ImportEncoding encoding_;
  bool lenient_utf8_ = false;  // auto: invalid UTF-8 bytes are Windows-1252
  bool settled_ = false;
  std::string pending_;        // bytes held back: the start of the file, or a character cut by a chunk's end
  std::uint32_t high_surrogate_ = 0;
  std::size_t windows_1252_bytes_ = 0;
};

}  // namespace dialer::files
