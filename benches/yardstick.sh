#!/usr/bin/env bash
# Our solver against the shared yardstick (../shared/bench: the C++ textbook solvers and the floor),
# native and wasm, the LeetCode calls and the full-table solve, in ONE run: for each instance the
# peers are timed once and our four commands right after them, so every ratio in a row comes from
# the same minute. Every command follows compare.sh's protocol (`CMD INSTANCE.json REPS` prints
# `<answer> <median_ns>`), and every answer is checked against the textbook's.
#
#   bash benches/yardstick.sh NATIVE_ADAPTER WASM_PKG_DIR [INSTANCE...]
#
# NATIVE_ADAPTER: the benches/yardstick.rs binary; WASM_PKG_DIR: a `wasm-pack build --target
# nodejs` output. Without INSTANCE arguments: the large set, then the LeetCode-size set.
# Columns (times in µs, medians of REPS runs in process; ratios: ours / peer, lower is better):
#   leet    = cat_mouse_game / can_mouse_win (native) and catMouseGame / canMouseWin (wasm,
#             JS -> wasm conversion included): stop once the start is decided;
#   table   = the full-table solve: native `solve(&game)` (game built inside the timing), wasm
#             `new GraphSolution(graph)` / `new GridSolution(grid, catJump, mouseJump)`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shared=${YARDSTICK_DIR:-$here/../../shared/bench}
[ -d "$shared" ] || shared=/work/shared/bench
native=${1:?usage: yardstick.sh NATIVE_ADAPTER WASM_PKG_DIR [INSTANCE...]}
pkg=$(cd "${2:?usage: yardstick.sh NATIVE_ADAPTER WASM_PKG_DIR [INSTANCE...]}" && pwd)
shift 2
build=${BENCH_BUILD:-/tmp/cat-mouse-yardstick}
mkdir -p "$build"
for p in textbook_retro textbook_retro_grid limit_bfs; do
  [ "$build/$p" -nt "$shared/peers/$p.cpp" ] || g++ -O2 -std=c++17 -o "$build/$p" "$shared/peers/$p.cpp"
done
large="graph-n1000-d8 graph-n3000-d6 grid-32x32-c8m8 grid-64x64-c2m2 grid-64x64-c8m8 maze-63x63-c3m3"
small="graph-n50-d3 graph-n50-d25 grid-8x8-c3m5 grid-8x8-c8m8"
insts=("$@")
[ ${#insts[@]} -gt 0 ] || insts=($large $small)
printf '| %-16s | %6s | %9s | %9s | %9s | %9s | %9s | %9s | %11s | %11s | %11s | %11s | %9s | %9s |\n' \
  instance answer textbook floor "leet nat" "leet wasm" "table nat" "table wasm" \
  "leet w/tb" "leet w/fl" "table w/tb" "table w/fl" "leet w/n" "table w/n"
printf '|%s\n' "---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for inst in "${insts[@]}"; do
  f=$shared/instances/$inst.json
  case " $small " in *" $inst "*) reps=301 ;; *) reps=5 ;; esac
  case $inst in graph*) peer=textbook_retro ;; *) peer=textbook_retro_grid ;; esac
  read -r pa pt < <("$build/$peer" "$f" "$reps" 2>/dev/null)
  read -r _ ft < <("$build/limit_bfs" "$f" "$reps")
  read -r a1 t1 < <("$native" "$f" "$reps" | tail -1)
  read -r a2 t2 < <(node "$shared/wasm-adapter.cjs" "$pkg" "$f" "$reps" | tail -1)
  read -r a3 t3 < <("$native" --table "$f" "$reps" | tail -1)
  read -r a4 t4 < <(node "$here/wasm/yardstick-table.cjs" "$pkg" "$f" "$reps" | tail -1)
  for a in "$a1" "$a2" "$a3" "$a4"; do
    [ "$a" = "$pa" ] || { echo "$inst: answer $a, textbook $pa" >&2; exit 1; }
  done
  awk -v i="$inst" -v a="$pa" -v p="$pt" -v f="$ft" -v t1="$t1" -v t2="$t2" -v t3="$t3" -v t4="$t4" 'BEGIN {
    printf "| %-16s | %6s | %9.0f | %9.0f | %9.0f | %9.0f | %9.0f | %9.0f | %11.2f | %11.2f | %11.2f | %11.2f | %9.2f | %9.2f |\n",
      i, a, p/1e3, f/1e3, t1/1e3, t2/1e3, t3/1e3, t4/1e3, t2/p, t2/f, t4/p, t4/f, t2/t1, t4/t3 }'
done
