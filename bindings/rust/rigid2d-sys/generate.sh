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
# bindgen drops the comments of macros; the one-line doc comment above each
# R2D_* #define in the header goes onto its constant. The C library's
# typedefs behind size_t and <stdint.h> come along undocumented; say what
# they are.
awk -v header="$include_dir/rigid2d/rigid2d.h" '
  BEGIN {
    while ((getline line < header) > 0) {
      if (line ~ /^#define R2D_[A-Z0-9_]+ / && previous ~ /^\/\*\* .* \*\/$/) {
        split(line, words, " ")
        doc[words[2]] = substr(previous, 4, length(previous) - 6)
      }
      previous = line
    }
  }
  /^pub const R2D_[A-Z0-9_]+: / {
    name = substr($3, 1, length($3) - 1)
    if (name in doc) { gsub(/"/, "\\\"", doc[name]); print "#[doc = \"" doc[name] "\"]" }
  }
  /^pub type (size_t|__u?int[0-9]+_t) = / { print "#[doc = \" The C library type of this name, behind size_t or a stdint.h integer.\"]" }
  { print }' "$out" >"$out.tmp"
mv "$out.tmp" "$out"
