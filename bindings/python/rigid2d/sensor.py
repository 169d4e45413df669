"""Sensor events: which shapes began and ended overlapping a sensor shape.

A shape added with ``sensor=True`` makes no contacts and exerts no force;
after each step it reports the shapes of other bodies that began or ended
overlapping it (not other sensors, nor shapes added with
``sensor_events=False``). A destroyed sensor or visitor ends its overlaps
without an event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Tuple

from ._native import ffi, lib

if TYPE_CHECKING:
    from .shape import Shape
    from .world import World


class SensorEvent(NamedTuple):
    """A visitor shape began or ended overlapping a sensor shape."""

    sensor: "Shape"
    visitor: "Shape"


class SensorEvents(NamedTuple):
    """The sensor events of the last step."""

    begin: Tuple[SensorEvent, ...]
    end: Tuple[SensorEvent, ...]


def sensor_events(world: "World") -> SensorEvents:
    counts = ffi.new("int32_t[2]")
    copied = ffi.new("int32_t *")
    lists = []
    with world._lock:  # the counts and the copies must see the same step
        world._call(lib.r2d_world_get_sensor_event_counts, counts, counts + 1)
        for function, count in ((lib.r2d_world_get_sensor_begin_events, counts[0]),
                                (lib.r2d_world_get_sensor_end_events, counts[1])):
            records = ffi.new("r2d_sensor_event[]", count)
            world._call(function, records, count, copied)
            lists.append(tuple(SensorEvent(world._shape_for(records[i].sensor), world._shape_for(records[i].visitor))
                               for i in range(copied[0])))
    return SensorEvents(lists[0], lists[1])
