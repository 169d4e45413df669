#!/usr/bin/env bash
# Builds the release benchmark of this checkout and of another commit
# beside it (a git worktree under build-bench-against/), and copies each to
# a directory of its own, build-bench-against/new and .../base (bench/ and
# src/), so a rebuild during a run changes neither: for bench-against.sh
# and bench-paired.sh. Says which commit each is.
#
#   bash scripts/build-against.sh REV
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
rev="$(git -C "$root" rev-parse --short "$1")"
work="$root/build-bench-against"
tree="$work/tree-$rev"

mkdir -p "$work"
[ -d "$tree" ] || git -C "$root" worktree add --detach "$tree" "$rev" >/dev/null
bash "$root/scripts/build-bench.sh" "$root" "$root/build-bench"
bash "$root/scripts/build-bench.sh" "$tree" "$tree/build"

for side in new base; do
  rm -rf "${work:?}/$side"
  mkdir -p "$work/$side"
done
cp -r "$root/build-bench/bench" "$root/build-bench/src" "$work/new/"
cp -r "$tree/build/bench" "$tree/build/src" "$work/base/"
changes=$(git -C "$root" diff --quiet HEAD || echo ', with changes')
echo "# new: this checkout ($(git -C "$root" rev-parse --short HEAD)$changes); base: $rev"
