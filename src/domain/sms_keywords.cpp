#include "domain/sms_keywords.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>
#include <vector>

namespace dialer::domain {
namespace {

constexpr std::array<std::string_view, 8> kOptOut{"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"};
constexpr std::array<std::string_view, 3> kOptIn{"START", "UNSTOP", "YES"};
constexpr std::array<std::string_view, 2> kHelp{"HELP", "INFO"};
// A short opt-out that names these is about calls too ("Stop calling me").
constexpr std::array<std::string_view, 4> kCallWords{"CALL", "CALLS", "CALLING", "PHONE"};
// iPhone tapbacks sent to a phone that is not an iPhone: the verb, a space, the quoted text.
constexpr std::array<std::string_view, 6> kTapbacks{"Liked ", "Loved ", "Disliked ", "Laughed at ", "Emphasized ",
                                                    "Questioned "};
constexpr std::string_view kCurlyApostrophe = "\xE2\x80\x99";

template <std::size_t N>
bool among(const std::array<std::string_view, N>& words, std::string_view word) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

// The keywords are ASCII: anything else separates words (spaces, punctuation, curly quotes, emoji).
bool is_word_byte(unsigned char c) { return std::isalnum(c) != 0; }

bool starts_with_quote(std::string_view text) {
  return text.starts_with("\xE2\x80\x9C") || text.starts_with("\"") || text.starts_with("\xE2\x80\x98");
}

bool is_tapback(std::string_view body) {
  for (const auto verb : kTapbacks) {
    if (body.starts_with(verb) && starts_with_quote(body.substr(verb.size()))) return true;
  }
  // "Reacted 😀 to “…”": the newer tapback with any emoji.
  if (!body.starts_with("Reacted ")) return false;
  const auto to = body.find(" to ");
  return to != std::string_view::npos && starts_with_quote(body.substr(to + 4));
}

// The length of an apostrophe at the start of `text` (' or ’), 0 when there is none.
std::size_t apostrophe_at(std::string_view text) {
  if (text.starts_with('\'')) return 1;
  return text.starts_with(kCurlyApostrophe) ? kCurlyApostrophe.size() : 0;
}

// The text's words in upper case: runs of ASCII letters and digits. An apostrophe inside a word joins it ("don't"
// is one word, so a short reply is not made long by its contractions).
std::vector<std::string> words_of(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (is_word_byte(c)) {
      word += static_cast<char>(std::toupper(c));
      continue;
    }
    const std::size_t apostrophe = word.empty() ? 0 : apostrophe_at(text.substr(i));
    if (apostrophe > 0 && i + apostrophe < text.size() && is_word_byte(static_cast<unsigned char>(text[i + apostrophe]))) {
      i += apostrophe - 1;
      continue;
    }
    if (!word.empty()) words.push_back(std::exchange(word, {}));
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

// The first opt-out word among `words` ("OPT OUT" for the two words, as "opt-out" reads too), or "".
std::string opt_out_word(const std::vector<std::string>& words) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (among(kOptOut, words[i])) return words[i];
    if (words[i] == "OPT" && i + 1 < words.size() && words[i + 1] == "OUT") return "OPT OUT";
  }
  return "";
}

bool about_calls(const std::vector<std::string>& words) {
  return std::any_of(words.begin(), words.end(), [](const std::string& w) { return w == "STOPALL" || among(kCallWords, w); });
}

}  // namespace

InboundSmsMeaning classify_inbound_sms(std::string_view body) {
  if (is_tapback(body)) return {InboundSmsKind::kReaction, "", false, false};
  const auto words = words_of(body);
  if (words.size() == 1) {
    const std::string& word = words.front();
    if (among(kOptOut, word)) return {InboundSmsKind::kOptOut, word, word == "STOPALL", true};
    if (among(kOptIn, word)) return {InboundSmsKind::kOptIn, word, false, true};
    if (among(kHelp, word)) return {InboundSmsKind::kHelp, word, false, true};
  }
  const std::string found = opt_out_word(words);
  if (found.empty()) return {};
  if (words.size() > kShortReplyWords) return {InboundSmsKind::kUnclear, found, false, false};
  return {InboundSmsKind::kOptOut, found, about_calls(words), false};
}

}  // namespace dialer::domain
