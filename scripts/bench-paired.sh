#!/usr/bin/env bash
# Compares this checkout with another commit by stepping both builds'
# worlds in turn in one process (bench/paired/paired_bench.c): the
# machine's drift, which moves whole runs of the development VM by 10 to
# 40%, then falls on both within milliseconds, and the median of the
# per-step ratios compares them. Both are built as build-against.sh builds
# them; each side (bench/paired/paired_side.c) is compiled from this
# checkout against its build's librigid2d and this checkout's scenes (so
# REV's library must have every call the scenes make). The run goes
# twice, the builds loaded and their worlds made in either order, so that
# neither always gets the first memory placement; a build against itself
# reads 0.995 to 1.004 in both (large_pyramid, one and two workers).
#
#   [BURST=N] bash scripts/bench-paired.sh REV SCENE [WARM_STEPS [STEPS [WORKERS...]]]
#   bash scripts/bench-paired.sh HEAD~1 rain_64000 200 300 1 2
#   BURST=4 bash scripts/bench-paired.sh HEAD~1 tumbler 100 100
#
# Defaults: 200 warm steps (rain's pile lands), 300 timed ones, 1 and 2
# workers, one step a turn. With BURST=N each world takes N steps a turn
# and the last N - 1 count (paired_bench's --burst): caches warm with the
# world's own data, as rigid2d_bench meets them; STEPS counts turns.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: [BURST=N] bash scripts/bench-paired.sh REV SCENE [WARM_STEPS [STEPS [WORKERS...]]]" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
rev="$1"
scene="$2"
warm="${3:-200}"
steps="${4:-300}"
shift $(($# < 4 ? $# : 4))
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(1 2)
work="$root/build-bench-against"
bash "$root/scripts/build-against.sh" "$rev"

cc=${CC:-cc}
for side in new base; do
  "$cc" -O2 -std=c11 -fPIC -shared -I"$root/include" -I"$root/bench/scenes" "$root/bench/paired/paired_side.c" \
    "$root/build-bench/bench/scenes/libscenes.a" -L"$work/$side/src" -lrigid2d -lm -Wl,-rpath,"$work/$side/src" \
    -o "$work/$side/paired_side.so"
done
"$cc" -O2 -std=c11 "$root/bench/paired/paired_bench.c" -ldl -o "$work/paired_bench"

for order in "" --base-first; do
  echo "# ${order:---new-first}"
  # shellcheck disable=SC2086 # an empty order is no argument
  "$work/paired_bench" $order --burst "${BURST:-1}" "$work/new/paired_side.so" "$work/base/paired_side.so" \
    "$scene" "$warm" "$steps" "${counts[@]}"
done
