#!/usr/bin/env bash
# Runs every test of rigid2d: the C suites (meson test), the Python and
# Rust bindings, the packaging (install, pip, a downstream crate), the
# reference manual (Doxygen, warnings as errors), the pictures in docs/
# against what the testbed makes now, and the hardening checks (sanitizers,
# fuzzing, ABI gate).
# Installs what it needs from apt first. Every stage runs even when an
# earlier one fails, so one run shows everything that is broken.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

bash scripts/install-deps.sh || exit 1

build=build
if [ -f "$build/build.ninja" ]; then
  meson setup --reconfigure "$build" >/dev/null || exit 1
else
  meson setup "$build" || exit 1
fi

passed=0
failed=0
failed_stages=()
stage() {
  local name=$1
  shift
  echo "=== $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failed_stages+=("$name")
  fi
}

stage "build" meson compile -C "$build"
stage "c" meson test -C "$build" --print-errorlogs
stage "python" bash scripts/test-python.sh "$build"
stage "rust" bash scripts/test-rust.sh "$build"
stage "packaging" bash scripts/test-packaging.sh
stage "docs" bash scripts/docs.sh
stage "pictures" bash docs/make_pictures.sh --check "$build"
stage "hardening" bash scripts/test-hardening.sh

if [ "$failed" -gt 0 ]; then
  echo "failed stages: ${failed_stages[*]}"
fi
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
