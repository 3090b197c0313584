#!/usr/bin/env bash
# Installs what is missing, builds the release package into www/pkg, bundles the page into
# target/site (.ci/bundle/bundle.mjs: main.js and its modules in one minified file; the workers
# as they are) and serves it on http://127.0.0.1:$PORT/ (default 8080). Stop it with Ctrl-C.
#
#   bash .ci/serve.sh          # the page as shipped: the bundle
#   bash .ci/serve.sh --dev    # www/ itself, plain ES modules (an edit shows on reload, no bundling)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib.sh
source .ci/lib.sh
# shellcheck source=setup.sh
source .ci/setup.sh
PORT=${PORT:-8080}
DEV=0
for arg in "$@"; do
  case $arg in
    --dev) DEV=1 ;;
    *) die "serve.sh: unknown argument $arg (only --dev)" ;;
  esac
done

ci_setup
step "wasm-pack build (release)" wasm-pack build --release --target web --out-dir www/pkg
ROOT=www
if [ "$DEV" -eq 0 ]; then
  step "bundle the page (target/site)" node .ci/bundle/bundle.mjs target/site
  ROOT=target/site
fi
command -v python3 >/dev/null || die "python3 is needed to serve the page"

printf '\nServing %s/ -- open http://127.0.0.1:%s/ (Ctrl-C to stop)\n' "$ROOT" "$PORT"
# gzip for text and wasm, revalidation on reload (.ci/serve.py: what a static host should do too)
exec python3 .ci/serve.py "$PORT" "$ROOT"
