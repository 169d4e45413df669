#!/usr/bin/env bash
# Opens the testbed's window on a virtual X display for some frames and
# checks that it closes by itself with success. Skipped (77) without Xvfb.
# usage: window_check.sh TESTBED
set -uo pipefail
testbed=$1

if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "xvfb-run not found: skipped"
  exit 77
fi
# -a picks a free display number, so tests may run side by side.
xvfb-run -a -s "-screen 0 1024x768x24" "$testbed" --scene rain_mixed --frames 45 --width 640 --height 480
status=$?
echo "testbed exited with $status"
exit $status
