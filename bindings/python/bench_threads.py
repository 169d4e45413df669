#!/usr/bin/env python3
"""Stepping on several cores from Python.

Prints three figures, each a ratio of wall times (not a timed test):

- two worlds stepped in two Python threads at once, against stepping them
  one after the other on one thread (the step releases the GIL, so the
  ratio falls towards 0.5 on two cores);
- ``rigid2d.step_all`` of many small worlds on the machine's cores, against
  a Python loop of ``world.step``;
- one large world on two workers (``World(workers=2)``) against one, and
  the same for each stage of the step, from ``world.profile``: which
  stages the second worker speeds up.

``--scale`` shrinks the worlds and steps for smoke runs.
"""

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import rigid2d  # noqa: E402

DT = 1 / 60


def pile(world, count, columns=40):
    ground = world.create_body("static")
    ground.add_box(200, 0.5, center=(0, -0.5))
    for i in range(count):
        body = world.create_body("dynamic", position=((i % columns) * 1.05 - columns / 2, 0.5 + (i // columns) * 1.02))
        body.add_box(0.5, 0.5)
    return world


def run_steps(world, steps):
    for _ in range(steps):
        world.step(DT)


def profiled_steps(world, steps, totals):
    """Steps the world, adding each step's profile to totals (a dict of
    ms); returns the seconds of the steps alone, not of the reading."""
    stepping = 0.0
    for _ in range(steps):
        stepping += seconds(lambda: world.step(DT))
        for stage, ms in world.profile._asdict().items():
            totals[stage] = totals.get(stage, 0.0) + ms
    return stepping


def seconds(action):
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def two_threads_ratio(bodies, steps, rounds):
    ratios = []
    for _ in range(rounds):
        worlds = [pile(rigid2d.World(sleeping=False), bodies) for _ in range(2)]
        alone = seconds(lambda: [run_steps(world, steps) for world in worlds])
        worlds = [pile(rigid2d.World(sleeping=False), bodies) for _ in range(2)]
        threads = [threading.Thread(target=run_steps, args=(world, steps)) for world in worlds]
        start = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        ratios.append((time.perf_counter() - start) / alone)
    return statistics.median(ratios)


def step_all_ratio(count, bodies, steps, rounds):
    ratios = []
    for _ in range(rounds):
        worlds = [pile(rigid2d.World(sleeping=False), bodies, columns=10) for _ in range(count)]
        alone = seconds(lambda: [world.step(DT) for _ in range(steps) for world in worlds])
        worlds = [pile(rigid2d.World(sleeping=False), bodies, columns=10) for _ in range(count)]
        batch = seconds(lambda: [rigid2d.step_all(worlds, DT) for _ in range(steps)])
        ratios.append(batch / alone)
    return statistics.median(ratios)


def workers_ratio(bodies, steps, rounds):
    """The median ratio of wall times, and each stage's time on two
    workers over its time on one, over all rounds."""
    ratios = []
    stages_one, stages_two = {}, {}
    for _ in range(rounds):
        one = pile(rigid2d.World(sleeping=False), bodies)
        two = pile(rigid2d.World(sleeping=False, workers=2), bodies)
        ratios.append(profiled_steps(two, steps, stages_two) / profiled_steps(one, steps, stages_one))
    stage_ratios = {stage: stages_two[stage] / ms for stage, ms in stages_one.items() if ms > 0.0}
    return statistics.median(ratios), stage_ratios


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the full worlds and steps")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    scale = args.scale
    steps = max(5, int(120 * scale))
    print(f"two worlds of {int(2000 * scale)} boxes in two threads / one after the other: "
          f"{two_threads_ratio(int(2000 * scale), steps, args.rounds):.2f}")
    print(f"step_all of 256 worlds of {int(55 * scale) + 1} boxes / a loop of step: "
          f"{step_all_ratio(256, int(55 * scale) + 1, steps, args.rounds):.2f}")
    ratio, stage_ratios = workers_ratio(int(5000 * scale), steps, args.rounds)
    print(f"one world of {int(5000 * scale)} boxes on 2 workers / on 1: {ratio:.2f}")
    print("  by stage (world.profile): " + ", ".join(f"{stage} {r:.2f}" for stage, r in stage_ratios.items()))


if __name__ == "__main__":
    main()
