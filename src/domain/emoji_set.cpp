#include "domain/emoji_set.hpp"

#include <algorithm>
#include <sstream>

#include "db/database.hpp"
#include "db/message_template_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

const std::vector<std::string> kStartingSet{"📞", "✅", "📅", "❌", "🔥", "👍", "⭐", "💬"};
constexpr std::size_t kMost = 48;

DomainError invalid_emojis(const std::string& message) {
  return DomainError::invalid("validation_error", message, {{"emojis", message}});
}

// One emoji as a person picks it: a short run of pictographic code points (with the joiners, variation
// selectors, skin tones and flag letters that make one), no letters, digits, spaces or punctuation.
bool looks_like_one_emoji(const std::string& text) {
  if (text.empty() || text.size() > 32 || !is_clean_utf8(text)) return false;
  bool pictographic = false;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      // Keycap emojis ("1️⃣") start with an ASCII digit, # or *: anything else ASCII is not an emoji.
      if (!(i == 0 && (std::isdigit(c) || c == '#' || c == '*') && text.size() > 1)) return false;
      ++i;
      continue;
    }
    const int length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
    char32_t point = c & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F);
    for (int k = 1; k < length; ++k) point = (point << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    const bool keycap = point == 0x20E3;  // the enclosing keycap of "1️⃣"
    if (point >= 0x2190 || keycap) pictographic = pictographic || (point != 0x200D && !(point >= 0xFE00 && point <= 0xFE0F));
    if (point < 0x2190 && !keycap && point != 0x00A9 && point != 0x00AE) return false;
    i += static_cast<std::size_t>(length);
  }
  return pictographic;
}

std::vector<std::string> split(const std::string& stored) {
  std::vector<std::string> out;
  std::istringstream words(stored);
  for (std::string w; words >> w;) out.push_back(w);
  return out;
}

}  // namespace

std::vector<std::string> EmojiSet::get(const auth::Caller& caller) {
  const auto stored = database_.read([&](SQLite::Database& db) { return db::emoji_set(db, caller.organization_id); });
  return stored ? split(*stored) : kStartingSet;
}

std::vector<std::string> EmojiSet::save(const auth::Caller& caller, const std::vector<std::string>& given) {
  if (given.empty()) throw invalid_emojis("Choose at least one emoji");
  if (given.size() > kMost) throw invalid_emojis("At most 48 emojis");
  std::vector<std::string> emojis;
  for (const auto& raw : given) {
    const std::string e = trim(raw);
    if (!looks_like_one_emoji(e)) throw invalid_emojis("\"" + shortened(raw, 20) + "\" is not an emoji");
    if (std::find(emojis.begin(), emojis.end(), e) != emojis.end()) throw invalid_emojis(e + " is in the set twice");
    emojis.push_back(e);
  }
  std::string stored;
  for (const auto& e : emojis) stored += (stored.empty() ? "" : " ") + e;
  database_.write([&](SQLite::Database& db) {
    db::save_emoji_set(db, caller.organization_id, stored, iso8601_utc(clock_.now()));
  });
  return emojis;
}

}  // namespace dialer::domain
