// doctest's main, after pointing the process helpers at the executable under test.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "auth/password.hpp"
#include "support/process.hpp"

int main(int argc, char** argv) {
  test::set_binary(DIALER_BINARY);
  // The in-process servers hash passwords at the least cost: the suite creates hundreds of accounts, and what is
  // tested of hashing (its cost, rehashing) is tested at both costs (tests/auth/password_cost_test.cpp).
  dialer::auth::set_hash_cost(dialer::auth::HashCost::kTestMinimum);
  return doctest::Context(argc, argv).run();
}
