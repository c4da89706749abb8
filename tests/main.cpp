// doctest's main, after pointing the process helpers at the executable under test.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "support/process.hpp"

int main(int argc, char** argv) {
  test::set_binary(DIALER_BINARY);
  return doctest::Context(argc, argv).run();
}
