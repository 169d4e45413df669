#!/usr/bin/env bash
# Regenerates tests/hardening/golden_hash.txt after a change of the engine
# that changes simulation results on purpose (the determinism test then
# guards the new results). Uses the plain build-hardening build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
build=build-hardening
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" -Dbuildtype=debugoptimized -Dexamples=false -Dbench=false >/dev/null
fi
meson compile -C "$build" tests/hardening/hardening_golden_hash >/dev/null
"$build/tests/hardening/hardening_golden_hash" --print > tests/hardening/golden_hash.txt
echo "golden hash now $(cat tests/hardening/golden_hash.txt); commit tests/hardening/golden_hash.txt"
