#include "db/lead_queries.hpp"

#include <sqlite3.h>

#include "db/lead_counters.hpp"
#include "db/search_match.hpp"

namespace dialer::db {
namespace {

constexpr const char* kFrom = " FROM leads l LEFT JOIN lead_lists ll ON ll.id = l.list_id ";
// CROSS JOIN fixes the order: the index finds the matches and each is then looked up by id. Left to
// itself the planner walks the organization's leads and probes the index once per lead.
constexpr const char* kFromSearch =
    " FROM lead_search s CROSS JOIN leads l ON l.id = s.rowid LEFT JOIN lead_lists ll ON ll.id = l.list_id ";

// The index serves terms of three characters or more; the phone digits join in when they are as long.
bool uses_index(const model::LeadFilter& f) { return trigram_searchable(f.text); }
bool indexes_digits(const model::LeadFilter& f) { return uses_index(f) && f.digits.size() >= 3; }

std::string index_query(const model::LeadFilter& f) {
  std::string query = trigram_query(f.text);
  if (indexes_digits(f)) query = "(" + query + ") OR (" + trigram_query(f.digits) + ")";
  return query;
}

// The WHERE clause of a filter, with its parameters bound by bind_filter in the same order.
std::string where_clause(const model::LeadFilter& f) {
  std::string where = " WHERE l.organization_id = ?";
  if (uses_index(f)) {
    // The index names leads holding every trigram somewhere; each is checked for the term itself.
    where += " AND lead_search MATCH ? AND (lead_text_contains(?, l.name, l.first_name, l.last_name, l.email, "
             "l.company)";
    if (indexes_digits(f)) where += " OR instr(l.phone_key, ?) > 0";
    where += ")";
  }
  if (f.status) where += " AND l.status = ?";
  if (f.list_id) where += *f.list_id == 0 ? " AND l.list_id IS NULL" : " AND l.list_id = ?";
  if (!uses_index(f) && (!f.text.empty() || !f.digits.empty())) {
    // Under three characters the trigram index cannot help: scan (correct, not fast).
    where += " AND (";
    if (!f.text.empty()) {
      where += "instr(lower(l.name || char(10) || l.first_name || ' ' || l.last_name || char(10) || l.email || "
               "char(10) || l.company), lower(?)) > 0";
    }
    if (!f.text.empty() && !f.digits.empty()) where += " OR ";
    if (!f.digits.empty()) where += "instr(l.phone_key, ?) > 0";
    where += ")";
  }
  return where;
}

int bind_filter(SQLite::Statement& s, std::int64_t organization_id, const model::LeadFilter& f) {
  int i = 1;
  s.bind(i++, organization_id);
  if (uses_index(f)) {
    s.bind(i++, index_query(f));
    s.bind(i++, f.text);
    if (indexes_digits(f)) s.bind(i++, f.digits);
  }
  if (f.status) s.bind(i++, *f.status);
  if (f.list_id && *f.list_id != 0) s.bind(i++, *f.list_id);
  if (!uses_index(f)) {
    if (!f.text.empty()) s.bind(i++, f.text);
    if (!f.digits.empty()) s.bind(i++, f.digits);
  }
  return i;
}

bool is_search(const model::LeadFilter& f) { return !f.text.empty() || !f.digits.empty(); }

// Holds one read snapshot across a page's statements (the counts, then the rows): a lead deleted or moved
// between them would otherwise leave the page short or its total off.
class OneSnapshot {
 public:
  explicit OneSnapshot(SQLite::Database& db) : db_(db) { db_.exec("SAVEPOINT lead_page"); }
  ~OneSnapshot() {
    try {
      db_.exec("RELEASE lead_page");
    } catch (...) {
      // Only reads happened, so nothing is lost; but a pooled reader must not keep its snapshot open.
      if (sqlite3_get_autocommit(db_.getHandle()) == 0) sqlite3_exec(db_.getHandle(), "ROLLBACK", nullptr, nullptr, nullptr);
    }
  }
  OneSnapshot(const OneSnapshot&) = delete;
  OneSnapshot& operator=(const OneSnapshot&) = delete;

 private:
  SQLite::Database& db_;
};

std::vector<model::Lead> run(SQLite::Statement& s) {
  std::vector<model::Lead> leads;
  while (s.executeStep()) leads.push_back(read_lead(s));
  return leads;
}

// Without search, the maintained block counts give the total and the block where the page starts.
model::LeadPage list_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f, std::int64_t offset,
                        int limit) {
  SQLite::Statement blocks(db,
                           "SELECT block, count FROM lead_blocks WHERE organization_id = ? AND filter = ? "
                           "ORDER BY block DESC");
  blocks.bind(1, organization_id);
  blocks.bind(2, lead_filter_key(f.status, f.list_id));
  model::LeadPage page;
  // The page starts in start_block and ends in end_block (the blocks of its first and last lead).
  std::optional<std::int64_t> start_block;
  std::optional<std::int64_t> end_block;
  std::int64_t skip = 0;
  while (blocks.executeStep()) {
    const std::int64_t block = blocks.getColumn(0).getInt64();
    const std::int64_t count = blocks.getColumn(1).getInt64();
    if (!start_block && page.total + count > offset) {
      start_block = block;
      skip = offset - page.total;
    }
    if (start_block && !end_block && page.total + count >= offset + limit) end_block = block;
    page.total += count;
  }
  if (!start_block) return page;

  SQLite::Statement s(db, std::string("SELECT ") + kLeadColumns + kFrom + where_clause(f) +
                              " AND l.id < ? AND l.id >= ? ORDER BY l.id DESC LIMIT ? OFFSET ?");
  int i = bind_filter(s, organization_id, f);
  s.bind(i++, (*start_block + 1) << kLeadBlockBits);
  s.bind(i++, end_block ? *end_block << kLeadBlockBits : 0);
  s.bind(i++, limit);
  s.bind(i++, skip);
  page.leads = run(s);
  return page;
}

}  // namespace

model::LeadPage list_leads(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f, std::int64_t offset,
                    int limit) {
  const OneSnapshot snapshot(db);
  if (!is_search(f)) return list_by_blocks(db, organization_id, f, offset, limit);

  const char* from = uses_index(f) ? kFromSearch : kFrom;
  const char* order = uses_index(f) ? " ORDER BY s.rowid DESC" : " ORDER BY l.id DESC";
  model::LeadPage page;
  SQLite::Statement count(db, std::string("SELECT count(*) FROM (SELECT 1") + from + where_clause(f) + " LIMIT ?)");
  const int next = bind_filter(count, organization_id, f);
  count.bind(next, kSearchCountCap + 1);
  count.executeStep();
  page.total = count.getColumn(0).getInt64();
  if (page.total > kSearchCountCap) {
    page.total = kSearchCountCap;
    page.total_capped = true;
  }
  if (offset >= page.total) return page;

  SQLite::Statement s(db, std::string("SELECT ") + kLeadColumns + from + where_clause(f) + order + " LIMIT ? OFFSET ?");
  int i = bind_filter(s, organization_id, f);
  s.bind(i++, limit);
  s.bind(i++, offset);
  page.leads = run(s);
  return page;
}

std::vector<model::Lead> leads_before(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                     std::int64_t before_id, int limit) {
  const bool fts = uses_index(f);
  SQLite::Statement s(db, std::string("SELECT ") + kLeadColumns + (fts ? kFromSearch : kFrom) + where_clause(f) +
                              (fts ? " AND s.rowid < ? ORDER BY s.rowid DESC" : " AND l.id < ? ORDER BY l.id DESC") +
                              " LIMIT ?");
  int i = bind_filter(s, organization_id, f);
  s.bind(i++, before_id > 0 ? before_id : INT64_MAX);
  s.bind(i++, limit);
  return run(s);
}

std::map<std::string, std::int64_t> lead_status_counts(SQLite::Database& db, std::int64_t organization_id) {
  SQLite::Statement s(db, "SELECT status, count FROM lead_counts WHERE organization_id = ?");
  s.bind(1, organization_id);
  std::map<std::string, std::int64_t> counts;
  while (s.executeStep()) counts[s.getColumn(0).getString()] = s.getColumn(1).getInt64();
  return counts;
}

}  // namespace dialer::db
