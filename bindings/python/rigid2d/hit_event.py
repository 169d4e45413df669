"""Contact hit events: contacts whose shapes struck each other hard.

A shape added with ``hit_events=True`` reports each contact whose points
approached faster than the world's ``hit_event_threshold`` (m/s, default 1)
when a step began and were pushed apart: for impact sounds and damage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, List, NamedTuple

from ._native import ffi, lib
from .types import Vec2

if TYPE_CHECKING:
    from .shape import Shape
    from .world import World


class ContactHitEvent(NamedTuple):
    """One hard contact of the last step, at its fastest point."""

    shape_a: "Shape"
    shape_b: "Shape"
    point: Vec2
    normal: Vec2
    """Unit, from shape_a towards shape_b."""
    approach_speed: float
    """m/s along the normal, above the world's threshold."""


def contact_hit_events(world: "World") -> List[ContactHitEvent]:
    count = ffi.new("int32_t *")
    copied = ffi.new("int32_t *")
    with world._lock:  # the count and the copy must see the same step
        world._call(lib.r2d_world_get_contact_hit_event_count, count)
        records = ffi.new("r2d_contact_hit_event[]", count[0])
        world._call(lib.r2d_world_get_contact_hit_events, records, count[0], copied)
    return [ContactHitEvent(world._shape_for(r.shape_a), world._shape_for(r.shape_b), Vec2(r.point.x, r.point.y),
                            Vec2(r.normal.x, r.normal.y), r.approach_speed)
            for r in (records[i] for i in range(copied[0]))]
