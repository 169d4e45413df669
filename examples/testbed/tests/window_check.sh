#!/usr/bin/env bash
# Runs a command on a virtual X display (xvfb-run) and passes on its exit
# status; skipped (77) where Xvfb is missing.
# usage: window_check.sh COMMAND [ARGS...]
set -uo pipefail

if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "xvfb-run not found: skipped"
  exit 77
fi
# In sanitizer builds: SDL's system libraries (D-Bus, X) keep memory to the
# end, which LeakSanitizer would blame on the testbed. Memory errors still fail.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
# -a picks a free display number, so tests may run side by side.
xvfb-run -a -s "-screen 0 1024x768x24" "$@"
status=$?
echo "exit status $status"
exit $status
