#!/usr/bin/env bash
# Tests the Rust bindings against a built librigid2d: the bindgen drift check
# and bindgen's layout tests, the unit, integration and doc tests of both
# crates, clippy and rustdoc with warnings denied, and the examples.
#
# Usage: scripts/test-rust.sh [build-dir]
# The library must already be built; the Meson build directory is the first
# argument, else $RIGID2D_BUILD_DIR, else build/ of this checkout. Every part
# runs even after a failure; the exit status is non-zero if any failed.
set -uo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${1:-${RIGID2D_BUILD_DIR:-$repo_root/build}}

if [ ! -e "$build_dir/src/librigid2d.so" ]; then
    echo "test-rust: $build_dir/src/librigid2d.so not found; build the library first" >&2
    exit 1
fi
# Test exactly this build, whatever else build.rs's search would find.
RIGID2D_LIB_DIR=$(cd "$build_dir/src" && pwd)
export RIGID2D_LIB_DIR
# Without bindgen the drift test is compiled as ignored; here it must run.
if ! command -v bindgen >/dev/null; then
    echo "test-rust: bindgen not found; the binding drift check needs it (apt install bindgen)" >&2
    exit 1
fi

cd "$repo_root/bindings/rust"
cargo=(cargo --offline --locked)

failures=()
run() {
    local name=$1
    shift
    echo "test-rust: $name"
    "$@" || failures+=("$name")
}

run "cargo test ($RIGID2D_LIB_DIR)" "${cargo[@]}" test --workspace --no-fail-fast
run "cargo clippy" "${cargo[@]}" clippy --workspace --all-targets -- -D warnings
run "cargo doc" env RUSTDOCFLAGS="-D warnings" "${cargo[@]}" doc --workspace --no-deps --quiet
for example in hello contact_events car; do
    run "examples/rust/$example.rs" "${cargo[@]}" run --quiet --example "$example"
done

if [ ${#failures[@]} -gt 0 ]; then
    printf 'test-rust: FAILED: %s\n' "${failures[@]}" >&2
    exit 1
fi
echo "test-rust: all passed"
