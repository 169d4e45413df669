#!/usr/bin/env bash
# A Rust crate outside the workspace, as a user writes one (issue 19): in a
# temporary directory it depends on bindings/rust/rigid2d by path and is
# built offline. pkg-config is pointed at an empty directory, so rigid2d-sys
# takes its last resort: it builds the engine with Meson into OUT_DIR and
# links it statically. The program then runs with no environment variables
# and must not need librigid2d.so at all. Then the pkg-config route: the
# library installed to a prefix as README's "Using the library" shows, the
# same crate built with PKG_CONFIG_PATH naming it, must link that shared
# library (run with the prefix's lib on LD_LIBRARY_PATH, as any program
# does with a library outside the loader's default directories).
# Usage: scripts/packaging/rust-downstream.sh
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/app/src" "$scratch/no-pkgconfig"
cat >"$scratch/app/Cargo.toml" <<TOML
[package]
name = "app"
version = "0.1.0"
edition = "2021"

[dependencies]
rigid2d = { path = "$repo_root/bindings/rust/rigid2d" }
TOML
cat >"$scratch/app/src/main.rs" <<'RUST'
use rigid2d::{BodyDef, BodyType, Circle, ShapeDef, Vec2, World, WorldDef};

// One second of free fall at 10 m/s² is about 5 m, printed for the script.
fn main() -> Result<(), rigid2d::Error> {
    let mut world = World::new(&WorldDef::default())?;
    let ball = world.create_body(&BodyDef { body_type: BodyType::Dynamic, ..Default::default() })?;
    world.create_circle(ball, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 0.5 })?;
    for _ in 0..60 {
        world.step(1.0 / 60.0)?;
    }
    println!("fell {:.2}", -world.body_position(ball)?.y);
    Ok(())
}
RUST

cd "$scratch/app"
echo "rust-downstream: cargo build of a crate depending on $repo_root/bindings/rust/rigid2d"
if ! env -u RIGID2D_LIB_DIR PKG_CONFIG_PATH= PKG_CONFIG_LIBDIR="$scratch/no-pkgconfig" \
    cargo build --offline --quiet >build.log 2>&1; then
  tail -n 40 build.log >&2
  exit 1
fi
if ldd target/debug/app | grep rigid2d; then
  echo "rust-downstream: the program links a shared librigid2d; expected the static build" >&2
  exit 1
fi
# check_fall LABEL [VAR=VALUE...]: runs the app in an environment of just those.
check_fall() {
  local label=$1
  shift
  fell=$(env -i "$@" target/debug/app)
  echo "rust-downstream: target/debug/app ($label) printed: $fell"
  case "$fell" in
    "fell 4.9"* | "fell 5.0"*) ;;
    *) echo "rust-downstream: expected a fall of about 5 m" >&2; exit 1 ;;
  esac
}
check_fall "static engine, run with an empty environment"

prefix="$scratch/prefix"
echo "rust-downstream: meson install to $prefix, then cargo build with PKG_CONFIG_PATH=$prefix/lib/pkgconfig"
if ! { meson setup "$scratch/build-lib" "$repo_root" --prefix "$prefix" --libdir lib \
         -Dtests=false -Dexamples=false -Dbench=false && meson install -C "$scratch/build-lib"; } >install.log 2>&1; then
  tail -n 40 install.log >&2
  exit 1
fi
if ! env -u RIGID2D_LIB_DIR -u PKG_CONFIG_LIBDIR PKG_CONFIG_PATH="$prefix/lib/pkgconfig" \
    cargo build --offline --quiet >build.log 2>&1; then
  tail -n 40 build.log >&2
  exit 1
fi
if ! readelf -d target/debug/app | grep -q 'NEEDED.*librigid2d\.so\.0'; then
  echo "rust-downstream: with pkg-config the program should link the installed librigid2d.so.0" >&2
  exit 1
fi
check_fall "installed shared library" LD_LIBRARY_PATH="$prefix/lib"
