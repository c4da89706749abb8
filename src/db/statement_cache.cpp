#include "db/statement_cache.hpp"

#include <sqlite3.h>

namespace dialer::db {
namespace {

// Each kind of read or write is a handful of SQL texts; only filters combined freely make more. Past this many
// a connection compiles the rest for each use, so memory stays bounded whatever the requests.
constexpr std::size_t kMostStatements = 400;

thread_local StatementCache* current_cache = nullptr;

}  // namespace

StatementCache::~StatementCache() {
  for (auto& [sql, entry] : raw_statements_) sqlite3_finalize(entry.statement);
}

SQLite::Statement& StatementCache::get(const std::string& sql) {
  const auto found = statements_.find(sql);
  if (found == statements_.end()) {
    // Prepared before it is stored: SQL that does not compile leaves nothing behind.
    auto statement = std::make_unique<SQLite::Statement>(db_, sql);
    return *statements_.emplace(sql, Entry{std::move(statement), false}).first->second.statement;
  }
  // A write that failed half-way may have left it mid-step or holding its error; either is over now.
  auto& statement = *found->second.statement;
  statement.tryReset();
  statement.clearBindings();
  return statement;
}

void StatementCache::reset_all() noexcept {
  // sqlite3_reset reports the last step's error again: it was reported when it happened.
  for (auto& [sql, entry] : statements_) entry.statement->tryReset();
  for (auto& [sql, entry] : raw_statements_) sqlite3_reset(entry.statement);
}

StatementCache::Lease<SQLite::Statement> StatementCache::lease(const std::string& sql) {
  auto found = statements_.find(sql);
  if (found == statements_.end()) {
    if (statements_.size() + raw_statements_.size() >= kMostStatements) return {};
    auto statement = std::make_unique<SQLite::Statement>(db_, sql);
    found = statements_.emplace(sql, Entry{std::move(statement), false}).first;
  }
  if (found->second.in_use) return {};
  found->second.in_use = true;
  return {found->second.statement.get(), &found->second.in_use};
}

void StatementCache::give_back(Lease<SQLite::Statement> lease) noexcept {
  lease.statement->tryReset();
  try {
    lease.statement->clearBindings();
  } catch (...) {
    // Clearing bindings fails only on a misuse SQLite reports elsewhere; the next bind overwrites them.
  }
  *lease.in_use = false;
}

StatementCache::Lease<sqlite3_stmt> StatementCache::lease_raw(const char* sql) {
  auto found = raw_statements_.find(sql);
  if (found == raw_statements_.end()) {
    if (statements_.size() + raw_statements_.size() >= kMostStatements) return {};
    sqlite3_stmt* statement = nullptr;
    const int result = sqlite3_prepare_v3(db_.getHandle(), sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, nullptr);
    if (result != SQLITE_OK) throw SQLite::Exception(db_.getHandle(), result);
    found = raw_statements_.emplace(sql, LeasedRaw{statement, false}).first;
  }
  if (found->second.in_use) return {};
  found->second.in_use = true;
  return {found->second.statement, &found->second.in_use};
}

void StatementCache::give_back(Lease<sqlite3_stmt> lease) noexcept {
  sqlite3_reset(lease.statement);
  sqlite3_clear_bindings(lease.statement);
  *lease.in_use = false;
}

StatementCache* StatementCache::current_for(sqlite3* handle) noexcept {
  return current_cache && current_cache->db_.getHandle() == handle ? current_cache : nullptr;
}

StatementCache::Scope::Scope(StatementCache& cache) noexcept : previous_(current_cache) { current_cache = &cache; }

StatementCache::Scope::~Scope() { current_cache = previous_; }

}  // namespace dialer::db
