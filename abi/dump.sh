#!/usr/bin/env bash
# Describes the ABI of a built librigid2d.so in two files of <out-dir>:
#   exported-symbols.txt  its exported dynamic symbols with their version
#                         node, sorted (what the linker sees);
#   librigid2d.abi        abidw's description of the public functions and
#                         the types of include/rigid2d only, with no paths
#                         or line numbers, so it is the same on any machine.
# The library must be built with debug info (-g). Used by
# scripts/update-abi-baseline.sh (out-dir abi/) and the gate in
# scripts/test-hardening.sh, so both describe the ABI the same way.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 <librigid2d.so> <out-dir>" >&2
  exit 2
fi
lib=$1
out=$2
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$out"

nm -D --defined-only "$lib" | awk '{print $3}' | LC_ALL=C sort > "$out/exported-symbols.txt"

abidw --headers-dir "$root/include/rigid2d" --drop-private-types \
  --exported-interfaces-only --no-corpus-path --no-comp-dir-path --no-show-locs --no-elf-needed \
  --type-id-style hash --out-file "$out/librigid2d.abi" "$lib"
