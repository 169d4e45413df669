#!/usr/bin/env bash
# Tests the Rust bindings against a built librigid2d: the bindgen drift check
# and bindgen's layout tests, the unit, integration and doc tests of both
# crates, clippy with warnings denied, and the examples.
#
# Usage: scripts/test-rust.sh [MESON_BUILD_DIR]
# The build directory defaults to $RIGID2D_BUILD_DIR, else <repo>/build.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${1:-${RIGID2D_BUILD_DIR:-$repo/build}}

fail() {
    echo "test-rust: $*" >&2
    exit 1
}

[ -e "$build_dir/src/librigid2d.so" ] || fail "no $build_dir/src/librigid2d.so; build the library with Meson first"
RIGID2D_LIB_DIR=$(cd "$build_dir/src" && pwd)
export RIGID2D_LIB_DIR
# Without bindgen the drift test is compiled as ignored; here it must run.
command -v bindgen >/dev/null || fail "bindgen not found; the binding drift check needs it (apt install bindgen)"

cd "$repo/bindings/rust"
echo "test-rust: library from $RIGID2D_LIB_DIR"
cargo test --offline --locked --workspace --no-fail-fast
cargo clippy --offline --locked --workspace --all-targets -- -D warnings
for example in hello contact_events; do
    echo "test-rust: example $example"
    cargo run --offline --locked --quiet --example "$example"
done
echo "test-rust: all passed"
