#pragma once
// Thrown by the database layer when SQLite stays busy or locked past its timeout: the request may be tried
// again (the API answers 503 database_busy), nothing is wrong with it or with the data.
#include <stdexcept>
#include <string>

namespace dialer {

class StorageBusy : public std::runtime_error {
 public:
  explicit StorageBusy(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace dialer
