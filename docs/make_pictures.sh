#!/usr/bin/env bash
# Makes the pictures in docs/ with the testbed itself, headless: each
# scene after the given number of steps, 800 x 600, as docs/PICTURE.png.
# usage: docs/make_pictures.sh [--check] [BUILD_DIR]   (default: build)
# With --check nothing is written: it fails, naming them, if the pictures
# in docs/ differ from what this build makes (the engine's results, the
# scenes or the drawing changed since they were made).
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
if [ "${1:-}" = "--check" ]; then
  check=true
  shift
fi
testbed=${1:-build}/examples/testbed/testbed
[ -x "$testbed" ] || { echo "no $testbed: build first (meson compile -C ${1:-build})" >&2; exit 1; }
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT

stale=()
while read -r scene steps picture; do
  "$testbed" --headless --scene "$scene" --frames "$steps" --every "$steps" \
             --out "$shots" --width 800 --height 600 >/dev/null
  made="$shots/$(printf '%s_%04d.png' "$scene" "$steps")"
  if $check; then
    if cmp -s "$made" "docs/$picture.png"; then
      echo "docs/$picture.png: as made now ($scene after $steps steps)"
    else
      stale+=("docs/$picture.png")
    fi
  else
    cp "$made" "docs/$picture.png"
    echo "docs/$picture.png: $scene after $steps steps"
  fi
done <<'SCENES'
pyramid 300 pyramid
rain_mixed 300 rain_mixed
card_house 120 card_house
tumbler 300 tumbler
concave 180 concave
bridge 150 joints
ray_casts 240 ray_casts
bullets 120 bullets
SCENES

if [ ${#stale[@]} -gt 0 ]; then
  echo "make_pictures: ${stale[*]} differ from what $testbed makes; run docs/make_pictures.sh and commit them" >&2
  exit 1
fi
