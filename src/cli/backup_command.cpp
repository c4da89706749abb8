#include <cstdio>

#include "cli/commands.hpp"
#include "db/backup.hpp"
#include "dialer/startup_error.hpp"

namespace dialer::cli {

int run_backup(const BackupOptions& options) {
  try {
    const auto result = db::backup_database(options.db_path, options.out_path, options.force);
    std::printf("Backed up %s to %s (%ju bytes)\n", options.db_path.c_str(), options.out_path.c_str(), result.bytes);
    return 0;
  } catch (const StartupError& e) {
    std::fprintf(stderr, "dialer-dashboard: %s\n", e.what());
    return 1;
  }
}

}  // namespace dialer::cli
