// The import's text decoding, byte for byte: each encoding a spreadsheet saves, told apart without being told,
// and characters cut by chunk boundaries put back together.
#include <doctest/doctest.h>

#include <string>

#include "files/import_text_decoder.hpp"

using dialer::files::ImportEncoding;
using dialer::files::ImportTextDecoder;

namespace {

// The whole input at once, then one byte at a time: both must give `expected`.
void check_decodes(const std::string& bytes, const std::string& expected, ImportEncoding detected,
                   ImportEncoding given = ImportEncoding::kAuto) {
  ImportTextDecoder whole(given);
  std::string at_once = whole.decode(bytes);  // before finish(): the operands of + may run in either order
  at_once += whole.finish();
  CHECK(at_once == expected);
  CHECK(whole.detected() == detected);
  ImportTextDecoder bytewise(given);
  std::string out;
  for (const char c : bytes) out += bytewise.decode(std::string(1, c));
  out += bytewise.finish();
  CHECK(out == expected);
  CHECK(bytewise.detected() == detected);
}

std::string utf16le(const std::u16string& text, bool mark) {
  std::string bytes = mark ? "\xFF\xFE" : "";
  for (const char16_t unit : text) {
    bytes.push_back(static_cast<char>(unit & 0xFF));
    bytes.push_back(static_cast<char>(unit >> 8));
  }
  return bytes;
}

std::string utf16be(const std::u16string& text) {
  std::string bytes = "\xFE\xFF";
  for (const char16_t unit : text) {
    bytes.push_back(static_cast<char>(unit >> 8));
    bytes.push_back(static_cast<char>(unit & 0xFF));
  }
  return bytes;
}

}  // namespace

TEST_CASE("import text: UTF-8 with or without a mark, Windows-1252, UTF-16 both ways, read without being told") {
  check_decodes("Name\nM\xC3\xBCller \xE2\x82\xAC \xF0\x9F\x93\x9E\n", "Name\nMüller € 📞\n", ImportEncoding::kUtf8);
  check_decodes("\xEF\xBB\xBFName\nM\xC3\xBCller\n", "Name\nMüller\n", ImportEncoding::kUtf8);
  // Excel's CSV on a Western Windows: ü 0xFC, ß 0xDF, € 0x80, curly quotes 0x93 0x94.
  check_decodes("Name\nM\xFCller Stra\xDF" "e \x80 \x93Hi\x94\n", "Name\nMüller Straße € “Hi”\n",
                ImportEncoding::kWindows1252);
  // Excel's "Unicode text": UTF-16 little-endian with a mark; also big-endian, and little-endian without one.
  check_decodes(utf16le(u"Name\tPhone\r\nJos\u00E9 \U0001F4DE\t+1 555\r\n", true), "Name\tPhone\r\nJosé 📞\t+1 555\r\n",
                ImportEncoding::kUtf16Le);
  check_decodes(utf16be(u"Name\nZo\u00EB\n"), "Name\nZoë\n", ImportEncoding::kUtf16Be);
  check_decodes(utf16le(u"First Name,Last Name\nRen\u00E9e,Fran\u00E7ois\n", false),
                "First Name,Last Name\nRenée,François\n", ImportEncoding::kUtf16Le);
}

TEST_CASE("import text: a chosen encoding is used as it is, and broken input becomes U+FFFD, never broken bytes") {
  // Told UTF-8: a Windows-1252 byte is not guessed at.
  check_decodes("M\xFCller\n", "M\xEF\xBF\xBDller\n", ImportEncoding::kUtf8, ImportEncoding::kUtf8);
  // Told Windows-1252: even bytes that would be UTF-8 are read as Windows-1252 ("Ã©").
  check_decodes("Caf\xC3\xA9\n", "CafÃ©\n", ImportEncoding::kWindows1252, ImportEncoding::kWindows1252);
  // A UTF-16 file cut in the middle of a character, and a lone surrogate.
  ImportTextDecoder cut(ImportEncoding::kUtf16Le);
  std::string cut_text = cut.decode(std::string("A\0B", 3));
  cut_text += cut.finish();
  CHECK(cut_text == "A\xEF\xBF\xBD");
  ImportTextDecoder lone(ImportEncoding::kUtf16Le);
  std::string lone_text = lone.decode(utf16le(u"x\xD83Dy", false));
  lone_text += lone.finish();
  CHECK(lone_text == "x\xEF\xBF\xBDy");
  // Auto: UTF-8 cut at the end of the file, and overlong or surrogate forms, fall back byte by byte.
  check_decodes("ok \xE2\x82", "ok \xC3\xA2\xE2\x80\x9A", ImportEncoding::kWindows1252);
  check_decodes("\xC0\xAF \xED\xA0\x80", "\xC3\x80\xC2\xAF \xC3\xAD\xC2\xA0\xE2\x82\xAC", ImportEncoding::kWindows1252);
}
