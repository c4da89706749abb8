#include "support/migrated_template.hpp"

#include <unistd.h>

#include <filesystem>
#include <functional>
#include <string_view>

#include "db/database.hpp"
#include "db/migrations.hpp"

namespace test {
namespace {

namespace fs = std::filesystem;

// Beside the test executable, named for the migrations it holds: a build with other migrations makes its own, and
// removing the build directory removes it.
fs::path template_path() {
  const auto migrations = dialer::db::embedded_migrations();
  std::size_t key = 0;
  for (const auto& migration : migrations) {
    key = key * 31 + std::hash<std::string_view>{}(migration.sql) + static_cast<std::size_t>(migration.version);
  }
  const auto directory = fs::read_symlink("/proc/self/exe").parent_path();
  return directory / ("migrated-template-v" + std::to_string(dialer::db::latest_version(migrations)) + "-" +
                      std::to_string(key) + ".db");
}

// ctest runs the cases in parallel processes: the first ones may all find no template and each make one. Each
// builds its own file and renames it into place, which is atomic, so a reader copies a whole template or none.
fs::path migrated_template() {
  const auto path = template_path();
  if (fs::exists(path)) return path;
  auto building = path;
  building += ".building-" + std::to_string(::getpid());
  {
    dialer::db::Database database(building.string(), {.readers = 0, .before_upgrade = {}});
    database.close();  // checkpoints the WAL: the .db file alone holds the schema
  }
  fs::rename(building, path);
  return path;
}

}  // namespace

void copy_migrated_template(const std::string& path) {
  static const fs::path kTemplate = migrated_template();
  fs::copy_file(kTemplate, path);
}

}  // namespace test
