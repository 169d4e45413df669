#!/usr/bin/env python3
"""Cost of reading state from Python: one body, all bodies in bulk, one step.

Prints the time of one ``body.position`` read, of one bulk ``world.positions()``
copy of 10,000 bodies into numpy, and of one ``world.step`` of that world
(sleeping off, boxes piled on the ground). The bulk copy should cost under
5% of a step. ``--bodies N`` and ``--repeat R`` make it quicker for smoke runs.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import rigid2d  # noqa: E402


def median_seconds(action, repeat, inner=1):
    """Median over repeat samples of the time of one action (each sample
    runs it inner times, to rise above the clock's resolution)."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(inner):
            action()
        samples.append((time.perf_counter() - start) / inner)
    return statistics.median(samples)


def build(world, count):
    ground = world.create_body("static")
    ground.add_box(400, 1, center=(0, -1))
    columns = 100
    bodies = []
    for i in range(count):
        column, row = i % columns, i // columns
        body = world.create_body("dynamic", position=((column - columns / 2) * 1.2, 0.5 + row * 1.1))
        body.add_box(0.5, 0.5)
        bodies.append(body)
    return bodies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bodies", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=20)
    arguments = parser.parse_args()

    with rigid2d.World(sleeping=False) as world:
        bodies = build(world, arguments.bodies)
        for _ in range(10):  # let contacts form, so the step does real work
            world.step(1 / 60)
        body = bodies[len(bodies) // 2]
        one_read = median_seconds(lambda: body.position, arguments.repeat, inner=1000)
        bulk = median_seconds(world.positions, arguments.repeat, inner=10)
        state = median_seconds(world.get_state, arguments.repeat, inner=10)
        step = median_seconds(lambda: world.step(1 / 60), arguments.repeat)
        contacts = world.contact_count

    print(f"rigid2d {rigid2d.__version__}, {arguments.bodies} bodies, {contacts} touching contacts")
    print(f"one body.position read:        {one_read * 1e6:9.2f} us")
    print(f"bulk positions() copy:         {bulk * 1e6:9.2f} us "
          f"({bulk / arguments.bodies * 1e9:.1f} ns per body, "
          f"{one_read / (bulk / arguments.bodies):.0f}x cheaper than per-body reads)")
    print(f"bulk get_state() (all four):   {state * 1e6:9.2f} us")
    print(f"one world.step(1/60):          {step * 1e3:9.3f} ms")
    print(f"bulk copy / step:              {bulk / step * 100:9.2f} %  (goal < 5 %)")


if __name__ == "__main__":
    main()
