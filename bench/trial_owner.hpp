#pragma once
// Registers a company's free trial on a benchmark server and returns its owner's bearer token.
#include <optional>
#include <string>

namespace bench {

// Password "benchmark1"; nothing (and a line on stderr) when the registration is refused.
std::optional<std::string> register_trial_owner(int port, const std::string& company, const std::string& owner_name,
                                                const std::string& email);

}  // namespace bench
