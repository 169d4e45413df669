#!/usr/bin/env bash
# Runs the Python bindings' tests, examples and (briefly) their benchmark.
# Usage: scripts/test-python.sh [build-dir]
# The library must already be built; the build directory is the first
# argument, else $RIGID2D_BUILD_DIR, else build/ of this checkout.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${1:-${RIGID2D_BUILD_DIR:-$repo_root/build}}"
build_dir="$(cd "$build_dir" && pwd)"
python=/usr/bin/python3  # Debian's: it has pytest and numpy from apt

library="$build_dir/src/librigid2d.so.0"
if [ ! -e "$library" ]; then
  echo "test-python: $library not found; build the library first (meson compile -C $build_dir)" >&2
  exit 1
fi
# Test exactly this build, whatever else the search would find.
export RIGID2D_LIBRARY="$library"

cd "$repo_root"
echo "test-python: pytest with $RIGID2D_LIBRARY"
"$python" -m pytest -q -p no:cacheprovider bindings/python/tests

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
echo "test-python: examples"
"$python" examples/python/hello.py
"$python" examples/python/pyramid.py "$scratch/pyramid.png"
test -s "$scratch/pyramid.png"

echo "test-python: benchmark (short run)"
"$python" bindings/python/bench_bulk.py --bodies 2000 --repeat 3
