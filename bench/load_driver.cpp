#include "load_driver.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

namespace bench {

LoadResult run_load(const std::string& name, int port, const std::string& token, int clients, int total,
                    const std::function<Request(int index)>& make_request, int expected_status) {
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(clients));
  std::atomic<int> next{0};
  std::atomic<int> failures{0};
  std::atomic<std::uint64_t> body_bytes{0};
  const auto started = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int c = 0; c < clients; ++c) {
    threads.emplace_back([&, c] {
      httplib::Client client("127.0.0.1", port);
      client.set_keep_alive(true);
      client.set_tcp_nodelay(true);
      client.set_read_timeout(60);
      const httplib::Headers headers = {{"Authorization", "Bearer " + token}};
      for (int i = next++; i < total; i = next++) {
        const Request request = make_request(i);
        const auto t0 = std::chrono::steady_clock::now();
        httplib::Result res = request.method == "POST"
                                  ? client.Post(request.path, headers, request.body, "application/json")
                                  : client.Get(request.path, headers);
        const auto t1 = std::chrono::steady_clock::now();
        if (!res || res->status != expected_status) ++failures;
        if (res) body_bytes += res->body.size();
        latencies[static_cast<std::size_t>(c)].push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      }
    });
  }
  for (auto& t : threads) t.join();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  std::vector<double> all;
  for (const auto& part : latencies) all.insert(all.end(), part.begin(), part.end());
  std::sort(all.begin(), all.end());
  const double p50 = percentile_of(all, 0.50);
  const double p99 = percentile_of(all, 0.99);
  const double mean_body_bytes = static_cast<double>(body_bytes.load()) / std::max(total, 1);
  return LoadResult{name, total, failures.load(), p50, p99, total / seconds, std::move(all), mean_body_bytes};
}

LoadResult run_load_for(const std::string& name, int port, const std::string& token, int clients, int per_round,
                        std::chrono::milliseconds duration, const std::function<Request(int index)>& make_request) {
  LoadResult total{name, 0, 0, 0, 0, 0, {}, 0};
  const auto from = std::chrono::steady_clock::now();
  while (std::chrono::steady_clock::now() - from < duration) {
    LoadResult round = run_load(name, port, token, clients, per_round * clients, make_request);
    total.requests += round.requests;
    total.failures += round.failures;
    total.latencies_ms.insert(total.latencies_ms.end(), round.latencies_ms.begin(), round.latencies_ms.end());
  }
  std::sort(total.latencies_ms.begin(), total.latencies_ms.end());
  total.p50_ms = percentile_of(total.latencies_ms, 0.50);
  total.p99_ms = percentile_of(total.latencies_ms, 0.99);
  total.requests_per_second =
      total.requests / std::chrono::duration<double>(std::chrono::steady_clock::now() - from).count();
  return total;
}

double percentile_of(const std::vector<double>& sorted, double p) {
  if (sorted.empty()) return 0.0;
  return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(p * static_cast<double>(sorted.size())))];
}

}  // namespace bench
