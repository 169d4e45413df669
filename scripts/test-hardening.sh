#!/usr/bin/env bash
# Hardening checks (issue 6), each printing one summary line:
#   1 fuzz       libFuzzer over the C API: FUZZ_RUNS inputs (default 150000, three to four minutes)
#                from seed 1, capped at FUZZ_SECONDS (default 180), clang, build-fuzz
#   2 sanitizers ASan+UBSan build, `meson test` of the C suites abi, unit, examples and
#                the fuzz inputs and short soak (suite sanitized), build-asan
#   3 tsan       ThreadSanitizer build (gcc, build-tsan): the cross-thread stress of
#                stale, forged and mistyped ids while worlds are churned on other threads
#   4 soak       100,000 steps of bodies created and destroyed, RSS and counts, build-hardening
#   5 extreme    fast, tiny, huge, 1:1000 and piled bodies: finite, no energy gain
#   6 golden     determinism golden hash (tests/hardening/golden_hash.txt) from three
#                builds: gcc's widest kernels, gcc forced to AVX ones and to baseline SSE2
#                ones, clang (build-clang)
#   7 abi        symbol list and abidiff against abi/ (see abi/README.md)
# build-hardening is a plain gcc -g -O2 build: the ABI gate needs debug
# info and the soak needs RSS figures without ASan's quarantine.
# Exits non-zero if any check fails; every check runs regardless.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

FUZZ_SECONDS=${FUZZ_SECONDS:-180}
FUZZ_RUNS=${FUZZ_RUNS:-150000}
SOAK_STEPS=${SOAK_STEPS:-100000}
TSAN_WORLDS=${TSAN_WORLDS:-3000}
logs="$root/build-hardening-logs"
mkdir -p "$logs"

summary=()
failed=0
# check <name> <command...>: runs it with output in $logs/<name>.log.
check() {
  local name=$1
  shift
  local start=$SECONDS
  echo "=== $name"
  if "$@" >"$logs/$name.log" 2>&1; then
    summary+=("PASS  $name ($((SECONDS - start)) s) $(grep -h '^summary:' "$logs/$name.log" | tail -1 | cut -c10-)")
  else
    failed=$((failed + 1))
    tail -n 40 "$logs/$name.log"
    summary+=("FAIL  $name ($((SECONDS - start)) s), log: $logs/$name.log")
  fi
}

# setup <dir> <meson args...>: configures once, then only rebuilds.
setup() {
  local dir=$1
  shift
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@"
  fi
}

fuzz() {
  CC=clang CXX=clang++ setup build-fuzz -Dbuildtype=debugoptimized -Dexamples=false -Dbench=false || return 1
  meson compile -C build-fuzz tests/hardening/fuzz_api || return 1
  mkdir -p build-fuzz/fuzz-corpus build-fuzz/fuzz-artifacts
  # New inputs go to the first folder (kept between runs); crashes to artifacts.
  # A fixed seed and count of runs make the check repeatable: the same
  # sources explore the same inputs, so a red run is a real regression.
  build-fuzz/tests/hardening/fuzz_api -seed=1 -runs="$FUZZ_RUNS" -max_total_time="$FUZZ_SECONDS" \
    -max_len=4096 -timeout=20 \
    -rss_limit_mb=3072 -print_final_stats=1 -artifact_prefix=build-fuzz/fuzz-artifacts/ \
    build-fuzz/fuzz-corpus tests/hardening/corpus || return 1
  echo "summary: $(grep -h 'stat::number_of_executed_units' "$logs/fuzz.log" | awk '{print $2}') inputs from seed 1"
}

sanitizers() {
  setup build-asan -Db_sanitize=address,undefined -Dbuildtype=debugoptimized -Dbench=false \
    || return 1
  meson compile -C build-asan || return 1
  ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    meson test -C build-asan --print-errorlogs --suite abi --suite unit --suite examples --suite sanitized \
    || return 1
  echo "summary: $(grep -E '^(Ok|Fail|Timeout): ' "$logs/sanitizers.log" | tr -s ' \n' ' ')"
}

# The library's kernels are picked by a branch, not by IFUNC resolvers that
# would run before TSan starts, so a TSan library loads; only it and the
# stress test are built.
tsan() {
  setup build-tsan -Db_sanitize=thread -Dbuildtype=debugoptimized -Dexamples=false -Dbench=false || return 1
  meson compile -C build-tsan hardening_thread_stress || return 1
  TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 build-tsan/tests/hardening/hardening_thread_stress \
    --worlds "$TSAN_WORLDS" || return 1
}

plain_build() {
  setup build-hardening -Dbuildtype=debugoptimized -Dexamples=false -Dbench=false && meson compile -C build-hardening
}

soak() {
  build-hardening/tests/hardening/hardening_soak --steps "$SOAK_STEPS" || return 1
  echo "summary: $(grep -h '^soak:' "$logs/soak.log" | head -1 | cut -c7-)"
}

extreme() {
  build-hardening/tests/hardening/hardening_extreme || return 1
  echo "summary: $(grep -h 'worst energy growth' "$logs/extreme.log" | sed 's/.*growth \([^ ]*\).*/\1/' | sort -g | tail -1) worst energy growth"
}

# The same golden hash from three builds: GCC with the widest kernels the
# machine has (AVX-512 or AVX), the same library forced onto the AVX
# kernels and onto the baseline SSE2 ones, and clang (whose build targets
# AVX throughout).
golden() {
  CC=clang CXX=clang++ setup build-clang -Dexamples=false -Dbench=false || return 1
  meson compile -C build-clang tests/hardening/hardening_golden_hash || return 1
  local expected=tests/hardening/golden_hash.txt
  build-hardening/tests/hardening/hardening_golden_hash "$expected" || return 1
  RIGID2D_SIMD=avx build-hardening/tests/hardening/hardening_golden_hash "$expected" || return 1
  RIGID2D_SIMD=baseline build-hardening/tests/hardening/hardening_golden_hash "$expected" || return 1
  build-clang/tests/hardening/hardening_golden_hash "$expected" || return 1
  echo "summary: gcc (widest kernels), gcc (RIGID2D_SIMD=avx), gcc (RIGID2D_SIMD=baseline), clang agree: $(cat "$expected")"
}

abi() {
  local lib=build-hardening/src/librigid2d.so current=build-hardening/abi-current
  bash abi/dump.sh "$lib" "$current" || return 1
  local status=0
  # The SONAME must carry the header's R2D_ABI_VERSION.
  local abi_version soname
  abi_version=$(sed -n 's/^#define R2D_ABI_VERSION \([0-9]*\).*/\1/p' include/rigid2d/rigid2d.h)
  soname=$(readelf -d "$lib" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
  if [ "$soname" != "librigid2d.so.$abi_version" ]; then
    echo "SONAME $soname does not match R2D_ABI_VERSION $abi_version"
    status=1
  fi
  if ! diff -u abi/exported-symbols.txt "$current/exported-symbols.txt"; then
    echo "exported symbols differ from abi/exported-symbols.txt (see abi/README.md)"
    status=1
  fi
  # abidiff's exit code is a bit set: 1 error, 2 usage error, 4 ABI change,
  # 8 incompatible ABI change (which comes with 4).
  abidiff abi/librigid2d.abi "$current/librigid2d.abi"
  local diff_status=$?
  if (( diff_status & 3 )); then
    echo "abidiff failed to compare (exit $diff_status)"
    status=1
  elif (( diff_status & 8 )); then
    echo "INCOMPATIBLE ABI change: bump the SONAME and regenerate the baseline (abi/README.md)"
    status=1
  elif (( diff_status & 4 )); then
    echo "compatible ABI change (above): run scripts/update-abi-baseline.sh and commit abi/"
  fi
  [ $status -eq 0 ] && echo "summary: $(wc -l < abi/exported-symbols.txt) symbols, $soname, abidiff exit $diff_status"
  return $status
}

check fuzz fuzz
check sanitizers sanitizers
check tsan tsan
check build plain_build
check soak soak
check extreme extreme
check golden golden
check abi abi

echo "=== hardening summary"
printf '%s\n' "${summary[@]}"
[ "$failed" -eq 0 ]
