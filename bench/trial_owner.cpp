#include "trial_owner.hpp"

#include <httplib.h>

#include <cstdio>
#include <nlohmann/json.hpp>

namespace bench {

std::optional<std::string> register_trial_owner(int port, const std::string& company, const std::string& owner_name,
                                                const std::string& email) {
  httplib::Client client("127.0.0.1", port);
  const nlohmann::json body = {
      {"companyName", company}, {"name", owner_name}, {"email", email}, {"password", "benchmark1"}};
  const auto registered = client.Post("/api/v1/auth/register-trial", body.dump(), "application/json");
  if (!registered || registered->status != 201) {
    std::fprintf(stderr, "registration failed\n");
    return std::nullopt;
  }
  return nlohmann::json::parse(registered->body)["token"].get<std::string>();
}

}  // namespace bench
