#pragma once
// The leads reads with floor targets (docs/benchmarks.md, "The floor") — page 1, a deep page, the status filter, name and phone search,
// the stats — as floor comparisons (bench/floor_comparison.hpp): their requests, their SQL, their targets.
#include <string>
#include <vector>

#include "floor_comparison.hpp"

namespace bench {

// `email`: the owner whose organization's leads are read; the searches take the terms in turn.
std::vector<FloorScenario> lead_read_floors(const std::string& db_path, const std::string& email, int deep_page,
                                            const std::vector<std::string>& name_terms,
                                            const std::vector<std::string>& phone_terms);

}  // namespace bench
