#!/usr/bin/env bash
# Lighthouse 12.2.3 (npm, pinned in benches/page/package.json) on the page: the mobile profile
# (Lighthouse's default: a phone, 4x CPU slowdown, simulated slow 4G) and the desktop preset, each
# RUNS times (default 3), with Debian's Chromium. Prints each run's four category scores and its
# LCP, CLS, TBT, FCP and Speed Index, then the medians; writes the reports' JSON to $OUT (default
# /tmp/lighthouse-page). A script, not a test: the numbers are read, never asserted.
#
#   bash benches/page/lighthouse.sh [URL]
#
# Without URL it serves what `bash .ci/serve.sh` serves, the bundle in target/site (`node
# .ci/bundle/bundle.mjs`), or $PAGE_ROOT (PAGE_ROOT=www: the unbundled source), with .ci/serve.py
# (gzip) on a free port. Needs the release package in www/pkg and `npm ci --prefix benches/page`.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-3}
OUT=${OUT:-/tmp/lighthouse-page}
mkdir -p "$OUT"
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
LH=benches/page/node_modules/.bin/lighthouse
[ -x "$LH" ] || npm ci --prefix benches/page

URL=${1:-}
if [ -z "$URL" ]; then
  PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  ROOT=${PAGE_ROOT:-target/site}
  [ -f "$ROOT/index.html" ] || { echo "no page in $ROOT: run node .ci/bundle/bundle.mjs (or set PAGE_ROOT=www)" >&2; exit 1; }
  SERVE_QUIET=1 python3 .ci/serve.py "$PORT" "$ROOT" &
  SERVER=$!
  trap 'kill $SERVER' EXIT
  URL="http://127.0.0.1:$PORT/"
  for _ in $(seq 50); do curl -fs -o /dev/null "$URL" && break; sleep 0.1; done
fi

for form in ${FORMS:-mobile desktop}; do
  preset=()
  [ "$form" = desktop ] && preset=(--preset=desktop)
  for i in $(seq "$RUNS"); do
    "$LH" "$URL" "${preset[@]}" --quiet --output=json --output-path="$OUT/$form-$i.json" \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="--headless --no-sandbox --disable-gpu" >/dev/null 2>&1 || echo "lighthouse failed on $form run $i" >&2
  done
done

node - "$OUT" "$RUNS" <<'EOF'
const [dir, runs] = [process.argv[2], Number(process.argv[3])];
const fs = require("node:fs");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const form of ["mobile", "desktop"]) {
  const rows = [];
  for (let i = 1; i <= runs; i++) {
    const file = `${dir}/${form}-${i}.json`;
    if (!fs.existsSync(file)) continue;
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    const score = (c) => Math.round((r.categories[c]?.score ?? 0) * 100);
    const a = (id) => r.audits[id]?.numericValue ?? NaN;
    rows.push({ perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo"),
      lcp: a("largest-contentful-paint"), cls: a("cumulative-layout-shift"), tbt: a("total-blocking-time"), fcp: a("first-contentful-paint"), si: a("speed-index") });
  }
  for (const [i, x] of rows.entries()) {
    console.log(`${form} run ${i + 1}: performance ${x.perf}, accessibility ${x.a11y}, best practices ${x.bp}, SEO ${x.seo}; LCP ${(x.lcp / 1000).toFixed(2)} s, CLS ${x.cls.toFixed(3)}, TBT ${Math.round(x.tbt)} ms, FCP ${(x.fcp / 1000).toFixed(2)} s, SI ${(x.si / 1000).toFixed(2)} s`);
  }
  if (rows.length) {
    const m = (k) => median(rows.map((x) => x[k]));
    console.log(`${form} median of ${rows.length}: performance ${m("perf")}, accessibility ${m("a11y")}, best practices ${m("bp")}, SEO ${m("seo")}; LCP ${(m("lcp") / 1000).toFixed(2)} s, CLS ${m("cls").toFixed(3)}, TBT ${Math.round(m("tbt"))} ms`);
  }
}
EOF
