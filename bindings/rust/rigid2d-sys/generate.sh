#!/usr/bin/env bash
# Regenerates the raw bindings from the public header with fixed options.
#   generate.sh            rewrites src/bindings.rs
#   generate.sh OUT_FILE   writes elsewhere (the drift test compares the two)
# Needs Debian's bindgen CLI and rustfmt (bindgen formats its output with it).
set -euo pipefail

crate_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
include_dir=$(cd "$crate_dir/../../../include" && pwd)
out=${1:-$crate_dir/src/bindings.rs}

command -v bindgen >/dev/null || { echo "generate.sh: bindgen not found (apt install bindgen)" >&2; exit 1; }
command -v rustfmt >/dev/null || { echo "generate.sh: rustfmt not found; bindgen needs it to format" >&2; exit 1; }

# consts-style enums: a C enum value the Rust side does not know must not be
# undefined behaviour, so enums stay plain integers with named constants.
# The workspace rustfmt.toml is named so the output does not depend on the
# directory this runs from. -fparse-all-comments turns the header's plain
# comments into rustdoc.
bindgen "$include_dir/rigid2d/rigid2d.h" \
    --allowlist-function 'r2d_.*' \
    --allowlist-type 'r2d_.*' \
    --allowlist-var 'R2D_.*' \
    --default-enum-style consts \
    --no-prepend-enum-name \
    --with-derive-default \
    --rustfmt-configuration-file "$(cd "$crate_dir/.." && pwd)/rustfmt.toml" \
    --output "$out" \
    -- -I"$include_dir" -std=c99 -fparse-all-comments

# Doxygen's trailing comments (/**< ... */) keep their '<' through bindgen;
# rustdoc should read just the text.
sed -i 's/^\( *\)#\[doc = "< /\1#[doc = " /' "$out"
