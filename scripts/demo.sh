#!/usr/bin/env bash
# The demo: installs what it needs, builds ./build, renders a scene to PNG
# pictures with the testbed, and a picture of joints (the bridge), and
# opens the testbed's window when there is a display.
# usage: scripts/demo.sh [SCENE]   (scenes: see --list)
set -euo pipefail
cd "$(dirname "$0")/.."
scene=${1:-pyramid}

# The demo needs only the C toolchain, SDL2 and stb; a complaint about
# other tools (e.g. Rust for the bindings) should not stop it.
if ! scripts/install-deps.sh; then
  echo "demo: install-deps.sh reported a problem; trying to build anyway" >&2
fi

if [ ! -f build/build.ninja ]; then
  echo "demo: configuring ./build"
  if [ -d build ]; then
    meson setup --wipe build >/dev/null
  else
    meson setup build >/dev/null
  fi
fi
echo "demo: building (log in build/demo-build.log)"
if ! meson compile -C build >build/demo-build.log 2>&1; then
  tail -n 40 build/demo-build.log >&2
  echo "demo: the build failed; the whole log is build/demo-build.log" >&2
  exit 1
fi

testbed=build/examples/testbed/testbed
if [ ! -x "$testbed" ]; then
  echo "demo: $testbed was not built (is libstb-dev installed?)" >&2
  exit 1
fi

shots=build/demo-shots
echo "demo: running '$scene' headless for 4 s of simulated time"
"$testbed" --headless --scene "$scene" --frames 240 --every 60 --out "$shots" >/dev/null
echo "demo: pictures of $scene after 0, 60, 120, 180 and 240 steps are in $shots/:"
ls -1 "$shots"/"$scene"_*.png 2>/dev/null | sed 's/^/  /' || true

# Joints at a glance, whatever the scene: the bridge with its load (the
# picture docs/make_pictures.sh puts in docs/joints.png).
bridge_shots=$(mktemp -d)
"$testbed" --headless --scene bridge --frames 150 --every 150 --out "$bridge_shots" >/dev/null
cp "$bridge_shots/bridge_0150.png" "$shots/joints.png"
rm -rf "$bridge_shots"
echo "demo: joints: the bridge (40 planks on revolute joints under a load of boxes) after 150 steps is $shots/joints.png"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "demo: opening the window (space pause, s step, r reset, up/down scene, drag bodies, q quit)"
  # A display that cannot be opened (a stale DISPLAY over ssh) leaves the
  # pictures as the demo's result, so it is reported, not fatal.
  "$testbed" --scene "$scene" || echo "demo: the window did not work out; the pictures are in $shots/" >&2
else
  echo "demo: no display (DISPLAY is unset), so no window; on a desktop run: $testbed --scene $scene"
fi
