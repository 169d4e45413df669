#!/usr/bin/env bash
# The Python package as a user installs it (issue 19): in a temporary
# directory outside the checkout, a venv (Debian's python3 with its
# system packages, since PEP 668 forbids pip outside a venv) gets the package
# from the checkout with pip, offline; meson-python compiles the engine into
# the package. A short script then steps a world and checks the library came
# from inside the installed package, with no RIGID2D_LIBRARY, no
# LD_LIBRARY_PATH, the checkout off sys.path, and no C compiler, so the
# package's shipped declarations are used. Then the same for a wheel made
# with `pip wheel`, installed into a second venv after its build tree is
# gone: the wheel must carry everything (no RUNPATH into a build tree), as
# it would on another machine of the same platform.
# Usage: scripts/packaging/python-venv.sh
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"

/usr/bin/python3 -m venv --system-site-packages venv
echo "python-venv: pip install $repo_root/bindings/python (log: pip.log)"
if ! venv/bin/pip install --no-build-isolation --no-index "$repo_root/bindings/python" >pip.log 2>&1; then
  tail -n 40 pip.log >&2
  exit 1
fi

cat >step.py <<'PY'
import sys
from pathlib import Path

checkout = Path(sys.argv[1])
assert not any(Path(p or ".").resolve().is_relative_to(checkout) for p in sys.path), sys.path

import rigid2d
from rigid2d import _native

package = Path(rigid2d.__file__).resolve().parent
library = Path(_native.LIBRARY_PATH).resolve()
assert library.parent == package, f"library {library} is not inside the installed package {package}"
# With no compiler (CC is unusable here) the declarations come with the package.
assert _native.CDEF_SOURCE == "shipped" and (package / "py.typed").is_file(), _native.CDEF_SOURCE

with rigid2d.World(gravity=(0, -10)) as world:
    ground = world.create_body("static")
    ground.add_segment((-10, 0), (10, 0))
    ball = world.create_body("dynamic", position=(0, 5))
    ball.add_circle(0.5, density=1)
    for _ in range(120):
        world.step(1 / 60)
    x, y = ball.position
# Dropped from 5 m, the ball lies on the ground after 2 s.
assert abs(x) < 1e-3 and abs(y - 0.5) < 0.05, (x, y)
print(f"python-venv: rigid2d {rigid2d.__version__} from {library}: ball at ({x:.3f}, {y:.3f})")
PY
run_step() {
  env -u RIGID2D_LIBRARY -u LD_LIBRARY_PATH -u PYTHONPATH CC=no-such-cc "$1/bin/python" step.py "$repo_root"
}
run_step venv

echo "python-venv: pip wheel $repo_root/bindings/python, installed into a second venv (log: wheel.log)"
if ! venv/bin/pip wheel --no-build-isolation --no-index --no-deps -w wheels "$repo_root/bindings/python" \
    >wheel.log 2>&1; then
  tail -n 40 wheel.log >&2
  exit 1
fi
/usr/bin/python3 -m venv --system-site-packages wheel-venv
wheel-venv/bin/pip install --no-index wheels/rigid2d-*.whl >>wheel.log 2>&1 || { tail -n 40 wheel.log >&2; exit 1; }
for library in wheel-venv/lib/python3*/site-packages/rigid2d/librigid2d*.so*; do
  if readelf -d "$library" | grep -E 'RUNPATH|RPATH'; then
    echo "python-venv: $library in the wheel names a search path" >&2
    exit 1
  fi
done
run_step wheel-venv
