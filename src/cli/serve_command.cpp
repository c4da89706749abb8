#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <thread>

#include "app/application.hpp"
#include "auth/password.hpp"
#include "calling/calling_window.hpp"
#include "cli/commands.hpp"
#include "dialer/iso_time.hpp"
#include "dialer/startup_error.hpp"

namespace dialer::cli {
namespace {

// Waits for SIGINT/SIGTERM on its own thread: the first one stops the server gracefully, a second one
// (an impatient Ctrl-C) ends the process at once.
void watch_signals(Application& app, Logger& logger, sigset_t signals) {
  std::thread([&app, &logger, signals] {
    int signal_number = 0;
    sigwait(&signals, &signal_number);
    logger.info("shutting down: finishing requests in flight", {{"signal", std::to_string(signal_number)}});
    app.stop();
    sigwait(&signals, &signal_number);
    logger.error("second signal: exiting without a clean shutdown");
    _exit(130);
  }).detach();
}

// An address only this box can reach.
bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host == "[::1]" || host.starts_with("127.");
}

}  // namespace

int run_serve(const ServeOptions& options) {
  // Block the stop signals before any thread exists so every thread inherits the mask and only the
  // watcher receives them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  signal(SIGPIPE, SIG_IGN);
  // glibc gives each thread that allocates its own heap arena, up to 8 per core. The database connections'
  // page caches are filled and emptied by whichever request thread holds them, so with one arena per
  // thread the freed caches piled up in many heaps: 268 MiB peak in `make bench` against 197 MiB with two.
  mallopt(M_ARENA_MAX, 2);
  // A thread arena gives its free top back to the kernel past 128 KiB by default: a write freed that much and
  // the next one faulted the pages in again, 0.7 madvise calls and 3.8 page faults per single create
  // (docs/benchmarks.md, "Thirtieth run"). Kept up to 4 MiB per arena, both are gone.
  mallopt(M_TRIM_THRESHOLD, 4 * 1024 * 1024);

  Logger logger(options.log_format);
  AppConfig config;
  config.db_path = options.db_path;
  config.server.host = options.host;
  config.server.port = options.port;
  config.accounts.registration_open = options.registration_open;
  config.server.public_url = options.public_url;
  while (!config.server.public_url.empty() && config.server.public_url.back() == '/') config.server.public_url.pop_back();
  config.ghl_base_url = options.ghl_base_url;
  config.twilio_base_url = options.twilio_base_url;
  config.twilio_calls_per_second = options.twilio_calls_per_second;
  config.smtp_ca_file = options.smtp_ca_file;
  config.server.limits.max_spooled_bytes_per_address = options.upload_spool_per_address;
  config.server.limits.max_spooled_bytes = options.upload_spool;
  config.server.limits.spool_disk_floor_bytes = options.upload_disk_floor;
  std::unique_ptr<ManualClock> test_clock;
  try {
    if (!options.test_clock.empty()) {
      const auto start = parse_iso8601(options.test_clock);
      if (!start) {
        throw StartupError("--test-clock: \"" + options.test_clock +
                           "\" is not an ISO 8601 time with its offset, such as 2026-11-23T15:00:00Z");
      }
      test_clock = std::make_unique<ManualClock>(*start);
      config.test_clock = test_clock.get();
      logger.warn("TEST CLOCK: time is frozen at " + iso8601_utc(*start) +
                      " and moves only through POST /api/v1/test-clock; for tests only, never use this in production",
                  {{"event", "test_clock"}, {"now", iso8601_utc(*start)}});
    }
    if (options.test_fast_password_hashing) {
      if (!is_loopback(options.host)) {
        throw StartupError("--test-fast-password-hashing is for test suites only and is refused on a server others "
                           "can reach (--host " + options.host + "): passwords are hashed at the normal cost");
      }
      auth::set_hash_cost(auth::HashCost::kTestMinimum);
      logger.warn("TEST PASSWORD HASHING: new passwords are hashed at the least cost; for test suites only, never "
                  "use this in production",
                  {{"event", "test_password_hashing"}});
    }
    if (!calling::zoneinfo_available()) {
      // Never guessed: without the IANA zones no lead's own time is known, so no lead is inside a window.
      logger.error("no IANA time zone data on this box (/usr/share/zoneinfo): lead-local calling windows cannot be "
                   "checked, so nothing will be dialed; install the tzdata package and restart",
                   {{"event", "no_zoneinfo"}});
    }
    Application app(config, logger);
    const int port = app.bind();
    const std::string url = "http://" + options.host + ":" + std::to_string(port);
    logger.info("Dialer Dashboard " DIALER_VERSION " listening on " + url + " (database: " + options.db_path + ")",
                {{"event", "listening"}, {"url", url}, {"database", options.db_path}, {"version", DIALER_VERSION}});
    watch_signals(app, logger, signals);
    app.run();
    app.close();
    logger.info("stopped cleanly; the database file is checkpointed and complete", {{"event", "stopped"}});
    return 0;
  } catch (const StartupError& e) {
    std::fprintf(stderr, "dialer-dashboard: %s\n", e.what());
    return 1;
  }
}

}  // namespace dialer::cli
