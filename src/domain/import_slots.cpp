#include "domain/import_slots.hpp"

#include <malloc.h>

namespace dialer::domain {

bool ImportSlots::take() {
  int taken = taken_.load();
  while (taken < max_) {
    if (taken_.compare_exchange_weak(taken, taken + 1)) return true;
  }
  return false;
}

void ImportSlots::give_back() {
  --taken_;
  // The batches were freed, but glibc keeps freed memory in each thread's arena for reuse: without this, a few
  // imports leave hundreds of MiB resident long after they finished.
  malloc_trim(0);
}

}  // namespace dialer::domain
