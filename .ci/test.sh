#!/usr/bin/env bash
# The test command: installs what is missing (build and test tools), then runs every check, fast
# ones first, stopping at the first failure. Each step prints a header and its elapsed time; the
# test totals are repeated at the end.
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

step "cargo fmt --check" cargo fmt --all -- --check
step "page unit tests (tests/page: node --test)" node --test tests/page/
step "cargo clippy (host)" cargo clippy --all-targets -- -D warnings
step "cargo clippy (wasm32)" cargo clippy --lib --tests --target wasm32-unknown-unknown -- -D warnings
step "cargo doc" env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
step "cargo test --all-targets" logged cargo-test cargo test --all-targets
step "cargo test --doc" logged cargo-doctest cargo test --doc
step "wasm-pack build (release)" wasm-pack build --release --target web --out-dir www/pkg
# Every wasm-bindgen test suite runs in Firefox, even one that forgot run_in_browser.
step "wasm-pack test --headless --firefox" \
  logged wasm-test env WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --firefox
# The release package under node: the hostile-input corpus, finding by finding, and a short
# fixed-seed fuzz loop (FUZZ_CALLS=500000 FUZZ_SEED=<n> node --test tests/node/fuzz.test.mjs for
# a long run).
step "node tests (tests/node: hostile inputs, fuzz)" logged node-tests node --test tests/node/
step "page tests (tests/e2e: Chromium + Firefox)" logged e2e npm test --prefix tests/e2e

# Sum the "test result: ok. N passed; M failed; K ignored; ..." lines of the given logs.
totals() {
  cat "$@" | awk '
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

print_timings
printf '\n===== test results =====\n'
printf 'cargo test (native, all targets):\n'
grep -h '^test result:' "$LOGS/cargo-test" || true
printf 'cargo test --doc:\n'
grep -h '^test result:' "$LOGS/cargo-doctest" || true
printf 'cargo test total: %s' "$(totals "$LOGS/cargo-test" "$LOGS/cargo-doctest")"
printf '\nwasm-pack test (Firefox): %s' "$(totals "$LOGS/wasm-test")"
# node:test's closing "# tests N", "# pass N", ... lines of a log, on one line.
node_totals() {
  grep -E '^# (tests|pass|fail|skipped) ' "$1" | sed 's/^# //' | paste -sd, - | sed 's/,/, /g'
}
printf '\nnode tests (node:test): %s' "$(node_totals "$LOGS/node-tests")"
printf '\npage tests (node:test): %s\n' "$(node_totals "$LOGS/e2e")"
# One plain closing line over every runner: cargo test, wasm-pack test and node:test (tests/node
# and the page tests).
passed=$(( $(totals "$LOGS/cargo-test" "$LOGS/cargo-doctest" "$LOGS/wasm-test" | awk '{ print $1 }') \
  + $(cat "$LOGS/node-tests" "$LOGS/e2e" | grep -E '^# pass ' | awk '{ s += $3 } END { print s + 0 }') ))
failed=$(( $(totals "$LOGS/cargo-test" "$LOGS/cargo-doctest" "$LOGS/wasm-test" | awk '{ print $3 }') \
  + $(cat "$LOGS/node-tests" "$LOGS/e2e" | grep -E '^# fail ' | awk '{ s += $3 } END { print s + 0 }') ))
printf '\nALL CHECKS PASSED in %ss\n' "$(_since "$RUN_START")"
printf 'total: %d passed, %d failed\n' "$passed" "$failed"
