#!/usr/bin/env bash
# Times this checkout against another commit built beside it, as a speed
# claim between commits needs: both release benchmarks are copied to
# directories of their own (a rebuild during the run then changes neither)
# and alternate round by round in one rigid2d_bench invocation
# (--baseline: the other commit runs as rigid2d_base and rigid2d_base_<n>t).
#
#   bash scripts/bench-against.sh REV [rigid2d_bench arguments]
#   bash scripts/bench-against.sh HEAD~1 --engines rigid2d --threads 1,2 --repeats 5 --scenes rain_64000
#
# The other commit is checked out as a git worktree under
# build-bench-against/ by build-against.sh (remove that directory and run
# `git worktree prune` to forget it). Alternate the builds' order between
# runs: the first engine of a round can meet a different machine state
# than the second.
set -euo pipefail

if [ $# -lt 1 ]; then
  echo "usage: bash scripts/bench-against.sh REV [rigid2d_bench arguments]" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
rev="$1"
shift
work="$root/build-bench-against"
bash "$root/scripts/build-against.sh" "$rev"
echo "# new runs as rigid2d, base as rigid2d_base"
"$work/new/bench/rigid2d_bench" --baseline "$work/base/bench/rigid2d_bench" "$@"
