#pragma once
// What a write changes in the search index (lead_search: the text, the phone's digits and their pairs, migration
// 0048), recorded as leads are written and applied once in the index's own order: by the write path at the end of
// its group commit (db/group_search_index.hpp), with the other writes' changes. FTS5 keeps new entries in memory
// only while their rowids rise: a lower rowid writes out everything it holds as a segment of its own. The rowids run
// newest lead first (db/search_rowids.hpp), so an import written lead by lead would leave one segment per lead.
#include <cstdint>
#include <string>
#include <vector>

#include "db/statement_cache.hpp"
#include "model/lead.hpp"

namespace dialer::db {

class SearchIndexWrites {
 public:
  void add(std::int64_t organization_id, std::int64_t lead_id, const model::LeadFields& fields);
  // A contentless index forgets a lead only when told exactly what it holds for it: the fields it was added with.
  void remove(std::int64_t organization_id, std::int64_t lead_id, const model::LeadFields& fields);
  // Writes what was recorded through the writer's statements (in the caller's transaction), then forgets it.
  void apply(StatementCache& statements);
  // Takes over what `later` recorded, after this one's own.
  void append(SearchIndexWrites&& later);
  bool empty() const { return entries_.empty(); }
  void clear() { entries_.clear(); }

  // Whether a change of fields changes what the indexes hold.
  static bool differ(const model::LeadFields& a, const model::LeadFields& b);

 private:
  struct Entry {
    std::int64_t rowid;
    bool removed;
    std::string text;
    std::string phone;
  };
  std::vector<Entry> entries_;
};

}  // namespace dialer::db
