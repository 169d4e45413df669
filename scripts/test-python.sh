#!/usr/bin/env bash
# Runs the Python bindings' tests, examples and (briefly) their benchmark.
# Usage: scripts/test-python.sh [build-dir]
# The library must already be built; the build directory is the first
# argument, else $RIGID2D_BUILD_DIR, else build/ of this checkout. Every
# part runs even after a failure; the exit status is non-zero if any failed.
set -uo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${1:-${RIGID2D_BUILD_DIR:-$repo_root/build}}"
python=/usr/bin/python3  # Debian's: it has pytest and numpy from apt

library="$(cd "$build_dir" 2>/dev/null && pwd)/src/librigid2d.so.0"
if [ ! -e "$library" ]; then
  echo "test-python: $build_dir/src/librigid2d.so.0 not found; build the library first" >&2
  exit 1
fi
# Test exactly this build, whatever else the package's search would find.
export RIGID2D_LIBRARY="$library"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$repo_root"

failures=()
run() {
  local name=$1
  shift
  echo "test-python: $name"
  "$@" || failures+=("$name")
}

run "pytest ($RIGID2D_LIBRARY)" "$python" -m pytest -q -p no:cacheprovider bindings/python/tests
run "examples/python/hello.py" "$python" examples/python/hello.py
run "examples/python/joints.py" "$python" examples/python/joints.py
run "examples/python/pyramid.py" "$python" examples/python/pyramid.py "$scratch/pyramid.png"
run "pyramid.png written" test -s "$scratch/pyramid.png"
run "bench_bulk.py (short run)" "$python" bindings/python/bench_bulk.py --bodies 2000 --repeat 3
run "bench_threads.py (short run)" "$python" bindings/python/bench_threads.py --scale 0.1 --rounds 1

if [ ${#failures[@]} -gt 0 ]; then
  printf 'test-python: FAILED: %s\n' "${failures[@]}" >&2
  exit 1
fi
echo "test-python: all passed"
