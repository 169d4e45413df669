#!/usr/bin/env bash
# Builds rigid2d_bench, release, from a source tree into a build directory
# (set up once, reconfigured after): for bench.sh and bench-against.sh.
#
#   bash scripts/build-bench.sh SOURCE BUILD
set -euo pipefail

source_dir="$1"
build_dir="$2"
if [ -d "$build_dir" ]; then
  meson setup --reconfigure "$build_dir" "$source_dir" --buildtype=release -Dtests=false -Dexamples=false >/dev/null
else
  meson setup "$build_dir" "$source_dir" --buildtype=release -Dtests=false -Dexamples=false >/dev/null
fi
meson compile -C "$build_dir" rigid2d_bench >/dev/null
