#!/usr/bin/env bash
# Runs a command on a virtual X display (xvfb-run) and passes on its exit
# status; skipped (77) where Xvfb is missing.
# usage: window_check.sh COMMAND [ARGS...]
set -uo pipefail

if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "xvfb-run not found: skipped"
  exit 77
fi
# -a picks a free display number, so tests may run side by side.
xvfb-run -a -s "-screen 0 1024x768x24" "$@"
status=$?
echo "exit status $status"
exit $status
