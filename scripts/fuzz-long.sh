#!/usr/bin/env bash
# Fuzzes the C API for longer than the CI budget:
#   scripts/fuzz-long.sh [seconds]      (default 3600, 0 for no limit; FUZZ_JOBS=2 for both cores)
#   FUZZ_RUNS=10000000 scripts/fuzz-long.sh 0   stops after that many executions instead
# New inputs collect in build-fuzz/fuzz-corpus, crashes in build-fuzz/fuzz-artifacts.
# To keep a crash as a regression: copy it to tests/hardening/regressions/.
# To refresh the committed seeds with what was learnt (small files only):
#   build-fuzz/tests/hardening/fuzz_api -merge=1 -max_len=4096 tests/hardening/corpus build-fuzz/fuzz-corpus
# R2D_FUZZ_TOLERATE_ABSURD=1 fuzzes past non-finite states caused by absurd
# but legal numbers (see the top of tests/hardening/fuzz_api.c).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
seconds=${1:-3600}
jobs=${FUZZ_JOBS:-1}
if [ ! -f build-fuzz/build.ninja ]; then
  CC=clang CXX=clang++ meson setup build-fuzz -Dbuildtype=debugoptimized -Dexamples=false -Dbench=false
fi
meson compile -C build-fuzz tests/hardening/fuzz_api
mkdir -p build-fuzz/fuzz-corpus build-fuzz/fuzz-artifacts
# -jobs makes libFuzzer run workers with logs in fuzz-<n>.log; only for more than one.
parallel=()
if [ "$jobs" -gt 1 ]; then
  parallel=(-jobs="$jobs" -workers="$jobs")
fi
# -runs=-1 is libFuzzer's "no limit".
exec build-fuzz/tests/hardening/fuzz_api -max_total_time="$seconds" -runs="${FUZZ_RUNS:--1}" -max_len=4096 -timeout=20 \
  -rss_limit_mb=3072 -print_final_stats=1 "${parallel[@]}" \
  -artifact_prefix=build-fuzz/fuzz-artifacts/ build-fuzz/fuzz-corpus tests/hardening/corpus
