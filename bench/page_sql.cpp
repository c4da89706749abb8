#include "page_sql.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <functional>
#include <stdexcept>
#include <string_view>

#include "db/lead_block_pages.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_queries.hpp"
#include "db/search_match.hpp"
#include "domain/leads.hpp"

namespace bench {
namespace {

// Runs read(db, organization) and returns the statements it ran.
std::string traced(const std::string& db_path, const std::string& email,
                   const std::function<void(SQLite::Database&, std::int64_t)>& read) {
  SQLite::Database db(db_path, SQLite::OPEN_READONLY);
  dialer::db::register_search_match(db);
  SQLite::Statement owner(db, "SELECT organization_id FROM users WHERE email_key = lower(?)");
  owner.bind(1, email);
  if (!owner.executeStep()) throw std::runtime_error("no user " + email + " in " + db_path);
  const std::int64_t organization = owner.getColumn(0).getInt64();

  // Once untraced first: a connection's first use of the search index runs the index's own set-up statements.
  read(db, organization);
  std::string statements;
  sqlite3_trace_v2(
      db.getHandle(), SQLITE_TRACE_STMT,
      [](unsigned, void* context, void* statement, void* text) {
        // SQLite marks a statement run inside another (the search index's own reads) with "--": it is part of the
        // statement that runs it.
        if (std::string_view(static_cast<const char*>(text)).starts_with("--")) return 0;
        char* sql = sqlite3_expanded_sql(static_cast<sqlite3_stmt*>(statement));
        auto& out = *static_cast<std::string*>(context);
        out += (out.empty() ? "" : "; ") + std::string(sql ? sql : "");
        sqlite3_free(sql);
        return 0;
      },
      &statements);
  read(db, organization);
  sqlite3_trace_v2(db.getHandle(), 0, nullptr, nullptr);
  // The floor reads one request's statements a line.
  if (statements.find('\n') != std::string::npos) throw std::runtime_error("a traced statement spans lines");
  return statements;
}

}  // namespace

std::string leads_page_sql(const std::string& db_path, const std::string& email, int page, int limit,
                           const std::optional<std::string>& status, const std::string& search) {
  dialer::db::LeadTextCache kept(nullptr, 1);
  return traced(db_path, email, [&](SQLite::Database& db, std::int64_t organization) {
    const auto filter = dialer::domain::lead_filter(search, status, std::nullopt);
    const std::int64_t offset = static_cast<std::int64_t>(page - 1) * limit;
    // A page newest first reads its ids and total, and takes its leads (and, without a search, the ids of a range
    // it falls deep inside) from what the server keeps (db/lead_text_cache.hpp): what it reads once they are kept.
    // (`traced` reads twice, the first time untraced.)
    const dialer::db::OneSnapshot snapshot(db);
    if (dialer::db::filter_is_search(filter)) {
      dialer::db::search_page_ids(db, organization, filter, true, offset, limit);
    } else {
      dialer::db::page_ids_by_blocks(db, organization, filter, true, offset, limit, {kept, kept.ticket()});
    }
  });
}

std::string lead_stats_sql(const std::string& db_path, const std::string& email) {
  return traced(db_path, email, [](SQLite::Database& db, std::int64_t organization) {
    dialer::db::lead_status_counts(db, organization);
  });
}

}  // namespace bench
