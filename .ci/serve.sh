#!/usr/bin/env bash
# Installs what is missing, builds the release package into www/pkg and serves www/ on
# http://127.0.0.1:$PORT/ (default 8080). Stop it with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib.sh
source .ci/lib.sh
# shellcheck source=setup.sh
source .ci/setup.sh
PORT=${PORT:-8080}

ci_setup
step "wasm-pack build (release)" wasm-pack build --release --target web --out-dir www/pkg
command -v python3 >/dev/null || die "python3 is needed to serve www/"

printf '\nServing www/ -- open http://127.0.0.1:%s/ (Ctrl-C to stop)\n' "$PORT"
# gzip for text and wasm, revalidation on reload (.ci/serve.py: what a static host should do too)
exec python3 .ci/serve.py "$PORT" www
