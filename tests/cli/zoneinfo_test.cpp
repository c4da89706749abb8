// A box without the IANA zones: the server says so at start (it will dial nothing), and says nothing when they
// are there.
#include <doctest/doctest.h>
#include <signal.h>

#include "support/process.hpp"
#include "support/temp_dir.hpp"

TEST_CASE("zoneinfo: a server without time zone data says at start that it will not dial") {
  test::TempDir dir;
  {
    test::ServerProcess server({"--port", "0", "--db", dir.file("tz.db")}, {{"TZDIR", dir.file("no-zoneinfo")}});
    const auto log = server.output();
    CHECK(log.find("no IANA time zone data on this box") != std::string::npos);
    CHECK(log.find("install the tzdata package") != std::string::npos);
    CHECK(server.stop(SIGTERM) == 0);
  }
  test::ServerProcess server({"--port", "0", "--db", dir.file("tz.db")});
  CHECK(server.output().find("no IANA time zone data") == std::string::npos);
  CHECK(server.stop(SIGTERM) == 0);
}
