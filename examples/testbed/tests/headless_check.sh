#!/usr/bin/env bash
# Runs the testbed headless on a scene and checks the pictures it writes:
# the one before any step and the one after STEPS, both against the world
# they show; then that the checker rejects them as another scene.
# usage: headless_check.sh TESTBED CHECK_PNG SCENE STEPS OTHER_SCENE OUT_DIR WIDTH HEIGHT
set -euo pipefail
testbed=$1 check_png=$2 scene=$3 steps=$4 other=$5 out=$6 width=$7 height=$8

"$testbed" --list | grep -qx "$scene" || { echo "--list does not name $scene"; exit 1; }

rm -rf "$out"
printed=$("$testbed" --headless --scene "$scene" --frames "$steps" --every "$steps" \
          --out "$out" --width "$width" --height "$height")
echo "$printed"

first=$(printf '%s/%s_%04d.png' "$out" "$scene" 0)
last=$(printf '%s/%s_%04d.png' "$out" "$scene" "$steps")
[ "$printed" = "$first"$'\n'"$last" ] || { echo "expected the paths $first and $last"; exit 1; }

"$check_png" "$first" "$scene" 0 "$width" "$height"
"$check_png" "$last" "$scene" "$steps" "$width" "$height"

if "$check_png" "$first" "$other" 0 "$width" "$height" >/dev/null 2>&1; then
  echo "check_png passed $first as $other: it checks nothing"
  exit 1
fi
if "$check_png" "$first" "$scene" 0 "$((width + 2))" "$height" >/dev/null 2>&1; then
  echo "check_png passed a picture of the wrong width"
  exit 1
fi
echo "ok"
