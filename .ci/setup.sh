#!/usr/bin/env bash
# Installs what building the page needs and, with --test, what the test command needs. Idempotent:
# each tool is checked (by version where it has one) and skipped when present. Everything comes from
# package registries (crates.io, npm, Debian apt): nothing is downloaded from GitHub, so wasm-pack
# must find wasm-bindgen (and geckodriver) on PATH at the right versions.
#
#   bash .ci/setup.sh          # build tools: wasm32 target, wasm-pack, wasm-bindgen-cli, esbuild (npm ci)
#   bash .ci/setup.sh --test   # + rustfmt, clippy, firefox-esr, chromium, nauty, parallel, geckodriver, npm ci
#
# serve.sh and test.sh source this file, so its steps show up in their timings.

WASM_PACK_VERSION=0.15.1
GECKODRIVER_VERSION=0.37.1
# (nauty's geng and GNU parallel: tests/census.rs runs the census split in parts, as docs/records.md
# does; the font: the page in 简体中文)
APT_PACKAGES=(firefox-esr chromium chromium-driver nauty parallel fonts-wqy-microhei)

# First line's second word of `CMD --version`, or nothing when CMD is missing or fails.
tool_version() {
  local out
  out=$("$@" --version 2>/dev/null) || true
  printf '%s\n' "$out" | awk 'NR == 1 { print $2 }'
}

# The wasm-bindgen version Cargo.lock resolved; the CLI must match it exactly.
locked_wasm_bindgen_version() {
  awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

setup_rust_build() {
  command -v cargo >/dev/null || die "cargo is not on PATH (expected a rustup toolchain in ~/.cargo/bin)"
  local sysroot
  sysroot=$(rustc --print sysroot)
  if [ -d "$sysroot/lib/rustlib/wasm32-unknown-unknown" ]; then
    note "wasm32-unknown-unknown target present, skipped"
  else
    step "install wasm32-unknown-unknown target" rustup target add wasm32-unknown-unknown
  fi

  if [ "$(tool_version wasm-pack)" = "$WASM_PACK_VERSION" ]; then
    note "wasm-pack $WASM_PACK_VERSION present, skipped"
  else
    step "install wasm-pack $WASM_PACK_VERSION" \
      cargo install --locked wasm-pack --version "$WASM_PACK_VERSION"
  fi

  local bindgen
  bindgen=$(locked_wasm_bindgen_version)
  [ -n "$bindgen" ] || die "no wasm-bindgen entry in Cargo.lock"
  if [ "$(tool_version wasm-bindgen)" = "$bindgen" ] &&
    [ "$(tool_version wasm-bindgen-test-runner)" = "$bindgen" ]; then
    note "wasm-bindgen-cli $bindgen (matches Cargo.lock) present, skipped"
  else
    # Not --locked: the CLI's own lock file pins a webpki-roots that no longer resolves on crates.io.
    step "install wasm-bindgen-cli $bindgen (matches Cargo.lock)" \
      cargo install wasm-bindgen-cli --version "$bindgen"
  fi

  # wasm-opt is switched off in Cargo.toml; Debian's binaryen (wasm-opt 108) silently breaks the
  # release module, so never install it. Say so if it is here anyway.
  if command -v wasm-opt >/dev/null; then
    note "warning: $(command -v wasm-opt) is on PATH; Cargo.toml keeps wasm-pack from using it"
  fi
}

setup_test_tools() {
  local component
  for component in rustfmt clippy; do
    local sub=${component/rustfmt/fmt}
    if cargo "$sub" --version >/dev/null 2>&1; then
      note "$component present, skipped"
    else
      step "install $component" rustup component add "$component"
    fi
  done

  local missing=() pkg
  for pkg in "${APT_PACKAGES[@]}"; do
    if [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)" != "install ok installed" ]; then
      missing+=("$pkg")
    fi
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    note "${APT_PACKAGES[*]} present, skipped"
  else
    export DEBIAN_FRONTEND=noninteractive
    step "apt-get update" as_root apt-get update
    step "apt-get install ${missing[*]}" as_root apt-get install -y "${APT_PACKAGES[@]}"
  fi

  if [ "$(tool_version geckodriver)" = "$GECKODRIVER_VERSION" ]; then
    note "geckodriver $GECKODRIVER_VERSION present, skipped"
  else
    step "install geckodriver $GECKODRIVER_VERSION" \
      cargo install --locked geckodriver --version "$GECKODRIVER_VERSION"
  fi

  require_node
  if npm_installed tests/browser; then
    note "tests/browser/node_modules matches package-lock.json, skipped"
  else
    step "npm ci (tests/browser)" npm ci --prefix tests/browser --no-audit --no-fund
  fi
}

require_node() {
  command -v node >/dev/null || die "node is not on PATH (the page's build and tests need Node.js >= 20)"
  local node_major
  node_major=$(node -p 'process.versions.node.split(".")[0]')
  [ "$node_major" -ge 20 ] || die "Node.js $(node --version) is too old: playwright-core needs >= 20"
}

# npm_installed DIR: whether DIR/node_modules holds every package of DIR/package-lock.json at its
# locked version (an optional one, such as another platform's esbuild binary, may be absent).
npm_installed() {
  node -e '
    const fs = require("fs");
    const dir = process.argv[1];
    const lock = JSON.parse(fs.readFileSync(`${dir}/package-lock.json`, "utf8"));
    for (const [path, meta] of Object.entries(lock.packages)) {
      if (!path) continue;
      const file = `${dir}/${path}/package.json`;
      if (meta.optional && !fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
      if (pkg.version !== meta.version) process.exit(1);
    }' "$1" 2>/dev/null
}

# The page's build step: esbuild from npm (pinned in .ci/bundle/package-lock.json; its Linux binary
# comes as an optional npm package, from the registry like the rest).
setup_bundle() {
  require_node
  if npm_installed .ci/bundle; then
    note ".ci/bundle/node_modules matches package-lock.json, skipped"
  else
    step "npm ci (.ci/bundle: esbuild)" npm ci --prefix .ci/bundle --no-audit --no-fund
  fi
}

ci_setup() {
  local with_tests=0 arg
  for arg in "$@"; do
    case $arg in
      --test) with_tests=1 ;;
      *) die "setup.sh: unknown argument $arg (only --test)" ;;
    esac
  done
  setup_rust_build
  setup_bundle
  if [ "$with_tests" -eq 1 ]; then setup_test_tools; fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  # Run directly.
  set -euo pipefail
  cd "$(dirname "$0")/.."
  # shellcheck source=lib.sh
  source .ci/lib.sh
  ci_setup "$@"
  print_timings
fi
