#pragma once
// Concurrent keep-alive HTTP clients against the server, with latency percentiles.
#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace bench {

struct LoadResult {
  std::string name;
  int requests = 0;
  int failures = 0;
  double p50_ms = 0;
  double p99_ms = 0;
  double requests_per_second = 0;
  std::vector<double> latencies_ms;  // every request's, sorted
  double mean_body_bytes = 0;        // of the answers
};

// The p-th percentile (0..1) of sorted latencies.
double percentile_of(const std::vector<double>& sorted, double p);

// One request of a scenario: method, path (with query) and body; `index` counts from 0.
struct Request {
  std::string method = "GET";
  std::string path;
  std::string body;
};

// Runs `total` requests spread over `clients` threads, each on its own keep-alive connection.
LoadResult run_load(const std::string& name, int port, const std::string& token, int clients, int total,
                    const std::function<Request(int index)>& make_request, int expected_status = 200);

// The same for at least `duration`: rounds of `per_round` requests per client until the time is up, every
// request's latency counted.
LoadResult run_load_for(const std::string& name, int port, const std::string& token, int clients, int per_round,
                        std::chrono::milliseconds duration, const std::function<Request(int index)>& make_request);

}  // namespace bench
