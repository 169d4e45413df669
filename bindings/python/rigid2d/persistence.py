"""Snapshots and serialized worlds.

A snapshot (``world.snapshot()``) is the whole state of a world, exact and
fast, for rollback: it restores only into the world it came from, in this
build of the library. The serialized format (``world.serialize()``,
``world.save(path)``) keeps a scene for good: ``World.deserialize`` and
``World.load`` make a new world from it, with any later library.
Both are plain ``bytes``: copy, store or pickle them freely.
"""

from __future__ import annotations

import os
import weakref
from typing import TYPE_CHECKING, Any, Callable, Union

from ._handle import Handle
from ._native import ffi, lib, raise_status
from .body import Body
from .shape import Shape

if TYPE_CHECKING:
    from .world import World

PathLike = Union[str, "os.PathLike[str]"]


def _saved(world: "World", size_function: Callable[..., int], save_function: Callable[..., int]) -> bytes:
    """What save_function writes, in a buffer of the size size_function tells."""
    size = ffi.new("size_t *")
    with world._lock:
        world._call(size_function, size)
        buffer = ffi.new("unsigned char[]", size[0])
        world._call(save_function, buffer, size[0], size)
    return ffi.buffer(buffer, size[0])[:]


def snapshot(world: "World") -> bytes:
    return _saved(world, lib.r2d_world_get_snapshot_size, lib.r2d_world_save_snapshot)


def serialize(world: "World") -> bytes:
    return _saved(world, lib.r2d_world_get_serialized_size, lib.r2d_world_serialize)


def restore(world: "World", data: bytes) -> None:
    source = ffi.from_buffer(bytes(data))
    with world._lock:
        world._call(lib.r2d_world_restore_snapshot, source, len(source))
        _resync(world)


def _resync(world: "World") -> None:
    """After a restore: objects whose ids are no longer live leave the
    registries (kept weakly, as destroyed objects are), and objects the
    caller still holds whose ids are live again come back, so contacts and
    events hand back the very objects the caller has."""
    departed = world._departed
    for registry in (world._bodies, world._shapes, world._joints):
        for bits, handle in list(registry.items()):
            if not handle.valid:
                del registry[bits]
                departed[bits] = handle
    world._destroyed_shapes.clear()
    for bits, handle in list(departed.items()):
        if handle.valid:
            del departed[bits]
            registry = (world._bodies if isinstance(handle, Body)
                        else world._shapes if isinstance(handle, Shape) else world._joints)
            registry[bits] = handle


def departed_registry() -> "weakref.WeakValueDictionary[int, Handle]":
    """Where a world keeps the objects of destroyed ids, weakly: a restore
    may make them live again."""
    return weakref.WeakValueDictionary()


def deserialize(world_class: type, data: bytes, **settings: Any) -> "World":
    source = ffi.from_buffer(bytes(data))
    definition = world_class._definition(**settings) if settings else ffi.NULL
    out = ffi.new("r2d_world_id *")
    status = lib.r2d_world_deserialize(definition, source, len(source), out)
    if status:
        raise_status(status)
    return world_class._adopt(out[0])


def save(world: "World", path: PathLike) -> None:
    data = serialize(world)
    with open(path, "wb") as file:
        file.write(data)


def load(world_class: type, path: PathLike, **settings: Any) -> "World":
    with open(path, "rb") as file:
        return deserialize(world_class, file.read(), **settings)
