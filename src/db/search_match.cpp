#include "db/search_match.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace dialer::db {
namespace {

// Bytes of the UTF-8 character that starts with `lead`.
std::size_t utf8_length(unsigned char lead) {
  if (lead >= 0xF0) return 4;
  if (lead >= 0xE0) return 3;
  if (lead >= 0xC0) return 2;
  return 1;
}

std::vector<std::string_view> characters(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = std::min(utf8_length(static_cast<unsigned char>(text[i])), text.size() - i);
    out.push_back(text.substr(i, n));
    i += n;
  }
  return out;
}

// Case folding borrowed from the trigram tokenizer, so that a lead the index names is checked with the
// same idea of "the same letter" the index was built with.
class TrigramFolder {
 public:
  explicit TrigramFolder(sqlite3* db) {
    fts5_api* api = nullptr;
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, nullptr) == SQLITE_OK) {
      sqlite3_bind_pointer(statement, 1, static_cast<void*>(&api), "fts5_api_ptr", nullptr);
      sqlite3_step(statement);
    }
    sqlite3_finalize(statement);
    void* context = nullptr;
    if (api == nullptr || api->xFindTokenizer(api, "trigram", &context, &functions_) != SQLITE_OK ||
        functions_.xCreate(context, nullptr, 0, &tokenizer_) != SQLITE_OK) {
      throw std::runtime_error("this SQLite has no FTS5 trigram tokenizer");
    }
  }
  ~TrigramFolder() { functions_.xDelete(tokenizer_); }
  TrigramFolder(const TrigramFolder&) = delete;
  TrigramFolder& operator=(const TrigramFolder&) = delete;

  // The text with every character folded. The tokenizer emits one trigram per starting character, folded;
  // two characters of padding let every character of the text start one, and each trigram's first
  // character is that character folded.
  std::string fold(std::string_view text) const {
    std::string padded(text);
    padded += "\n\n";
    std::string folded;
    folded.reserve(text.size());
    functions_.xTokenize(tokenizer_, &folded, FTS5_TOKENIZE_DOCUMENT, padded.data(), static_cast<int>(padded.size()),
                         &TrigramFolder::take_first_character);
    return folded;
  }

 private:
  static int take_first_character(void* context, int, const char* token, int size, int, int) {
    if (size > 0) {
      const std::size_t n = std::min<std::size_t>(utf8_length(static_cast<unsigned char>(token[0])), size);
      static_cast<std::string*>(context)->append(token, n);
    }
    return SQLITE_OK;
  }

  fts5_tokenizer functions_{};
  Fts5Tokenizer* tokenizer_ = nullptr;
};

// The tokenizer folds the 127 ASCII characters after NUL as C's tolower does (A–Z to a–z) and leaves them one
// byte each: text made only of them is compared without folding it first.
bool plain_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c > 0; });
}

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Whether plain ASCII `field` holds `folded_needle` (plain ASCII, folded), ignoring case.
bool ascii_contains(std::string_view field, std::string_view folded_needle) {
  if (folded_needle.empty()) return true;
  if (field.size() < folded_needle.size()) return false;
  const auto found = std::search(field.begin(), field.end(), folded_needle.begin(), folded_needle.end(),
                                 [](char a, char b) { return ascii_lower(a) == b; });
  return found != field.end();
}

std::string_view text_argument(sqlite3_value* value) {
  const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(value));
  if (text == nullptr) return {};
  return {text, static_cast<std::size_t>(sqlite3_value_bytes(value))};
}

void lead_text_contains(sqlite3_context* context, int argc, sqlite3_value** argv) {
  const auto* folder = static_cast<const TrigramFolder*>(sqlite3_user_data(context));
  // The needle is the same for every row of a query: fold it once and keep it with the statement.
  const auto* needle = static_cast<const std::string*>(sqlite3_get_auxdata(context, 0));
  std::string folded_needle;
  if (needle == nullptr) {
    folded_needle = folder->fold(text_argument(argv[0]));
    sqlite3_set_auxdata(context, 0, new std::string(folded_needle),
                        [](void* kept) { delete static_cast<std::string*>(kept); });
    needle = &folded_needle;
  }
  const bool plain_needle = plain_ascii(*needle);
  for (int i = 1; i < argc; ++i) {
    const std::string_view field = text_argument(argv[i]);
    const bool found = plain_needle && plain_ascii(field) ? ascii_contains(field, *needle)
                                                          : folder->fold(field).find(*needle) != std::string::npos;
    if (found) {
      sqlite3_result_int(context, 1);
      return;
    }
  }
  sqlite3_result_int(context, 0);
}

void phone_digit_pairs_function(sqlite3_context* context, int, sqlite3_value** argv) {
  const std::string pairs = phone_digit_pairs(text_argument(argv[0]));
  sqlite3_result_text(context, pairs.data(), static_cast<int>(pairs.size()), SQLITE_TRANSIENT);
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The character of two digits: one of the hundred from U+4E00 (CJK ideographs: no case to fold, no diacritics to
// remove, so the index keeps each as it is), three bytes of UTF-8 each.
constexpr unsigned kFirstPair = 0x4E00;

void append_pair(std::string& out, char first, char second) {
  const unsigned code = kFirstPair + static_cast<unsigned>((first - '0') * 10 + (second - '0'));
  out += static_cast<char>(0xE0 | (code >> 12));
  out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
  out += static_cast<char>(0x80 | (code & 0x3F));
}

}  // namespace

std::string phone_digit_pairs(std::string_view phone) {
  std::string out;
  for (std::size_t i = 0; i + 1 < phone.size(); ++i) {
    if (!is_digit(phone[i])) continue;
    if (!is_digit(phone[i + 1])) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    append_pair(out, phone[i], phone[i + 1]);
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

bool may_hold_digit_pairs(std::string_view text) {
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if ((lead & 0xF0) != 0xE0) continue;
    const unsigned code = ((lead & 0x0Fu) << 12) | ((static_cast<unsigned char>(text[i + 1]) & 0x3Fu) << 6) |
                          (static_cast<unsigned char>(text[i + 2]) & 0x3Fu);
    if (code >= kFirstPair && code < kFirstPair + 100) return true;
  }
  return false;
}

void register_search_match(SQLite::Database& db) {
  // The connection owns the folder from here on: SQLite deletes it when the connection closes, or at once
  // should the registration fail.
  auto* folder = new TrigramFolder(db.getHandle());
  const int rc = sqlite3_create_function_v2(
      db.getHandle(), "lead_text_contains", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, folder,
      &lead_text_contains, nullptr, nullptr, [](void* owned) { delete static_cast<TrigramFolder*>(owned); });
  if (rc != SQLITE_OK) throw SQLite::Exception(db.getHandle(), rc);
  const int pairs_rc = sqlite3_create_function_v2(db.getHandle(), "phone_digit_pairs", 1,
                                                  SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, nullptr,
                                                  &phone_digit_pairs_function, nullptr, nullptr, nullptr);
  if (pairs_rc != SQLITE_OK) throw SQLite::Exception(db.getHandle(), pairs_rc);
}

bool trigram_searchable(std::string_view text) { return characters(text).size() >= 3; }

std::string trigram_phrase(std::string_view text) {
  // An FTS5 string: in double quotes, each one inside doubled. The tokenizer makes it a phrase of trigrams.
  std::string quoted = "\"";
  for (const char c : text) {
    quoted += c;
    if (c == '"') quoted += '"';
  }
  return quoted + "\"";
}

}  // namespace dialer::db
