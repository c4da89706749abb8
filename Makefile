# The README's entry points. Each one installs what is missing first (scripts/bootstrap.sh).
#   make run    build and start the server on ./dialer.db (ARGS="--port 9000" passes flags)
#   make test   build and run every test suite: C++ unit + API scenarios (CTest), UI type check, Playwright
#   make build  build build/dialer-dashboard only (and the UI it embeds): no test, no benchmark
#   make test-stress  the C++ suite 10 times and the dialer's browser specs 3 times each, under load, printing
#               every test that failed with how often (STRESS_ARGS="--ctest-runs 3 --ui-repeats 0" to change)
#   make bench  the benchmarks: 1,000,000 leads through the real binary (LEADS=… to change), then the first
#               paint of /leads in Chromium with the CPU slowed and Lighthouse on /dashboard (ui/perf)

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=
ARGS ?=

LEADS ?= 1000000

.PHONY: all bootstrap configure build build-tests build-bench run test test-cpp test-ui test-stress bench clean

all: build

bootstrap:
	@bash scripts/bootstrap.sh

configure: bootstrap
	@cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null

# Each command builds only the targets it runs: a first `make run` compiles the server, not the suites.
build: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS) --target dialer-dashboard

build-tests: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS) --target dialer_tests

build-bench: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS) --target dialer-dashboard dialer_bench

run: build
	./$(BUILD_DIR)/dialer-dashboard serve $(ARGS)

test: build-tests
	@$(MAKE) --no-print-directory test-cpp test-ui

test-cpp:
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS)

test-ui:
	cd ui && npm run --silent typecheck
	cd ui && npm run --silent lint
	cd ui && DIALER_BIN=$(CURDIR)/$(BUILD_DIR)/dialer-dashboard npm run --silent test:e2e

STRESS_ARGS ?=
test-stress: build-tests
	bash scripts/test_stress.sh --build-dir $(BUILD_DIR) $(STRESS_ARGS)

bench: build-bench
	./$(BUILD_DIR)/bench/dialer_bench --binary ./$(BUILD_DIR)/dialer-dashboard --leads $(LEADS)
	cd ui && DIALER_BIN=$(CURDIR)/$(BUILD_DIR)/dialer-dashboard npx playwright test -c playwright.perf.config.ts --reporter=line

clean:
	rm -rf $(BUILD_DIR) ui/dist
