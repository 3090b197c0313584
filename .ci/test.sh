#!/usr/bin/env bash
# The test command: installs what is missing (build and test tools), then runs every check, fast
# ones first. A failing format, lint, doc or build step stops the run at once (nothing after it
# means anything); a failing test suite does not: the other suites still run, so one run shows
# every failure. Each step prints a header and its elapsed time; the closing summary counts the
# tests passed and failed over every runner and names the suites that failed, and the script
# exits non-zero if any did.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib.sh
source .ci/lib.sh
# shellcheck source=setup.sh
source .ci/setup.sh

RUN_START=$(_now)
LOGS=$(mktemp -d)
trap 'rm -rf "$LOGS"' EXIT

# logged NAME COMMAND...: runs COMMAND, showing its output and keeping a copy in $LOGS/NAME.
logged() {
  local name=$1
  shift
  "$@" 2>&1 | tee "$LOGS/$name"
}

ci_setup --test

# The test suites whose step failed, in order.
FAILED_SUITES=()

# suite NAME LOG COMMAND...: a test step that does not stop the run; its output is kept in
# $LOGS/LOG for the totals.
suite() {
  local name=$1 log=$2
  shift 2
  step "$name" logged "$log" "$@" || FAILED_SUITES+=("$name")
}

step "cargo fmt --check" cargo fmt --all -- --check
step "cargo clippy (host)" cargo clippy --all-targets -- -D warnings
step "cargo clippy (wasm32)" cargo clippy --lib --tests --target wasm32-unknown-unknown -- -D warnings
step "cargo doc" env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
suite "cargo test --all-targets" cargo-test cargo test --all-targets
suite "cargo test --doc" cargo-doctest cargo test --doc
step "wasm-pack build (release)" wasm-pack build --release --target web --out-dir www/pkg
# The page as `bash .ci/serve.sh` serves it: main.js and its modules bundled into target/site.
step "bundle the page (target/site)" node .ci/bundle/bundle.mjs target/site
# The page's pure modules under node, in milliseconds: codecs, storage, edits, history, the
# colouring view and play over the release package, and the grep that keeps rules out of www/.
suite "page unit tests (tests/www: node --test)" page-unit node --test tests/www/
# Every wasm-bindgen test suite runs in Firefox, even one that forgot run_in_browser. The runner's
# limit (20 s by default) is for a whole suite, not a test: tests/web.rs holds 3.3 GB of ballast for
# its memory test and took longer than that on a loaded 2-core machine, so allow 5 minutes.
suite "wasm-pack test --headless --firefox" wasm-test env WASM_BINDGEN_USE_BROWSER=1 WASM_BINDGEN_TEST_TIMEOUT=300 wasm-pack test --headless --firefox
# The release package under node: the hostile-input corpus, finding by finding, and a short
# fixed-seed fuzz loop (FUZZ_CALLS=500000 FUZZ_SEED=<n> node --test tests/package/fuzz.test.mjs for
# a long run).
suite "package tests (tests/package: hostile inputs, fuzz)" node-tests node --test tests/package/
# The browser tests load what serve.sh serves: the bundle. The source, www/ unbundled, must still
# run too: its first load and its workers are checked on it as well.
suite "browser tests (tests/browser on target/site: Chromium + Firefox)" e2e env PAGE_ROOT="$PWD/target/site" npm test --prefix tests/browser
suite "browser tests on unbundled www/ (first load, recovery, workers)" e2e-dev env PAGE_ROOT="$PWD/www" node --test --test-concurrency=1 tests/browser/page-first.test.mjs tests/browser/page-recovery.test.mjs tests/browser/explore-worker.test.mjs

# The given logs that exist, concatenated (a suite that never ran has none).
logs() {
  local f
  for f; do
    if [ -f "$f" ]; then cat "$f"; fi
  done
}
# Sum the "test result: ok. N passed; M failed; K ignored; ..." lines of the given logs.
totals() {
  logs "$@" | awk '
    /^test result:/ {
      for (i = 1; i <= NF; i++) {
        if ($(i + 1) ~ /^passed/) p += $i
        if ($(i + 1) ~ /^failed/) f += $i
        if ($(i + 1) ~ /^ignored/) g += $i
      }
      n++
    }
    END { printf "%d passed; %d failed; %d ignored (%d test binaries)\n", p, f, g, n }'
}
# node:test's closing "# tests N", "# pass N", ... lines of a log, on one line.
node_totals() {
  logs "$1" | awk '$1 == "#" && $2 ~ /^(tests|pass|fail|skipped)$/ { out = out (out ? ", " : "") $2 " " $3 } END { print out }'
}
# The sum of node:test's "# pass N" (or "# fail N") lines of the given logs.
node_sum() {
  local what=$1
  shift
  logs "$@" | awk -v what="$what" '$1 == "#" && $2 == what { s += $3 } END { print s + 0 }'
}

print_timings
printf '\n===== test results =====\n'
printf 'cargo test (native, all targets):\n'
logs "$LOGS/cargo-test" | grep '^test result:' || true
printf 'cargo test --doc:\n'
logs "$LOGS/cargo-doctest" | grep '^test result:' || true
printf 'cargo test total: %s' "$(totals "$LOGS/cargo-test" "$LOGS/cargo-doctest")"
printf '\nwasm-pack test (Firefox): %s' "$(totals "$LOGS/wasm-test")"
printf '\npage unit tests (node:test): %s' "$(node_totals "$LOGS/page-unit")"
printf '\nnode tests (node:test): %s' "$(node_totals "$LOGS/node-tests")"
printf '\npage tests (node:test): %s' "$(node_totals "$LOGS/e2e")"
printf '\npage tests on unbundled www/ (node:test): %s\n' "$(node_totals "$LOGS/e2e-dev")"
# One plain closing line over every runner: cargo test, wasm-pack test and node:test (tests/www,
# tests/package and the page tests). A suite that failed without reporting a count (it did not
# build, or crashed) adds nothing to "failed" but is named below, and fails the run.
node_logs=("$LOGS/page-unit" "$LOGS/node-tests" "$LOGS/e2e" "$LOGS/e2e-dev")
passed=$(( $(totals "$LOGS/cargo-test" "$LOGS/cargo-doctest" "$LOGS/wasm-test" | awk '{ print $1 }') \
  + $(node_sum pass "${node_logs[@]}") ))
failed=$(( $(totals "$LOGS/cargo-test" "$LOGS/cargo-doctest" "$LOGS/wasm-test" | awk '{ print $3 }') \
  + $(node_sum fail "${node_logs[@]}") ))
if [ "${#FAILED_SUITES[@]}" -eq 0 ]; then
  printf '\nALL CHECKS PASSED in %ss\n' "$(_since "$RUN_START")"
else
  printf '\nSOME TESTS FAILED in %ss; failed suites:\n' "$(_since "$RUN_START")"
  printf '  %s\n' "${FAILED_SUITES[@]}"
fi
printf 'total: %d passed, %d failed\n' "$passed" "$failed"
[ "${#FAILED_SUITES[@]}" -eq 0 ]
