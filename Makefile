# The README's entry points. Each one installs what is missing first (scripts/bootstrap.sh).
#   make run    build and start the server on ./dialer.db (ARGS="--port 9000" passes flags)
#   make test   build and run every test suite: C++ unit + API scenarios (CTest), UI type check, Playwright
#   make build  build build/dialer-dashboard only
#   make bench  the benchmarks: 1,000,000 leads through the real binary (LEADS=… to change), then the first
#               paint of /leads in Chromium with the CPU slowed and Lighthouse on /dashboard (ui/perf)

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=
ARGS ?=

LEADS ?= 1000000

.PHONY: all bootstrap configure build run test test-cpp test-ui bench clean

all: build

bootstrap:
	@bash scripts/bootstrap.sh

configure: bootstrap
	@cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null

build: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	./$(BUILD_DIR)/dialer-dashboard serve $(ARGS)

test: build
	@$(MAKE) --no-print-directory test-cpp test-ui

test-cpp:
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS)

test-ui:
	cd ui && npm run --silent typecheck
	cd ui && DIALER_BIN=$(CURDIR)/$(BUILD_DIR)/dialer-dashboard npm run --silent test:e2e

bench: build
	./$(BUILD_DIR)/bench/dialer_bench --binary ./$(BUILD_DIR)/dialer-dashboard --leads $(LEADS)
	cd ui && DIALER_BIN=$(CURDIR)/$(BUILD_DIR)/dialer-dashboard npx playwright test -c playwright.perf.config.ts --reporter=line

clean:
	rm -rf $(BUILD_DIR) ui/dist
