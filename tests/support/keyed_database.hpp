#pragma once
// A database with a lead key directory observing its writer, the way the lead write path (LeadWrites) sets
// one up: for the tests of the db layer's lead pieces on their own.
#include <string>

#include "db/database.hpp"
#include "db/lead_keys.hpp"

namespace test {

class KeyedDatabase : public dialer::db::Database {
 public:
  explicit KeyedDatabase(std::string path) : Database(std::move(path)) { add_observer(keys_); }
  ~KeyedDatabase() { remove_observer(keys_); }
  dialer::db::LeadKeys& lead_keys() { return keys_; }

 private:
  dialer::db::LeadKeys keys_;
};

}  // namespace test
