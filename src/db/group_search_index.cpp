#include "db/group_search_index.hpp"

namespace dialer::db {
namespace {

thread_local GroupSearchIndex* current_index = nullptr;

}  // namespace

void GroupSearchIndex::write_released() {
  pending_.append(std::move(staged_));
  written_in_write_.clear();
}

void GroupSearchIndex::write_rolled_back() {
  staged_.clear();
  // Rolled back with the write's savepoint: theirs to write again. Nothing joined pending_ meanwhile.
  written_in_write_.append(std::move(pending_));
  pending_ = std::move(written_in_write_);
  written_in_write_.clear();
}

void GroupSearchIndex::apply() { pending_.apply(statements_); }

void GroupSearchIndex::clear() {
  pending_.clear();
  staged_.clear();
  written_in_write_.clear();
}

void GroupSearchIndex::apply_before_search() {
  GroupSearchIndex* index = current_index;
  if (index == nullptr || index->pending_.empty()) return;
  // A reader leased meanwhile makes its own cache this thread's.
  if (StatementCache::current_for(index->statements_.connection().getHandle()) != &index->statements_) return;
  SearchIndexWrites written = index->pending_;
  index->pending_.apply(index->statements_);
  index->written_in_write_.append(std::move(written));
}

GroupSearchIndex::Scope::Scope(GroupSearchIndex& index) noexcept : previous_(current_index) { current_index = &index; }

GroupSearchIndex::Scope::~Scope() { current_index = previous_; }

}  // namespace dialer::db
