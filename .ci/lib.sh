# Shared helpers for the .ci scripts (sourced, not run). Puts cargo's bin folder on PATH and defines
# `step`, which prints a header, runs a command and prints how long it took.

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# Never let a test tool download its own browser (the machine reaches package registries only).
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Lines for the closing summary: "<seconds>s  <step name>".
CI_TIMINGS=()

_now() { date +%s.%N; }
_since() { awk -v a="$1" -v b="$(_now)" 'BEGIN { printf "%.1f", b - a }'; }

# step NAME COMMAND [ARGS...]: runs COMMAND with a header and its elapsed time; a failure stops the
# script (set -e), after saying which step failed.
step() {
  local name=$1 start status=0
  shift
  printf '\n===== %s =====\n$ %s\n' "$name" "$*"
  start=$(_now)
  "$@" || status=$?
  local took
  took=$(_since "$start")
  if [ "$status" -ne 0 ]; then
    printf '===== FAILED: %s (exit %s, %ss) =====\n' "$name" "$status" "$took" >&2
    return "$status"
  fi
  printf '===== done: %s (%ss) =====\n' "$name" "$took"
  CI_TIMINGS+=("$(printf '%7ss  %s' "$took" "$name")")
}

# note MESSAGE: a one-line remark (e.g. "wasm-pack 0.15.1 present, skipped").
note() { printf -- '--- %s\n' "$*"; }

die() { printf 'error: %s\n' "$*" >&2; exit 1; }

print_timings() {
  printf '\n===== timings =====\n'
  if [ "${#CI_TIMINGS[@]}" -eq 0 ]; then printf '(nothing ran)\n'; return; fi
  local line
  for line in "${CI_TIMINGS[@]}"; do printf '%s\n' "$line"; done
}
