// The room request bodies may take on disk while they arrive: per address, in all, above the disk's floor, counted
// before a byte is written and given back when the body goes.
#include "http/spool_budget.hpp"

#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "http/request_body.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::http::RequestBody;
using dialer::http::SpoolBudget;
using dialer::http::SpoolVerdict;

}  // namespace

TEST_CASE("the spool budget holds uploads to their room per address, in all, and above the disk's floor") {
  std::optional<std::uint64_t> free = 100;
  SpoolBudget budget("/spool", SpoolBudget::Limits{40, 60, 10}, [&](const std::string&) { return free; });
  CHECK(budget.reserve("a", 30) == SpoolVerdict::kOk);
  CHECK(budget.reserve("a", 11) == SpoolVerdict::kAddressFull);
  CHECK(budget.reserve("b", 31) == SpoolVerdict::kServerFull);

  // The floor counts the room reserved but not written yet: it will still be taken.
  free = 50;
  CHECK(budget.reserve("b", 15) == SpoolVerdict::kDiskShort);  // 10 + 30 + 15 > 50
  budget.wrote(20);
  free = 30;  // the file system has counted those 20
  CHECK(budget.reserve("b", 11) == SpoolVerdict::kDiskShort);  // 10 + 10 + 11 > 30
  CHECK(budget.reserve("b", 10) == SpoolVerdict::kOk);

  // A body gone gives its room back, and its file's bytes are free again.
  budget.release("a", 30, 20);
  free = 50;
  CHECK(budget.reserved_bytes() == 10);
  CHECK(budget.reserve("a", 25) == SpoolVerdict::kOk);  // 10 + 10 + 25 <= 50

  // A file system that cannot say how full it is stops no upload: the write fails if it is full.
  free.reset();
  CHECK(budget.reserve("c", 15) == SpoolVerdict::kOk);
}

TEST_CASE("a body reserves its room before it goes to disk and gives it back when cleared") {
  test::TempDir dir;
  const std::uint64_t kib = 1024;
  auto budget = std::make_shared<SpoolBudget>(dir.path(), SpoolBudget::Limits{200 * kib, 1024 * kib, 0});
  RequestBody body;
  body.set_spool(budget, "127.0.0.1");

  // A declared length is reserved whole, before any of it arrives; one that fits in memory needs no room.
  CHECK(body.expect(300 * kib) == SpoolVerdict::kAddressFull);
  CHECK(body.expect(RequestBody::kMemoryBytes) == SpoolVerdict::kOk);
  CHECK(budget->reserved_bytes() == 0);

  // A body of unknown length (chunked) reserves as it grows past memory.
  const std::string chunk(50 * kib, 'x');
  CHECK(body.append(chunk) == SpoolVerdict::kOk);
  CHECK(budget->reserved_bytes() == 0);
  for (int i = 0; i < 3; ++i) CHECK(body.append(chunk) == SpoolVerdict::kOk);
  CHECK(budget->reserved_bytes() == 200 * kib);
  CHECK(body.append(chunk) == SpoolVerdict::kAddressFull);
  CHECK(body.size() == 200 * kib);
  char last = 0;
  CHECK(body.read_at(200 * kib - 1, &last, 1) == 1);
  CHECK(last == 'x');

  body.clear();
  CHECK(budget->reserved_bytes() == 0);
  CHECK(body.expect(150 * kib) == SpoolVerdict::kOk);
  CHECK(budget->reserved_bytes() == 150 * kib);
}
