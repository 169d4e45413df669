#!/usr/bin/env bash
# README's "Using the library", checked from the README itself (issue 19):
# the first sh block of that section is run in a copy of the checkout (its
# tracked and unignored files) in a temporary directory, with HOME there
# too, so the prefix is fresh; app.c is the README's first C example. The
# block builds, installs, compiles app.c with pkg-config and an rpath, and
# runs it; this checks that only the library, header and .pc were installed
# and that the program's output is the example's.
# Usage: scripts/packaging/c-install.sh
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readme="$repo_root/README.md"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/rigid2d" "$scratch/home"
(cd "$repo_root" && git ls-files -z -co --exclude-standard | xargs -0 tar -cf - --no-recursion) \
  | tar -xf - -C "$scratch/rigid2d"

# fenced_block LANG [SECTION]: the first ```LANG block, after SECTION's heading if given.
fenced_block() {
  awk -v lang="$1" -v section="${2:-}" '
    section != "" && !seen { if ($0 == "## " section) seen = 1; next }
    inside && /^```/ { exit }
    inside { print }
    $0 == "```" lang { inside = 1 }' "$readme"
}
fenced_block c >"$scratch/rigid2d/app.c"
fenced_block sh "Using the library" >"$scratch/commands.sh"
[ -s "$scratch/rigid2d/app.c" ] && [ -s "$scratch/commands.sh" ] || {
  echo "c-install: README.md has no C example or no sh block under 'Using the library'" >&2
  exit 1
}
echo "c-install: running README's commands:"
sed 's/^/  /' "$scratch/commands.sh"

cd "$scratch/rigid2d"
env -u LD_LIBRARY_PATH -u PKG_CONFIG_PATH HOME="$scratch/home" \
  bash -euo pipefail "$scratch/commands.sh" >"$scratch/log" 2>&1 || { tail -n 40 "$scratch/log" >&2; exit 1; }

installed=$(cd "$scratch/home/.local" && find . -not -type d | sort | tr '\n' ' ')
expected="./include/rigid2d/rigid2d.h ./include/rigid2d/rigid2d_export.h ./lib/librigid2d.so ./lib/librigid2d.so.0 ./lib/librigid2d.so.0.1.0 ./lib/pkgconfig/rigid2d.pc "
if [ "$installed" != "$expected" ]; then
  echo "c-install: installed $installed; expected $expected" >&2
  exit 1
fi
# The example's box settles on the floor (top at y = 0.5, half height 0.5),
# then the null id is refused with the library's explanation.
grep -Eq '^box rests at \(-?0\.00[0-9], (0\.99[0-9]|1\.00[0-9])\)$' "$scratch/log" \
  && grep -q '^the id is null.*: the body id is null$' "$scratch/log" || {
  echo "c-install: ./app did not print the example's output:" >&2
  cat "$scratch/log" >&2
  exit 1
}
echo "c-install: installed $installed"
echo "c-install: ./app printed: $(grep -E '^(box|the id)' "$scratch/log" | tr '\n' ';')"
