#pragma once
// One database brought to this build's schema, made once and shared by every test process of the build: a test
// server starts from a copy of it instead of running every migration again (docs/benchmarks.md, "Test suite").
#include <string>

namespace test {

// Writes a copy of the migrated template at path, which must not exist yet.
void copy_migrated_template(const std::string& path);

}  // namespace test
