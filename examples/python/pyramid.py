#!/usr/bin/env python3
"""A pyramid of boxes falls onto the ground and settles; saves a picture.

Usage: pyramid.py [output.png]   (default build/pyramid.png of the checkout)

The picture is drawn from the world's own debug draw (World.draw), so it
shows exactly the shapes the engine holds, coloured by state.
"""

import sys
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(CHECKOUT / "bindings" / "python"))

import matplotlib  # noqa: E402

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Circle, Polygon  # noqa: E402

import rigid2d  # noqa: E402

BASE = 10  # boxes in the bottom row
HALF = 0.5  # half size of a box (m)


def build(world: rigid2d.World) -> None:
    """Ground and a pyramid whose boxes start a little apart, so it drops."""
    ground = world.create_body("static")
    ground.add_segment((-20, 0), (20, 0))
    for row in range(BASE):
        for column in range(BASE - row):
            x = (column - (BASE - row - 1) / 2) * 2 * HALF * 1.05
            y = HALF + row * 2 * HALF * 1.1 + 0.5
            body = world.create_body("dynamic", position=(x, y))
            body.add_box(HALF, HALF, density=1, friction=0.6)


def render(world: rigid2d.World, path: str) -> None:
    """Draw the world through its debug-draw callbacks into a PNG."""
    figure, axes = plt.subplots(figsize=(8, 5))

    def color(value: int) -> str:
        return f"#{value:06x}"

    def polygon(vertices, value):
        axes.add_patch(Polygon(vertices, closed=True, facecolor=color(value), edgecolor="black", alpha=0.8))

    def circle(center, radius, axis, value):
        axes.add_patch(Circle(center, radius, facecolor=color(value), edgecolor="black"))

    def segment(point1, point2, value):
        axes.plot([point1.x, point2.x], [point1.y, point2.y], color=color(value), linewidth=2)

    world.draw(solid_polygon=polygon, solid_circle=circle, segment=segment)
    axes.set_aspect("equal")
    axes.set_xlim(-8, 8)
    axes.set_ylim(-0.5, 12)
    axes.set_title(f"rigid2d {rigid2d.__version__}: {world.body_count - 1} boxes after settling")
    figure.savefig(path, dpi=100)
    plt.close(figure)


def main() -> None:
    # By default the picture goes with the other build products, not into
    # whatever directory the script was started from.
    if len(sys.argv) > 1:
        output = Path(sys.argv[1])
    else:
        output = CHECKOUT / "build" / "pyramid.png"
        output.parent.mkdir(exist_ok=True)
    with rigid2d.World() as world:
        build(world)
        for _ in range(240):
            world.step(1 / 60)
        top = max(world.positions()[:, 1])
        print(f"{world.body_count - 1} boxes, {world.awake_body_count} awake, top at y={top:.3f} m")
        render(world, output)
    print(f"saved {output}")


if __name__ == "__main__":
    main()
