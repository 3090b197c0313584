#!/usr/bin/env bash
# Reproduces the whole benchmark in one command (about 6-10 minutes on 2 shared cores, plus the
# first builds):
#   1. the yardstick (benches/yardstick.sh): our solver against the shared C++ textbook solvers and
#      the floor, native and wasm, the LeetCode calls and the full-table solve, every ratio of a
#      row from one run; then the shared compare.sh itself on our wasm LeetCode exports;
#   2. the native side-by-side table (benches/side_by_side.rs): every state of our table checked
#      against our Rust textbook solver, peak and kept memory per state (counting allocator), the
#      published baselines; writes target/bench/{instances,native}.json;
#   3. the wasm run over the same instances (benches/wasm/bench.mjs), with the wasm/native ratio;
#   4. criterion (benches/solve.rs), only with RUN_CRITERION=1.
# Tables go to stdout and to target/bench/{yardstick,native,wasm}.md.
# Env: BENCH_BUDGET=secs per measurement in steps 2-3 (default 0.3); YARDSTICK_DIR (default: the
# shared bench folder beside the repository, else /work/shared/bench); wasm builds take
# CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS from the environment if set.
# Extra arguments filter the instances of step 2 by name (e.g. `bash benches/run.sh 64x64`).
set -euo pipefail
cd "$(dirname "$0")/.."
export BENCH_BUDGET="${BENCH_BUDGET:-0.3}"
mkdir -p target/bench
shared=${YARDSTICK_DIR:-$(pwd)/../shared/bench}
[ -d "$shared" ] || shared=/work/shared/bench
export YARDSTICK_DIR=$shared

# The native adapter (benches/yardstick.rs) and the wasm package for node.
adapter=$(cargo bench --bench yardstick --no-run --message-format=json 2>/dev/null |
  grep -o '"executable":"[^"]*yardstick[^"]*"' | tail -1 | cut -d'"' -f4)
[ -x "$adapter" ] || { echo "could not build the yardstick adapter" >&2; exit 1; }
"$adapter" # self-check: every mode gives the known answers
wasm-pack build --release --target nodejs --out-dir target/yardstick/pkg
pkg=$(pwd)/target/yardstick/pkg

echo
echo "## 1. The yardstick: ours / textbook (C++) and ours / floor, one run (lower is better)"
echo
bash benches/yardstick.sh "$adapter" "$pkg" | tee target/bench/yardstick.md
echo
echo "The shared compare.sh on our wasm LeetCode exports (the command the issue names):"
bash "$shared/compare.sh" "node $shared/wasm-adapter.cjs $pkg" | tee -a target/bench/yardstick.md

echo
echo "## 2. Native side by side (every state checked against the Rust textbook; memory)"
cargo bench --bench side_by_side -- "$@" | tee target/bench/native.md

echo
echo "## 3. wasm under node, the same instances"
node benches/wasm/bench.mjs target/yardstick/pkg target/bench | tee target/bench/wasm.md

if [[ "${RUN_CRITERION:-0}" == 1 ]]; then
  cargo bench --bench solve -- --noplot
fi
