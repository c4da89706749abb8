#pragma once
// Reading a state's word back (docs/architecture.md, "States are types"): every state header lists its values in an
// array and says each one's word with to_text; this finds the value a word names, for all of them.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace dialer::model {

template <class State, std::size_t N>
constexpr std::optional<State> state_named(const std::array<State, N>& all, std::string_view word) {
  for (const auto state : all) {
    if (to_text(state) == word) return state;
  }
  return std::nullopt;
}

}  // namespace dialer::model
