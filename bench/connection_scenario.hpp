#pragma once
// The connection benchmark (issue: the dialer foundation): a normal client's lead list while 500 live
// streams, 500 idle keep-alive connections and 1,000 slow-header connections are held open; how fast one
// event reaches all 500 streams; the server's memory with them open. Runs its own server process.
#include <string>

namespace bench {

struct ConnectionScenarioSize {
  int leads = 20'000;
  int streams = 500;
  int idle = 500;
  int slow = 1'000;
  int requests = 2'000;  // of the normal client, idle and under the crowd
  int events = 20;       // lead creates whose events are timed on every stream
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_connection_scenario(const std::string& binary, const ConnectionScenarioSize& size, std::string& table);

}  // namespace bench
