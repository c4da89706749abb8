#pragma once
// What the server allows a connection: the deadlines and sizes the connection loop enforces.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

namespace dialer::http {

struct ConnectionLimits {
  std::chrono::milliseconds header_deadline{10'000};  // a request's whole head, from its first byte
  std::chrono::milliseconds idle_timeout{60'000};     // a connection with no request under way
  std::chrono::milliseconds body_window{10'000};      // a body must bring at least …
  std::uint64_t body_window_min_bytes = 16 * 1024;    // … this much in every such window
  std::chrono::milliseconds write_timeout{15'000};    // output that makes no progress for this long
  // How long a worker that has just answered waits for the connection's next request before handing it back to
  // the loop (docs/architecture.md, "The request path").
  std::chrono::milliseconds next_request_wait{1};
  std::size_t max_head_bytes = 16 * 1024;
  std::uint64_t max_body_bytes = 1024 * 1024;                       // ordinary requests
  std::uint64_t max_streamed_body_bytes = std::uint64_t{2} << 30;  // routes that stream (CSV import)
  std::uint64_t max_drain_bytes = 16 * 1024 * 1024;  // read and dropped after a 413 so the client sees it
  std::size_t max_connections = 10'000;
  std::size_t max_connections_per_address = 1'024;
  std::size_t max_buffered_response_bytes = 1024 * 1024;
  std::size_t max_live_backlog_bytes = 1024 * 1024;  // a live client this far behind is disconnected
  std::uint64_t max_requests_per_connection = 10'000;
  std::string spool_directory = "/tmp";  // where large bodies wait
  // What bodies waiting on disk may take (http/spool_budget.hpp): per client address (two of the largest imports),
  // in all, and the free space always left on the spool directory's disk so that the database can commit.
  std::uint64_t max_spooled_bytes_per_address = std::uint64_t{4} << 30;
  std::uint64_t max_spooled_bytes = std::uint64_t{8} << 30;
  std::uint64_t spool_disk_floor_bytes = std::uint64_t{1} << 30;
};

}  // namespace dialer::http
