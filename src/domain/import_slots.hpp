#pragma once
// How many CSV imports may run at once, over all organizations. Each holds a batch of parsed rows and a
// request worker while it runs; past the limit an import is refused at once rather than queued, so that
// imports can never take every worker or grow memory without bound.
#include <atomic>
#include <optional>
#include <utility>

namespace dialer::domain {

class ImportSlots {
 public:
  // A place held: given back, with the freed batch memory of the import that held it, when it goes.
  class Lease {
   public:
    Lease(Lease&& other) noexcept : slots_(std::exchange(other.slots_, nullptr)) {}
    Lease& operator=(Lease&&) = delete;
    ~Lease() {
      if (slots_) slots_->give_back();
    }

   private:
    friend class ImportSlots;
    explicit Lease(ImportSlots& slots) : slots_(&slots) {}
    ImportSlots* slots_;
  };

  explicit ImportSlots(int max) : max_(max) {}
  // A place, or nothing when all are taken.
  std::optional<Lease> take();
  int max() const { return max_; }

 private:
  void give_back();

  const int max_;
  std::atomic<int> taken_{0};
};

}  // namespace dialer::domain
