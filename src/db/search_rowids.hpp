#pragma once
// Where a lead sits in the search index (docs/architecture.md, "Searching leads"): its rowid there is not its id but
// its organization's id followed by its id counted down, so that one organization's leads are one range of the
// index, newest first — the order the index reads fast and a search page shows by default.
#include <cstdint>
#include <stdexcept>

namespace dialer::db {

// Lead ids below 2^40 (a million leads a day for three thousand years); organization ids below 2^23.
inline constexpr int kSearchIdBits = 40;
inline constexpr std::int64_t kSearchIdMask = (std::int64_t{1} << kSearchIdBits) - 1;
inline constexpr std::int64_t kSearchOrganizations = std::int64_t{1} << (63 - kSearchIdBits);

inline std::int64_t search_rowid(std::int64_t organization_id, std::int64_t lead_id) {
  if (organization_id <= 0 || organization_id >= kSearchOrganizations || lead_id <= 0 || lead_id > kSearchIdMask) {
    throw std::out_of_range("a lead or organization id past what the search index holds");
  }
  return (organization_id << kSearchIdBits) + (kSearchIdMask - lead_id);
}

inline std::int64_t lead_id_of_search_rowid(std::int64_t rowid) { return kSearchIdMask - (rowid & kSearchIdMask); }

// The organization's rowids: [first, last], its newest lead first.
inline std::int64_t first_search_rowid(std::int64_t organization_id) { return organization_id << kSearchIdBits; }
inline std::int64_t last_search_rowid(std::int64_t organization_id) {
  return (organization_id << kSearchIdBits) + kSearchIdMask;
}

// lead_id_of_search_rowid in SQL, over the index's alias `s`.
inline constexpr const char* kLeadIdOfSearchRowid = "(1099511627775 - (s.rowid & 1099511627775))";
static_assert(kSearchIdMask == 1099511627775);

}  // namespace dialer::db
