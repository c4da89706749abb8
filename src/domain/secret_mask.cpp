#include "domain/secret_mask.hpp"

namespace dialer::domain {
namespace {

constexpr const char* kMaskPrefix = "••••";

}  // namespace

std::string mask_secret(const std::string& secret) {
  if (secret.empty()) return "";
  return kMaskPrefix + (secret.size() > 8 ? secret.substr(secret.size() - 4) : std::string());
}

bool is_secret_mask(const std::string& value) { return value.rfind(kMaskPrefix, 0) == 0; }

}  // namespace dialer::domain
