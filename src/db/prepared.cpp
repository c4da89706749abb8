#include "db/prepared.hpp"

namespace dialer::db {

Prepared::Prepared(SQLite::Database& db, const std::string& sql) {
  if (auto* cache = StatementCache::current_for(db.getHandle())) lease_ = cache->lease(sql);
  if (lease_.statement) {
    statement_ = lease_.statement;
  } else {
    own_.emplace(db, sql);
    statement_ = &*own_;
  }
}

Prepared::~Prepared() {
  if (lease_.statement) StatementCache::give_back(lease_);
}

}  // namespace dialer::db
