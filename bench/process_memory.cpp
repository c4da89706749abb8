#include "process_memory.hpp"

#include <fstream>

namespace bench {

double proc_status_mib(pid_t pid, const std::string& key) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with(key + ":")) return std::stod(line.substr(key.size() + 1)) / 1024.0;
  }
  return 0;
}

}  // namespace bench
