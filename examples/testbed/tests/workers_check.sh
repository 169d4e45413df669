#!/usr/bin/env bash
# Runs a scene headless on one worker and on four and checks that the
# pictures are byte for byte the same: the step is bit-identical at any
# worker count, so what the testbed shows is too.
# usage: workers_check.sh TESTBED SCENE STEPS OUT_DIR
set -euo pipefail
testbed=$1 scene=$2 steps=$3 out=$4

rm -rf "$out"
for workers in 1 4; do
  "$testbed" --headless --scene "$scene" --frames "$steps" --every "$steps" --workers "$workers" \
             --out "$out/$workers" --width 640 --height 480 >/dev/null
done
last=$(printf '%s_%04d.png' "$scene" "$steps")
cmp "$out/1/$last" "$out/4/$last" || { echo "$scene after $steps steps differs on 4 workers"; exit 1; }
if "$testbed" --headless --scene "$scene" --frames 1 --workers 0 --out "$out/0" >/dev/null 2>&1; then
  echo "--workers 0 was accepted"
  exit 1
fi
echo "$scene after $steps steps: the same picture on 1 and 4 workers"
