#pragma once
// A morning on /leads at scale, on the leads benchmark's server (2,000,000 leads): a 50,000-lead list sorted by
// company (the largest selection a name or company sort takes), then a status set on every lead as a bulk job
// while four clients keep creating leads.
#include <string>

namespace bench {

// Appends its rows (markdown) to `table`; returns whether every budget was met.
bool run_lead_work_scenario(int port, const std::string& token, int clients, int requests, std::string& table);

}  // namespace bench
