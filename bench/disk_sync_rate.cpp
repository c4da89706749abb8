#include "disk_sync_rate.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <stdexcept>
#include <vector>

namespace bench {

double disk_syncs_per_second(const std::string& directory) {
  const std::string path = directory + "/disk-sync-probe";
  const int fd = ::open(path.c_str(), O_CREAT | O_TRUNC | O_WRONLY, 0600);
  if (fd < 0) throw std::runtime_error("cannot write " + path);
  const std::vector<char> page(4096, 'x');
  const auto started = std::chrono::steady_clock::now();
  int syncs = 0;
  double seconds = 0;
  // Appends, as a WAL grows, so that each sync has new blocks to write.
  for (off_t offset = 0; seconds < 1.0; offset += static_cast<off_t>(page.size())) {
    if (::pwrite(fd, page.data(), page.size(), offset) != static_cast<ssize_t>(page.size()) || ::fdatasync(fd) != 0) {
      ::close(fd);
      throw std::runtime_error("cannot sync " + path);
    }
    ++syncs;
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  }
  ::close(fd);
  ::unlink(path.c_str());
  return syncs / seconds;
}

}  // namespace bench
