#include "abuse_scenario.hpp"

#include <httplib.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "lead_csv_generator.hpp"
#include "load_driver.hpp"
#include "loopback_socket.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"

namespace bench {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double peak_rss_mib(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with("VmHWM:")) return std::stod(line.substr(6)) / 1024.0;
  }
  return 0;
}

// POST /api/v1/auth/login from `source` (an address of 127.0.0.0/8) on a connection of its own; the status.
int login_from(int port, const std::string& source, const std::string& email, const std::string& password) {
  const int fd = connect_from(port, source);
  if (fd < 0) return 0;
  const std::string body = nlohmann::json{{"email", email}, {"password", password}}.dump();
  const std::string request = "POST /api/v1/auth/login HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n"
                              "Content-Type: application/json\r\nContent-Length: " +
                              std::to_string(body.size()) + "\r\n\r\n" + body;
  if (::send(fd, request.data(), request.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(request.size())) {
    ::close(fd);
    return 0;
  }
  std::string answer;
  char buffer[4096];
  ssize_t n = 0;
  while ((n = ::recv(fd, buffer, sizeof buffer, 0)) > 0) answer.append(buffer, static_cast<std::size_t>(n));
  ::close(fd);
  return answer.size() > 12 ? std::atoi(answer.c_str() + 9) : 0;
}

void add_row(std::string& table, const std::string& scenario, const std::string& measured, const std::string& budget,
             bool met) {
  table += "| " + scenario + " | " + measured + " | " + budget + " | " + (met ? "ok" : "FAIL") + " |\n";
}

std::string format(const char* pattern, double a, double b = 0, double c = 0) {
  char text[256];
  std::snprintf(text, sizeof text, pattern, a, b, c);
  return text;
}

// 3. Anonymous uploads from many addresses, each sent whole without waiting for an answer (as a script filling the
// disk would), while an admin lists leads: how soon each is refused, and the admin's latency meanwhile.
void run_anonymous_uploads(int port, const httplib::Headers& admin_auth, const AbuseScenarioSize& size,
                           std::string& table) {
  std::fprintf(stderr, "%d addresses sending anonymous %d MB uploads…\n", size.anonymous_uploaders, size.upload_mb);
  std::atomic<bool> uploading{true};
  std::vector<double> lists_ms;
  std::atomic<int> list_failures{0};
  std::thread admin([&] {
    httplib::Client client("127.0.0.1", port);
    client.set_keep_alive(true);
    client.set_tcp_nodelay(true);
    while (uploading) {
      const auto started = Clock::now();
      const auto res = client.Get("/api/v1/leads?page=1&limit=20", admin_auth);
      lists_ms.push_back(ms_since(started));
      if (!res || res->status != 200) ++list_failures;
    }
  });
  const std::uint64_t bytes = static_cast<std::uint64_t>(size.upload_mb) * 1000 * 1000;
  const std::string head = "POST /api/v1/leads/import HTTP/1.1\r\nHost: bench\r\nContent-Type: text/csv\r\n"
                           "Content-Length: " + std::to_string(bytes) + "\r\n\r\n";
  const std::string chunk(64 * 1024, 'x');
  std::mutex mutex;
  std::vector<double> refusals_ms;
  std::atomic<int> refused{0};
  std::vector<std::thread> uploaders;
  for (int u = 0; u < size.anonymous_uploaders; ++u) {
    uploaders.emplace_back([&, u] {
      const std::string source = "127.0.3." + std::to_string(u + 1);
      for (int round = 0; round < size.uploads_each; ++round) {
        const int fd = connect_from(port, source);
        if (fd < 0) continue;
        const auto started = Clock::now();
        // Sending stops when the server has answered and closed (the send fails); its answer is still there to read.
        bool open = send_all(fd, head);
        for (std::uint64_t sent = 0; open && sent < bytes; sent += chunk.size()) {
          open = send_all(fd, std::string_view(chunk).substr(0, static_cast<std::size_t>(std::min<std::uint64_t>(
                                                                    chunk.size(), bytes - sent))));
        }
        const int status = read_status(fd);
        const double took = ms_since(started);
        ::close(fd);
        if (status == 401) ++refused;
        std::lock_guard lock(mutex);
        refusals_ms.push_back(took);
      }
    });
  }
  for (auto& uploader : uploaders) uploader.join();
  uploading = false;
  admin.join();
  std::sort(refusals_ms.begin(), refusals_ms.end());
  std::sort(lists_ms.begin(), lists_ms.end());

  const int uploads = size.anonymous_uploaders * size.uploads_each;
  const double refusal_p99 = percentile_of(refusals_ms, 0.99);
  add_row(table,
          format("%.0f addresses × %.0f anonymous uploads of %.0f MB, sent whole", size.anonymous_uploaders,
                 size.uploads_each, size.upload_mb),
          std::to_string(refused.load()) + " of " + std::to_string(uploads) + " refused (401); " +
              format("refused after p50 %.1f ms, p99 %.1f ms", percentile_of(refusals_ms, 0.5), refusal_p99),
          "all refused, p99 < 100 ms", refused == uploads && refusal_p99 < 100);
  const double list_p99 = percentile_of(lists_ms, 0.99);
  add_row(table, "an admin's lead list during the uploads",
          format("p50 %.1f ms, p99 %.1f ms", percentile_of(lists_ms, 0.5), list_p99) + " (" +
              std::to_string(lists_ms.size()) + " requests" +
              (list_failures ? ", " + std::to_string(list_failures.load()) + " failed" : "") + ")",
          "p99 < 50 ms", list_p99 < 50 && list_failures == 0);
}

}  // namespace

bool run_abuse_scenario(const std::string& binary, const AbuseScenarioSize& size, std::string& table) {
  test::set_binary(binary);
  test::TempDir dir;
  const auto db = dir.file("abuse.db");
  test::ServerProcess server({"--port", "0", "--db", db});
  const int port = server.port();
  const auto owner = register_trial_owner(port, "Abuse Calls", "Ava Owner", "owner@abuse.test");
  if (!owner) return false;
  const std::string token = *owner;
  const httplib::Headers auth = {{"Authorization", "Bearer " + token}};
  const auto made = test::run_binary({"user", "create", "--db", db, "--email", "other@abuse.test", "--name",
                                      "Otto Other", "--role", "admin", "--org-id", "1"});
  if (made.exit_code != 0) {
    std::fprintf(stderr, "user create failed: %s\n", made.output.c_str());
    return false;
  }
  const auto other_password = made.output.substr(made.output.find("Password: ") + 10, 16);

  // 1. Imports, each retried after a short pause while the server says "busy", beside another user.
  std::fprintf(stderr, "%d clients importing %d rows each…\n", size.importers, size.rows_each);
  std::atomic<bool> importing{true};
  std::atomic<int> imported_files{0};
  std::atomic<long long> imported_rows{0};
  std::atomic<int> refusals{0};
  std::vector<double> reads_ms, creates_ms;
  std::thread other([&] {
    httplib::Client user("127.0.0.1", port);
    user.set_keep_alive(true);
    user.set_tcp_nodelay(true);
    for (int i = 0; importing; ++i) {
      auto started = Clock::now();
      user.Get("/api/v1/leads?page=1&limit=20", auth);
      reads_ms.push_back(ms_since(started));
      started = Clock::now();
      user.Post("/api/v1/leads", auth, nlohmann::json{{"name", "Other " + std::to_string(i)}}.dump(),
                "application/json");
      creates_ms.push_back(ms_since(started));
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  const auto imports_started = Clock::now();
  std::vector<std::thread> importers;
  for (int f = 0; f < size.importers; ++f) {
    importers.emplace_back([&, f] {
      LeadCsvGenerator generator(1000 + static_cast<std::uint64_t>(f));
      std::string csv = LeadCsvGenerator::header();
      const auto first = static_cast<std::uint64_t>(f) * static_cast<std::uint64_t>(size.rows_each) + 5'000'000;
      for (int i = 0; i < size.rows_each; ++i) csv += generator.row(first + static_cast<std::uint64_t>(i));
      httplib::Client uploader("127.0.0.1", port);
      uploader.set_read_timeout(600);
      uploader.set_write_timeout(600);
      while (true) {
        const auto res = uploader.Post("/api/v1/leads/import", auth, csv, "text/csv");
        if (res && res->status == 503) {
          ++refusals;
          std::this_thread::sleep_for(std::chrono::milliseconds(500));
          continue;
        }
        if (res && res->status == 200) {
          ++imported_files;
          imported_rows += nlohmann::json::parse(res->body)["imported"].get<long long>();
        }
        return;
      }
    });
  }
  for (auto& importer : importers) importer.join();
  const double import_seconds = ms_since(imports_started) / 1000;
  importing = false;
  other.join();
  const double rss_peak = peak_rss_mib(server.pid());
  std::sort(reads_ms.begin(), reads_ms.end());
  std::sort(creates_ms.begin(), creates_ms.end());

  add_row(table,
          format("%.0f clients importing 100,000 rows each at once", size.importers),
          format("%.0f of them done in %.1f s (%.0f rows/s); ", imported_files.load(), import_seconds,
                 static_cast<double>(imported_rows.load()) / import_seconds) +
              std::to_string(refusals.load()) + " times told to wait (503)",
          "all done", imported_files == size.importers);
  add_row(table, "server RSS peak during the imports", format("%.0f MiB", rss_peak), "< 256 MiB", rss_peak < 256);
  const double read_p99 = percentile_of(reads_ms, 0.99);
  const double create_p99 = percentile_of(creates_ms, 0.99);
  add_row(table, "another user's lead list during the imports",
          format("p50 %.1f ms, p99 %.1f ms", percentile_of(reads_ms, 0.5), read_p99) + " (" +
              std::to_string(reads_ms.size()) + " requests)",
          "p99 < 200 ms", read_p99 < 200);
  add_row(table, "another user's single creates during the imports",
          format("p50 %.1f ms, p99 %.1f ms", percentile_of(creates_ms, 0.5), create_p99) + " (" +
              std::to_string(creates_ms.size()) + " requests)",
          "p99 < 200 ms", create_p99 < 200);

  // 2. A flood of wrong passwords for the owner's account from many addresses, while another user signs in.
  std::fprintf(stderr, "%d addresses guessing a password…\n", size.flood_addresses);
  std::atomic<int> checked{0}, refused{0}, unexpected{0};
  std::vector<std::thread> attackers;
  for (int t = 0; t < 8; ++t) {
    attackers.emplace_back([&, t] {
      for (int a = t; a < size.flood_addresses; a += 8) {
        const std::string source = "127.0.2." + std::to_string(a + 1);
        for (int g = 0; g < size.guesses_each; ++g) {
          const int status = login_from(port, source, "owner@abuse.test", "guess-" + std::to_string(g));
          (status == 401 ? checked : status == 429 ? refused : unexpected)++;
        }
      }
    });
  }
  std::vector<double> sign_ins_ms;
  int sign_in_failures = 0;
  for (int i = 0; i < size.sign_ins; ++i) {
    const auto started = Clock::now();
    if (login_from(port, "127.0.0.1", "other@abuse.test", other_password) != 200) ++sign_in_failures;
    sign_ins_ms.push_back(ms_since(started));
  }
  for (auto& attacker : attackers) attacker.join();
  std::sort(sign_ins_ms.begin(), sign_ins_ms.end());
  const int guesses = size.flood_addresses * size.guesses_each;
  const bool owner_gets_in = login_from(port, "127.0.0.9", "owner@abuse.test", "benchmark1") == 200;
  add_row(table, format("%.0f addresses × %.0f wrong passwords for one account", size.flood_addresses, size.guesses_each),
          std::to_string(checked.load()) + " of " + std::to_string(guesses) + " checked, " +
              std::to_string(refused.load()) + " refused (429); the owner from another address " +
              (owner_gets_in ? "signs in" : "is locked out"),
          "≤ 10 + one per address checked, owner not locked out",
          checked <= 10 + size.flood_addresses && unexpected == 0 && owner_gets_in);
  const double sign_in_p50 = percentile_of(sign_ins_ms, 0.5);
  add_row(table, "another user's sign-in during the flood",
          format("p50 %.0f ms, p99 %.0f ms", sign_in_p50, percentile_of(sign_ins_ms, 0.99)) +
              (sign_in_failures ? ", " + std::to_string(sign_in_failures) + " failed" : ""),
          "p50 < 300 ms", sign_in_p50 < 300 && sign_in_failures == 0);

  run_anonymous_uploads(port, auth, size, table);

  server.stop(SIGTERM);
  return table.find("| FAIL |") == std::string::npos;
}

}  // namespace bench
