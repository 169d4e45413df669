#!/usr/bin/env bash
# Builds a release benchmark and runs rigid2d, on one worker and on two,
# against Box2D 2.4.1 and Chipmunk 7 on the SCENES.md scenes, in
# alternating rounds, then the rain scaling series. Writes bench/results/latest.txt (the RESULT, RATIO, CORES,
# SCALING lines and the TARGET lines that say which goals were met),
# bench/results/full.txt (everything printed), bench/results/table.md (the
# README's table) and bench/results/ratios.png (rigid2d's speed relative to
# each peer, with the targets).
#
#   ROUNDS=5          alternating rounds of the comparison (at least 5)
#   SCALING_ROUNDS=1  rounds of the scaling series (64k bodies is slow)
#   SCALING=0         skip the scaling series
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build-bench"
results="$root/bench/results"
rounds="${ROUNDS:-5}"
scaling_rounds="${SCALING_ROUNDS:-1}"

# The peers come from Debian (libbox2d-dev, libchipmunk-dev). The benchmark
# does not need the Rust toolchain that install-deps.sh also insists on.
"$root/scripts/install-deps.sh" || echo "bench: install-deps.sh failed; building with what is installed" >&2

bash "$root/scripts/build-bench.sh" "$root" "$build"

mkdir -p "$results"
bench="$build/bench/rigid2d_bench"
"$bench" --list
{
  echo "# rigid2d at $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown), $(date -u +%FT%TZ), load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "# machine:$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), $(nproc) cores, $(. /etc/os-release && echo "$PRETTY_NAME")"
  "$bench" --repeats "$rounds" --threads 1,2 --scenes large_pyramid,many_pyramids,tumbler,tumbler_circles
  # Chipmunk is left out of joint_grid: its bounding-box tree tests every
  # pair of the collapsing net before the group filter drops it, and one
  # run takes over 0.6 s a step (minutes per round).
  "$bench" --repeats "$rounds" --threads 1,2 --scenes joint_grid --engines rigid2d,box2d
  if [ "${SCALING:-1}" != 0 ]; then
    "$bench" --scaling --threads 1,2 --repeats "$scaling_rounds"
  fi
} | tee "$results/full.txt"

grep -E '^(RESULT|RATIO|SCALING|TARGET|CORES) ' "$results/full.txt" > "$results/latest.txt"
MPLBACKEND=Agg /usr/bin/python3 "$root/bench/plot_ratios.py" "$results/latest.txt" "$results/ratios.png"
/usr/bin/python3 "$root/bench/results_table.py" "$results/latest.txt" | tee "$results/table.md"
echo "bench: wrote $results/latest.txt, table.md and ratios.png"
