#pragma once
// The SQL a leads answer runs, as the server runs it: the product's own reads (db/lead_queries.hpp) called on the
// bench's database with SQLite's statement trace on, each statement with its parameters written in. The floor
// server runs it again to separate the SQL's cost from the rest of a request's (bench/floor_server.cpp).
#include <optional>
#include <string>

namespace bench {

// One line: the statements of GET /api/v1/leads?page=…&limit=…[&status=…][&search=…] for the owner `email`'s
// organization, newest first, separated by "; ".
std::string leads_page_sql(const std::string& db_path, const std::string& email, int page, int limit,
                           const std::optional<std::string>& status, const std::string& search);

// The same for GET /api/v1/leads/stats.
std::string lead_stats_sql(const std::string& db_path, const std::string& email);

}  // namespace bench
