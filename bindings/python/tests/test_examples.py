"""The examples and the benchmark run and produce what they promise."""

import os
import re
import subprocess
import sys

from conftest import BINDINGS_DIR, REPO_ROOT

import rigid2d

EXAMPLES = REPO_ROOT / "examples" / "python"
ENV = {**os.environ, "RIGID2D_LIBRARY": rigid2d.library_path()}


def run(*command, cwd=None):
    result = subprocess.run([sys.executable, *map(str, command)], capture_output=True, text=True, env=ENV,
                            cwd=cwd)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_hello_box_comes_to_rest_on_the_ground():
    last = run(EXAMPLES / "hello.py").splitlines()[-1]
    match = re.search(r"rests at \((-?[\d.]+), (-?[\d.]+)\)", last)
    assert match, last
    assert abs(float(match.group(2)) - 1.0) < 0.05  # a 2 m box on a ground at y = 0
    assert "asleep after" in last  # it says it rests only once it sleeps


def test_joints_car_rolls_without_slipping():
    out = run(EXAMPLES / "joints.py")
    match = re.search(r"rolls at ([\d.]+) m/s, its wheels' rims at ([\d.]+) m/s", out)
    assert match, out
    speed, rim_speed = float(match.group(1)), float(match.group(2))
    assert abs(rim_speed - 3.2) < 0.03  # the motors' 8 rad/s on wheels of radius 0.4 m
    assert abs(speed / rim_speed - 1) < 0.01


def test_pyramid_saves_a_png(tmp_path):
    output = tmp_path / "scene.png"
    out = run(EXAMPLES / "pyramid.py", output)
    assert "55 boxes" in out
    top = float(re.search(r"top at y=([\d.]+)", out).group(1))
    assert abs(top - 9.5) < 0.1  # ten rows of 1 m boxes stand: the top one rests at 9.5
    assert output.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_pyramid_default_output_is_under_the_build_directory(tmp_path):
    default = REPO_ROOT / "build" / "pyramid.png"
    default.unlink(missing_ok=True)
    run(EXAMPLES / "pyramid.py", cwd=tmp_path)
    assert default.stat().st_size > 1000
    assert list(tmp_path.iterdir()) == []  # nothing left where it was started


def test_benchmark_prints_its_figures():
    out = run(BINDINGS_DIR / "bench_bulk.py", "--bodies", "300", "--repeat", "2")
    for label in ("one body.position read", "bulk positions() copy", "one world.step", "bulk copy / step"):
        assert label in out
