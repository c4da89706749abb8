#pragma once
// The abuse benchmark: 16 clients each importing 100,000 rows at once (retrying when told to wait) while
// another user lists and creates leads, then 64 addresses guessing one account's password while another user
// signs in, then 32 addresses sending anonymous 50 MB uploads while an admin lists leads. Checks the server's
// memory and the other users' latency. Runs its own server process.
#include <string>

namespace bench {

struct AbuseScenarioSize {
  int importers = 16;
  int rows_each = 100'000;
  int flood_addresses = 64;
  int guesses_each = 20;
  int sign_ins = 20;  // of the other user, during the flood
  int anonymous_uploaders = 32;  // addresses, each sending uploads without a token one after another
  int uploads_each = 10;
  int upload_mb = 50;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_abuse_scenario(const std::string& binary, const AbuseScenarioSize& size, std::string& table);

}  // namespace bench
