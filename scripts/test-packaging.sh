#!/usr/bin/env bash
# Uses rigid2d from outside the repository, as a new user would (issue 19),
# each check in a temporary directory with its own build of the engine:
#   c-install         README's prefix install, pkg-config and rpath, C example
#   meson-subproject  dependency('rigid2d') with the subproject fallback
#   python-venv       pip install of bindings/python into a venv, then a step
#   rust-downstream   a crate outside the workspace, engine built by rigid2d-sys
# Needs no build directory. Every check runs even after a failure; the exit
# status is non-zero if any failed.
# Usage: scripts/test-packaging.sh
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

failures=()
for check in c-install meson-subproject python-venv rust-downstream; do
  echo "test-packaging: $check"
  start=$SECONDS
  if bash "$root/scripts/packaging/$check.sh"; then
    echo "test-packaging: $check passed ($((SECONDS - start)) s)"
  else
    failures+=("$check")
  fi
done

if [ ${#failures[@]} -gt 0 ]; then
  printf 'test-packaging: FAILED: %s\n' "${failures[@]}" >&2
  exit 1
fi
echo "test-packaging: all passed"
