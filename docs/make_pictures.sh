#!/usr/bin/env bash
# Makes the pictures in docs/ with the testbed itself, headless: each
# scene after the given number of steps, 800 x 600, as docs/PICTURE.png.
# usage: docs/make_pictures.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
testbed=${1:-build}/examples/testbed/testbed
[ -x "$testbed" ] || { echo "no $testbed: build first (meson compile -C ${1:-build})" >&2; exit 1; }
shots=$(mktemp -d)
trap 'rm -rf "$shots"' EXIT

while read -r scene steps picture; do
  "$testbed" --headless --scene "$scene" --frames "$steps" --every "$steps" \
             --out "$shots" --width 800 --height 600 >/dev/null
  cp "$shots/$(printf '%s_%04d.png' "$scene" "$steps")" "docs/$picture.png"
  echo "docs/$picture.png: $scene after $steps steps"
done <<'SCENES'
pyramid 300 pyramid
rain_mixed 300 rain_mixed
card_house 120 card_house
tumbler 300 tumbler
concave 180 concave
bridge 150 joints
SCENES
