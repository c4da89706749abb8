#include "domain/import_slots.hpp"

#include <malloc.h>

namespace dialer::domain {

std::optional<ImportSlots::Lease> ImportSlots::take() {
  int taken = taken_.load();
  while (taken < max_) {
    if (taken_.compare_exchange_weak(taken, taken + 1)) return Lease(*this);
  }
  return std::nullopt;
}

void ImportSlots::give_back() {
  --taken_;
  // The batches were freed, but glibc keeps freed memory in each thread's arena for reuse: without this, a few
  // imports leave hundreds of MiB resident long after they finished.
  malloc_trim(0);
}

}  // namespace dialer::domain
