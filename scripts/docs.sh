#!/usr/bin/env bash
# Builds the HTML reference of the C API (docs/Doxyfile) from the comments
# of include/rigid2d/*.h with Doxygen from apt. Any warning, such as a
# public function, type, field or status without documentation, fails it.
# Usage: scripts/docs.sh [output-dir]   (default build-docs; html/ inside)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(mkdir -p "${1:-$root/build-docs}" && cd "${1:-$root/build-docs}" && pwd)"
cd "$root"

command -v doxygen >/dev/null || { echo "docs: doxygen not found (apt install doxygen)" >&2; exit 1; }
# The output directory is appended, so the Doxyfile holds no machine's path.
if ! { cat docs/Doxyfile; echo "OUTPUT_DIRECTORY = $out"; } | doxygen - >"$out/doxygen.log" 2>&1; then
  cat "$out/doxygen.log" >&2
  echo "docs: doxygen reported the problems above" >&2
  exit 1
fi
echo "docs: $(grep -c '^R2D_API' include/rigid2d/rigid2d.h) functions documented; reference at $out/html/index.html"
