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
# --profile ends with the mean time of each stage of the step: times that
# fit in the step, with the sub-steps' and collide's work showing.
line=$("$testbed" --headless --scene "$scene" --frames "$steps" --every "$steps" --workers 2 --profile \
                  --out "$out/profile" --width 64 --height 48 | tail -n 1)
echo "$line" | awk '
  $1 != "profile" { print "no profile line: " $0; exit 1 }
  {
    for (i = 3; i <= NF; ++i) { split($i, kv, "="); v[kv[1]] = kv[2] }
    sum = 0; n = split("pairs collide prepare substeps store finalize continuous sleep sensors", names, " ")
    for (i = 1; i <= n; ++i) { if (!(names[i] in v) || v[names[i]] < 0) { print "bad stage " names[i] ": " $0; exit 1 } sum += v[names[i]] }
    if (v["workers"] != 2 || v["steps"] != '"$steps"' || !(v["step"] > 0) || !(v["substeps"] > 0) || !(v["collide"] > 0) ||
        sum > v["step"] * 1.001 + 0.0001) { print "bad profile: " $0; exit 1 }
  }' || exit 1
echo "$scene after $steps steps: the same picture on 1 and 4 workers; profile on 2 workers: $line"
