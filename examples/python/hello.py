#!/usr/bin/env python3
"""Hello rigid2d: a box falls onto the ground and settles until it sleeps;
prints where it rests.

Run from anywhere in a source checkout (the package is found next to this
file) or with rigid2d installed.
"""

import sys
from pathlib import Path

# Use the checkout's package when rigid2d is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bindings" / "python"))

import rigid2d  # noqa: E402


def main() -> None:
    with rigid2d.World(gravity=(0, -10)) as world:
        ground = world.create_body("static", position=(0, -10))
        ground.add_box(50, 10)
        box = world.create_body("dynamic", position=(0, 4), angle=0.25)
        box.add_box(1, 1, density=1, friction=0.6)
        time_step = 1 / 60
        # The box is at rest once its island falls asleep (after half a
        # second without motion), so step until then, or give up at 10 s.
        step = 0
        while box.awake and step < 600:
            if step % 10 == 0:
                x, y = box.position
                print(f"t={step * time_step:4.2f}s  x={x:6.3f}  y={y:6.3f}  angle={box.angle:6.3f}")
            world.step(time_step)
            step += 1
        x, y = box.position
        state = "still awake" if box.awake else "asleep"
        print(f"rigid2d {rigid2d.__version__}: the box rests at ({x:.3f}, {y:.3f}), "
              f"{state} after {step * time_step:.2f} s")

if __name__ == "__main__":
    main()
