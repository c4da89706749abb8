#include "lead_read_floors.hpp"

#include <httplib.h>

#include <algorithm>

#include "page_sql.hpp"

namespace bench {
namespace {

// A search's SQL differs with its term; the floor runs that of the first terms in turn (each prepared once on
// each of its connections, so not all of them).
constexpr std::size_t kSearchSqlTerms = 100;

const FloorTarget kPageTarget{"≤ 2 × floor, ≥ 5,000/s per core", 2, 5000, 0};
const FloorTarget kSearchTarget{"≥ 1,500/s per core, p99 ≤ 10 ms", 0, 1500, 10};
const FloorTarget kStatsTarget{"≤ 1.2 × floor", 1.2, 0, 0};

FloorScenario page(const std::string& name, const std::string& db_path, const std::string& email, int number,
                   const std::optional<std::string>& status) {
  const std::string path =
      "/api/v1/leads?page=" + std::to_string(number) + "&limit=20" + (status ? "&status=" + *status : "");
  return FloorScenario{name,
                       [path](int) {
                         return Request{"GET", path, ""};
                       },
                       {leads_page_sql(db_path, email, number, 20, status, "")},
                       kPageTarget};
}

FloorScenario search(const std::string& name, const std::string& db_path, const std::string& email,
                     const std::vector<std::string>& terms) {
  std::vector<std::string> paths;
  for (const auto& term : terms)
    paths.push_back("/api/v1/leads?page=1&limit=20&search=" + httplib::detail::encode_query_param(term));
  std::vector<std::string> sql;
  for (std::size_t i = 0; i < std::min(terms.size(), kSearchSqlTerms); ++i) {
    sql.push_back(leads_page_sql(db_path, email, 1, 20, std::nullopt, terms[i]));
  }
  return FloorScenario{name,
                       [paths](int i) {
                         return Request{"GET", paths[static_cast<std::size_t>(i) % paths.size()], ""};
                       },
                       std::move(sql), kSearchTarget};
}

}  // namespace

std::vector<FloorScenario> lead_read_floors(const std::string& db_path, const std::string& email, int deep_page,
                                            const std::vector<std::string>& name_terms,
                                            const std::vector<std::string>& phone_terms) {
  return {page("list, page 1", db_path, email, 1, std::nullopt),
          page("list, page " + std::to_string(deep_page), db_path, email, deep_page, std::nullopt),
          page("status filter (interested)", db_path, email, 1, "interested"),
          search("search, name fragment", db_path, email, name_terms),
          search("search, phone fragment", db_path, email, phone_terms),
          FloorScenario{"stats",
                        [](int) {
                          return Request{"GET", "/api/v1/leads/stats", ""};
                        },
                        {lead_stats_sql(db_path, email)},
                        kStatsTarget}};
}

}  // namespace bench
