#!/usr/bin/env bash
# rigid2d as a Meson subproject (README, "Using the library"): a project in
# a temporary directory links the checkout as subprojects/rigid2d, asks for
# dependency('rigid2d') with the README's fallback, and builds and runs a
# program that steps a world. PKG_CONFIG_PATH is emptied and the fallback
# forced, so the subproject is what gets built; only the library may be
# built from it (no tests, examples or benchmark of rigid2d).
# Usage: scripts/packaging/meson-subproject.sh
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/app/subprojects"
ln -s "$repo_root" "$scratch/app/subprojects/rigid2d"
# The dependency line is the README's own.
dependency_line=$(grep -m1 "^rigid2d_dep = dependency('rigid2d'" "$repo_root/README.md")
cat >"$scratch/app/meson.build" <<MESON
project('app', 'c')
$dependency_line
executable('app', 'app.c', dependencies : rigid2d_dep)
MESON
cat >"$scratch/app/app.c" <<'C'
#include <rigid2d/rigid2d.h>
#include <stdio.h>

/* A body in free fall for one second has fallen g t^2 / 2 = 5 m (less a
   little from the integrator); it is printed for the script to check. */
int main(void) {
    r2d_world_def world_def = r2d_world_def_default();
    r2d_world_id world;
    if (r2d_world_create(&world_def, &world) != R2D_OK) return 1;
    r2d_body_def body_def = r2d_body_def_default();
    body_def.type = R2D_BODY_DYNAMIC;
    r2d_body_id body;
    if (r2d_body_create(world, &body_def, &body) != R2D_OK) return 1;
    r2d_shape_def shape_def = r2d_shape_def_default();
    r2d_circle ball = {.radius = 0.5f};
    r2d_shape_id shape;
    if (r2d_shape_create_circle(body, &shape_def, &ball, &shape) != R2D_OK) return 1;
    for (int i = 0; i < 60; ++i) r2d_world_step(world, 1.0f / 60.0f);
    r2d_vec2 p;
    r2d_body_get_position(body, &p);
    printf("fell %.2f\n", -p.y);
    r2d_world_destroy(world);
    return 0;
}
C

cd "$scratch/app"
echo "meson-subproject: $dependency_line"
if ! { PKG_CONFIG_PATH= meson setup build --force-fallback-for=rigid2d && meson compile -C build; } >log 2>&1; then
  tail -n 40 log >&2
  exit 1
fi
# What `meson compile` builds: the targets built by default.
built=$(meson introspect build --targets | /usr/bin/python3 -c \
  'import json, sys; print(" ".join(sorted(t["name"] for t in json.load(sys.stdin) if t["build_by_default"])))')
if [ "$built" != "app rigid2d" ]; then
  echo "meson-subproject: built targets '$built'; expected only 'app rigid2d'" >&2
  exit 1
fi
fell=$(env -u LD_LIBRARY_PATH build/app)
echo "meson-subproject: targets: $built; build/app printed: $fell"
case "$fell" in
  "fell 4.9"* | "fell 5.0"*) ;;
  *) echo "meson-subproject: expected a fall of about 5 m" >&2; exit 1 ;;
esac
