#include <sodium.h>
#include <sqlite3.h>

#include "cli/commands.hpp"

namespace dialer::cli {

std::string version_text() {
  return std::string("dialer-dashboard ") + DIALER_VERSION + "\n" +
         "SQLite " + sqlite3_libversion() + "\n" +
         "cpp-httplib " + DIALER_HTTPLIB_PACKAGE_VERSION + "\n" +
         "libsodium " + sodium_version_string();
}

}  // namespace dialer::cli
