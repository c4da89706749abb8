#pragma once
// Users and their sessions as the rest of the server sees them (plain values; docs/architecture.md, "Layers").
#include <cstdint>
#include <string>

namespace dialer::model {

struct User {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::string organization_name;
  std::string email;
  std::string first_name;
  std::string last_name;
  std::string phone;
  std::string role;
  std::string password_hash;
  bool active = true;
  std::string created_at;
  std::string updated_at;
};

// One line of `dialer-dashboard org list`.
struct OrganizationSummary {
  std::int64_t id = 0;
  std::string name;
  std::string created_at;
  std::int64_t users = 0;
};

struct Session {
  std::int64_t id = 0;
  std::int64_t last_seen_at = 0;
  std::int64_t expires_at = 0;
  User user;
};

}  // namespace dialer::model
