#include "db/search_index_writes.hpp"

#include <algorithm>

#include "db/search_match.hpp"
#include "db/search_rowids.hpp"

namespace dialer::db {
namespace {

// Names, e-mail and company in one column, one field per line: a query never matches across fields.
std::string search_text(const model::LeadFields& f) {
  std::string text = f.name;
  if (f.name.find(f.first_name) == std::string::npos) text += "\n" + f.first_name;
  if (f.name.find(f.last_name) == std::string::npos) text += "\n" + f.last_name;
  return text + "\n" + f.email + "\n" + f.company;
}

std::string search_phone(const model::LeadFields& f) {
  return f.phone_key.starts_with('+') ? f.phone_key.substr(1) : f.phone_key;
}

constexpr const char* kIndex = "INSERT INTO lead_search (rowid, text, phone, pairs) VALUES (?, ?, ?, ?)";
constexpr const char* kUnindex =
    "INSERT INTO lead_search (lead_search, rowid, text, phone, pairs) VALUES ('delete', ?, ?, ?, ?)";

}  // namespace

void SearchIndexWrites::add(std::int64_t organization_id, std::int64_t lead_id, const model::LeadFields& fields) {
  entries_.push_back({search_rowid(organization_id, lead_id), false, search_text(fields), search_phone(fields)});
}

void SearchIndexWrites::remove(std::int64_t organization_id, std::int64_t lead_id, const model::LeadFields& fields) {
  entries_.push_back({search_rowid(organization_id, lead_id), true, search_text(fields), search_phone(fields)});
}

bool SearchIndexWrites::differ(const model::LeadFields& a, const model::LeadFields& b) {
  return search_text(a) != search_text(b) || search_phone(a) != search_phone(b);
}

void SearchIndexWrites::append(SearchIndexWrites&& later) {
  if (entries_.empty()) {
    entries_ = std::move(later.entries_);
  } else {
    entries_.insert(entries_.end(), std::make_move_iterator(later.entries_.begin()),
                    std::make_move_iterator(later.entries_.end()));
  }
  later.entries_.clear();
}

void SearchIndexWrites::apply(StatementCache& statements) {
  // Rising rowids; one lead's own entries keep the order they were recorded in (removed, then added again).
  std::stable_sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) { return a.rowid < b.rowid; });
  for (const auto& entry : entries_) {
    auto& index = statements.get(entry.removed ? kUnindex : kIndex);
    index.bind(1, entry.rowid);
    index.bind(2, entry.text);
    index.bind(3, entry.phone);
    index.bind(4, phone_digit_pairs(entry.phone));
    index.exec();
    index.reset();
  }
  entries_.clear();
}

}  // namespace dialer::db
