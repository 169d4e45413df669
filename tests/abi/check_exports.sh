#!/bin/sh
# The library's dynamic symbols are exactly the public API: every exported
# symbol is an r2d_ name, and every R2D_API function of the header is there.
# Usage: check_exports.sh path/to/librigid2d.so path/to/rigid2d.h
set -eu
library=$1
header=$2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Defined dynamic symbols, without version suffixes; the version node's own
# absolute symbol (RIGID2D_0) is the version script's, not code.
nm -D --defined-only "$library" | awk '$2 != "A" { sub(/@.*/, "", $3); print $3 }' | sort -u >"$work/exported"
# Every declaration starts "R2D_API <type> r2d_name(" on one line.
grep '^R2D_API' "$header" | grep -o 'r2d_[a-z0-9_]*(' | tr -d '(' | sort -u >"$work/declared"

status=0
if [ ! -s "$work/declared" ]; then
    echo "no R2D_API functions found in $header" >&2
    exit 1
fi
foreign=$(grep -v '^r2d_' "$work/exported" || true)
if [ -n "$foreign" ]; then
    echo "exported symbols outside the r2d_ namespace:" >&2
    echo "$foreign" >&2
    status=1
fi
missing=$(comm -23 "$work/declared" "$work/exported")
if [ -n "$missing" ]; then
    echo "declared in the header but not exported:" >&2
    echo "$missing" >&2
    status=1
fi
undeclared=$(comm -13 "$work/declared" "$work/exported")
if [ -n "$undeclared" ]; then
    echo "exported but not declared in the header:" >&2
    echo "$undeclared" >&2
    status=1
fi
echo "$(wc -l <"$work/exported") symbols exported, $(wc -l <"$work/declared") declared"
exit $status
