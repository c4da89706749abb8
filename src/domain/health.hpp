#pragma once
// Whether the server can do its work: for GET /api/v1/health (load balancers, `make run` scripts, monitors).
namespace dialer::db {
class Database;
}

namespace dialer::domain {

class HealthCheck {
 public:
  explicit HealthCheck(db::Database& database) : database_(database) {}

  // A read connection answers a query.
  bool database_answers();

 private:
  db::Database& database_;
};

}  // namespace dialer::domain
