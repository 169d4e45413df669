#!/usr/bin/env bash
# Regenerates the ABI baseline (abi/exported-symbols.txt, abi/librigid2d.abi)
# from the current sources, on purpose: after a reviewed compatible addition,
# or after an incompatible change that bumped the SONAME. See abi/README.md.
# Builds the library with debug info in build-hardening, as the gate does.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
build=build-hardening
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" -Dbuildtype=debugoptimized -Dexamples=false -Dbench=false >/dev/null
fi
meson compile -C "$build" src/rigid2d:shared_library >/dev/null
bash abi/dump.sh "$build/src/librigid2d.so" abi
git --no-pager diff --stat -- abi/exported-symbols.txt abi/librigid2d.abi || true
echo "ABI baseline updated; review 'git diff abi/' and commit it with the change."
