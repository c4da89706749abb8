#pragma once
// Issue 21's view of the leads reads: what each request costs the server's core, beside the floor
// (bench/floor_server.cpp) answering the same requests — with a fixed body of the answers' size, then with the
// answers' SQL alone. Ratios to a floor measured in the same run drift much less than absolute figures on a shared
// machine (docs/benchmarks.md, "The floor"). Informational: the targets printed beside the rows are for later work.
#include <sys/types.h>

#include <functional>
#include <string>
#include <vector>

#include "load_driver.hpp"

namespace bench {

// A target as the issue states it; a bound of 0 is not part of it.
struct FloorTarget {
  std::string text;
  double max_floor_ratio = 0;  // CPU per request ≤ this × the fixed body's
  double min_per_core = 0;     // requests a second one core answers: 1 s ÷ CPU per request
  double max_p99_ms = 0;
};

struct FloorScenario {
  std::string name;
  std::function<Request(int index)> request;
  // The SQL of its requests (bench/page_sql.hpp), one request's statements a line; the floor takes them in turn.
  std::vector<std::string> sql;
  FloorTarget target;
};

struct FloorSetup {
  std::string server_binary;  // to hand test::set_binary back when the floors are done
  std::string floor_binary;
  std::string db_path;
  std::string work_dir;  // where the floors' SQL files go
  pid_t server_pid = 0;
  int port = 0;
  std::string token;
  int clients = 4;
  int requests = 2000;
};

// A line saying how the cores were shared, then the table; the server's cores are given back at the end.
std::string run_floor_comparison(const FloorSetup& setup, const std::vector<FloorScenario>& scenarios);

}  // namespace bench
