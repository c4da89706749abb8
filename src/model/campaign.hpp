#pragma once
// Campaigns as the rest of the server sees them (plain values; docs/architecture.md, "Layers").
#include <cstdint>
#include <string>

namespace dialer::model {

struct Campaign {
  std::int64_t id = 0;
  std::string name;
  std::string created_at;
};

}  // namespace dialer::model
