#!/usr/bin/env bash
# Reproduces the whole benchmark in one command:
#   1. native criterion benches (benches/solve.rs; skip with SKIP_CRITERION=1),
#   2. the native side-by-side table (benches/side_by_side.rs): ours, textbook, floor, baselines,
#      with states, moves, time, moves/s and peak memory; writes target/bench/{instances,native}.json,
#   3. the wasm build for node and the node run over the same instances (benches/wasm/bench.mjs),
#      with the wasm/native ratio and the LeetCode entry points per call.
# Tables go to stdout and to target/bench/{native,wasm}.md. BENCH_BUDGET=secs per measurement (default 1).
# Extra arguments filter instances by name in steps 2 and 3's native half (e.g. `bash benches/run.sh 64x64`).
set -euo pipefail
cd "$(dirname "$0")/.."
export BENCH_BUDGET="${BENCH_BUDGET:-1}"
mkdir -p target/bench
if [[ "${SKIP_CRITERION:-0}" != 1 ]]; then
  cargo bench --bench solve -- --noplot
fi
cargo bench --bench side_by_side -- "$@" | tee target/bench/native.md
wasm-pack build --release --target nodejs --out-dir target/bench-wasm/pkg
node benches/wasm/bench.mjs target/bench-wasm/pkg target/bench | tee target/bench/wasm.md
