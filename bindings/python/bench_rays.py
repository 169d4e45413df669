#!/usr/bin/env python3
"""Ray casts per second from Python: one ``world.ray_cast`` at a time, and
``world.ray_cast_many`` over numpy arrays (the lidar use of learning
environments), into a pyramid of 5,050 boxes like bench's large_pyramid.
Figures, not a test. ``--rays N`` makes it quicker for smoke runs.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy  # noqa: E402

import rigid2d  # noqa: E402


def build_pyramid(world, base=100):
    ground = world.create_body("static")
    ground.add_box(80, 1, center=(0, -1))
    for row in range(base):
        for column in range(base - row):
            x = (column - (base - row) / 2) * 1.0
            world.create_body("dynamic", position=(x, 0.5 + row)).add_box(0.5, 0.5)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rays", type=int, default=100_000)
    args = parser.parse_args()
    with rigid2d.World() as world:
        build_pyramid(world)
        rng = numpy.random.default_rng(1)
        origins = rng.uniform((-50, 0), (50, 100), size=(args.rays, 2)).astype(numpy.float32)
        translations = rng.uniform(-25, 25, size=(args.rays, 2)).astype(numpy.float32)

        start = time.perf_counter()
        batch = world.ray_cast_many(origins, translations)
        many_seconds = time.perf_counter() - start

        single_count = min(args.rays, 20_000)
        start = time.perf_counter()
        for i in range(single_count):
            world.ray_cast(origins[i], origins[i] + translations[i])
        single_seconds = time.perf_counter() - start

        print(f"pyramid of {world.body_count - 1} boxes, {args.rays} rays, {batch.hit.mean():.1%} hit")
        print(f"  ray_cast_many  {args.rays / many_seconds:10.0f} rays/s")
        print(f"  ray_cast       {single_count / single_seconds:10.0f} rays/s (one call per ray)")


if __name__ == "__main__":
    main()
