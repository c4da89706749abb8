#pragma once
// How many CSV imports may run at once, over all organizations. Each holds a batch of parsed rows and a
// request worker while it runs; past the limit an import is refused at once rather than queued, so that
// imports can never take every worker or grow memory without bound.
#include <atomic>

namespace dialer::domain {

class ImportSlots {
 public:
  explicit ImportSlots(int max) : max_(max) {}
  // A place, or false when all are taken.
  bool take();
  // Gives the place back, and the freed batch memory of the import that held it to the system.
  void give_back();
  int max() const { return max_; }

 private:
  const int max_;
  std::atomic<int> taken_{0};
};

}  // namespace dialer::domain
