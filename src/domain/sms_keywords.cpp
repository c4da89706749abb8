#include "domain/sms_keywords.hpp"

#include <array>
#include <cctype>

namespace dialer::domain {
namespace {

constexpr std::array<std::string_view, 8> kOptOut{"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"};
constexpr std::array<std::string_view, 3> kOptIn{"START", "UNSTOP", "YES"};
constexpr std::array<std::string_view, 2> kHelp{"HELP", "INFO"};
// iPhone tapbacks sent to a phone that is not an iPhone: the verb, a space, the quoted text.
constexpr std::array<std::string_view, 6> kTapbacks{"Liked ", "Loved ", "Disliked ", "Laughed at ", "Emphasized ",
                                                    "Questioned "};

template <std::size_t N>
bool among(const std::array<std::string_view, N>& words, std::string_view word) {
  for (const auto w : words) {
    if (w == word) return true;
  }
  return false;
}

// The keywords are ASCII: anything else separates words (spaces, punctuation, curly quotes, emoji).
bool is_word_byte(unsigned char c) { return std::isalnum(c) != 0; }

bool starts_with_quote(std::string_view text) {
  return text.starts_with("\xE2\x80\x9C") || text.starts_with("\"") || text.starts_with("\xE2\x80\x98");
}

}  // namespace

InboundSmsMeaning classify_inbound_sms(std::string_view body) {
  for (const auto verb : kTapbacks) {
    if (body.starts_with(verb) && starts_with_quote(body.substr(verb.size()))) return {InboundSmsKind::kReaction, "", false};
  }
  // "Reacted 😀 to “…”": the newer tapback with any emoji.
  if (body.starts_with("Reacted ")) {
    const auto to = body.find(" to ");
    if (to != std::string_view::npos && starts_with_quote(body.substr(to + 4))) return {InboundSmsKind::kReaction, "", false};
  }
  // The one word, without what surrounds it; a text with two words is no keyword.
  std::size_t start = 0;
  while (start < body.size() && !is_word_byte(static_cast<unsigned char>(body[start]))) ++start;
  std::size_t end = start;
  while (end < body.size() && is_word_byte(static_cast<unsigned char>(body[end]))) ++end;
  for (std::size_t rest = end; rest < body.size(); ++rest) {
    if (is_word_byte(static_cast<unsigned char>(body[rest]))) return {};
  }
  std::string word;
  for (std::size_t i = start; i < end; ++i) word += static_cast<char>(std::toupper(static_cast<unsigned char>(body[i])));
  if (word.empty()) return {};
  if (among(kOptOut, word)) return {InboundSmsKind::kOptOut, word, word == "STOPALL"};
  if (among(kOptIn, word)) return {InboundSmsKind::kOptIn, word, false};
  if (among(kHelp, word)) return {InboundSmsKind::kHelp, word, false};
  return {};
}

}  // namespace dialer::domain
