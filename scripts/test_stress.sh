#!/usr/bin/env bash
# Finds the tests that fail only now and then: runs the C++ suite N times and chosen browser specs M times each,
# with two busy processes beside them (the load CI has when two suites share two cores), and prints every test
# that failed with how often. `make test-stress` runs it after building; README, "Tests", says when to use it.
#
#   scripts/test_stress.sh [--build-dir build] [--ctest-runs 10] [--ctest-filter REGEX]
#                          [--ui-repeats 3] [--specs "e2e/calls.spec.ts e2e/wallboard.spec.ts"] [--no-load]
#
# --ctest-runs 0 or --ui-repeats 0 skips that suite. Exit status: 0 when nothing failed, 1 otherwise.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build_dir=build
ctest_runs=10
ctest_filter=
ui_repeats=3
# The dialer's specs: the ones that follow calls, agents' states and live boards as they change.
specs="e2e/agent-board.spec.ts e2e/agent-consent.spec.ts e2e/agent-dialer.spec.ts e2e/agent-floor.spec.ts
       e2e/agent-state.spec.ts e2e/agent-workspace.spec.ts e2e/calls.spec.ts e2e/cadence-clock.spec.ts
       e2e/cadence-enrollment-sources.spec.ts e2e/cadences.spec.ts e2e/priority-hopper.spec.ts e2e/wallboard.spec.ts
       e2e/overview-live.spec.ts"
load=1
while [ $# -gt 0 ]; do
  case "$1" in
    --build-dir) build_dir=$2; shift 2 ;;
    --ctest-runs) ctest_runs=$2; shift 2 ;;
    --ctest-filter) ctest_filter=$2; shift 2 ;;
    --ui-repeats) ui_repeats=$2; shift 2 ;;
    --specs) specs=$2; shift 2 ;;
    --no-load) load=0; shift ;;
    *) echo "test_stress.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
case "$build_dir" in /*) ;; *) build_dir="$root/$build_dir" ;; esac

work=$(mktemp -d)
busy=()
stop_load() {
  [ ${#busy[@]} -gt 0 ] && kill "${busy[@]}" 2>/dev/null
  busy=()
}
trap 'stop_load; rm -rf "$work"' EXIT
if [ $load = 1 ]; then
  for _ in 1 2; do
    yes >/dev/null &
    busy+=($!)
  done
fi

failures="$work/failures"
: >"$failures"

if [ "$ctest_runs" -gt 0 ]; then
  jobs=$(nproc)
  for run in $(seq 1 "$ctest_runs"); do
    log="$work/ctest-$run.log"
    (cd "$build_dir" && ctest -j "$jobs" ${ctest_filter:+-R "$ctest_filter"} >"$log" 2>&1)
    # ctest lists what failed under "The following tests FAILED:" as "  17 - name (Failed)".
    sed -n '/The following tests FAILED:/,$p' "$log" | sed -nE 's/^[[:space:]]+[0-9]+ - (.*) \([A-Za-z ]+\)$/ctest: \1/p' \
      >>"$failures"
    printf 'ctest run %d of %d: %s\n' "$run" "$ctest_runs" "$(grep -E 'tests passed' "$log" || tail -n 1 "$log")"
  done
fi

if [ "$ui_repeats" -gt 0 ]; then
  report="$work/playwright.json"
  # No retries: a test that needs one is what this looks for. --no-deps: the specs run alone, not with every
  # spec the configuration's projects put before them.
  # shellcheck disable=SC2086
  (cd "$root/ui" && DIALER_BIN="$build_dir/dialer-dashboard" PLAYWRIGHT_JSON_OUTPUT_NAME="$report" \
    npx playwright test --no-deps --retries 0 --repeat-each "$ui_repeats" --reporter=dot,json $specs)
  node -e '
    const report = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          for (const result of test.results) {
            if (result.status !== "passed" && result.status !== "skipped") {
              console.log(`playwright: ${spec.file}:${spec.line} ${[...titles, spec.title].join(" › ")}`);
            }
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, ...(child.title && !child.title.endsWith(".ts") ? [child.title] : [])]);
    };
    for (const suite of report.suites) walk(suite, []);
  ' "$report" >>"$failures"
fi

stop_load
echo
if [ ! -s "$failures" ]; then
  echo "test-stress: no test failed (C++ suite $ctest_runs times, browser specs $ui_repeats times each, under load)"
  exit 0
fi
echo "test-stress: tests that failed, with how often:"
sort "$failures" | uniq -c | sort -rn
exit 1
