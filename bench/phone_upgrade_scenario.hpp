#pragma once
// The upgrade that reads every stored lead phone as E.164 (migration 0018): a database of this version's
// predecessor (schema 17) with 1,000,000 leads, written straight into the file, then the real server started on
// it — measured until it listens, and its first log line checked to announce the upgrade.
#include <string>

namespace bench {

struct PhoneUpgradeScenarioSize {
  int leads = 1'000'000;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_phone_upgrade_scenario(const std::string& binary, const PhoneUpgradeScenarioSize& size, std::string& table);

}  // namespace bench
