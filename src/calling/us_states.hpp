#pragma once
// Where a lead is, when its record says so: US states and territories by code or name, and the state a ZIP code
// belongs to. Used to tell a lead's time zones before its phone number is asked (docs/dialer.md).
#include <optional>
#include <span>
#include <string_view>

namespace dialer::calling {

struct UsState {
  std::string_view code;  // "FL"
  std::string_view name;  // "Florida"
  // Every zone part of the state keeps (49 CFR Part 71): Florida's panhandle is Central, El Paso Mountain …
  std::span<const std::string_view> zones;
};

// Every state and territory the table knows, in the order of the table (alphabetical states, then territories).
std::span<const UsState> us_states();

// By two-letter code or full name, any case ("fl", "Florida", "FLORIDA"); nullopt for anything else.
std::optional<UsState> find_us_state(std::string_view code_or_name);

// The state of a five-digit ZIP code (or ZIP+4), by its first three digits; nullopt when it is not one.
std::optional<UsState> us_state_of_zip(std::string_view postal_code);

}  // namespace dialer::calling
