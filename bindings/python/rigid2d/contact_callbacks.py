"""Contact callbacks: Python functions that veto contacts inside the step.

``world.set_pair_filter(fn)``: ``fn(shape_a, shape_b) -> bool`` is asked when
the bounding boxes of two shapes that pass their filters begin to overlap;
False keeps them from touching until the boxes part and overlap again.

``world.set_pre_solve(fn)``: ``fn(contact) -> bool`` is called once per step
for each contact of an awake body whose manifold has points, with a
:class:`rigid2d.Contact` (shapes, bodies, normal from shape A to shape B,
points with their separations); False disables the contact for that step.
A one-way platform, for instance, keeps only contacts whose normal points
up out of it.

``None`` removes a callback. Both run inside :meth:`World.step`, with the
world locked: any call on that world from inside them raises
:class:`rigid2d.LockedError`. An exception raised by a callback does not
unwind through the library: it is kept, the library is told to carry on
(the contact is kept, and no further Python callbacks of that world run in
this step), and the exception is raised again when ``step`` returns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from ._native import ffi, lib

if TYPE_CHECKING:
    from .shape import Shape
    from .types import Contact
    from .world import World

PairFilter = Callable[["Shape", "Shape"], bool]
PreSolve = Callable[["Contact"], bool]


class _Callbacks:
    """What the C trampolines of one world reach through their context."""

    def __init__(self, world: "World") -> None:
        self.world = world
        self.pair_filter: Optional[PairFilter] = None
        self.pre_solve: Optional[PreSolve] = None
        self.error: Optional[BaseException] = None
        self.handle = ffi.new_handle(self)  # alive as long as the world holds this


@ffi.callback("bool(r2d_shape_id, r2d_shape_id, void*)")
def _pair_filter_trampoline(shape_a: Any, shape_b: Any, context: Any) -> bool:
    callbacks = ffi.from_handle(context)
    if callbacks.error is not None or callbacks.pair_filter is None:
        return True
    try:
        world = callbacks.world
        return bool(callbacks.pair_filter(world._shape_for(shape_a), world._shape_for(shape_b)))
    except BaseException as error:  # an exception must not unwind through C
        callbacks.error = error
        return True


@ffi.callback("bool(const r2d_contact_data*, void*)")
def _pre_solve_trampoline(contact: Any, context: Any) -> bool:
    callbacks = ffi.from_handle(context)
    if callbacks.error is not None or callbacks.pre_solve is None:
        return True
    try:
        return bool(callbacks.pre_solve(callbacks.world._contacts_from(contact, 1)[0]))
    except BaseException as error:
        callbacks.error = error
        return True


def _callbacks_of(world: "World") -> _Callbacks:
    if world._contact_callbacks is None:
        world._contact_callbacks = _Callbacks(world)
    return world._contact_callbacks


def set_pair_filter(world: "World", function: Optional[PairFilter]) -> None:
    """Set (or with None remove) the world's pair filter."""
    callbacks = _callbacks_of(world)
    trampoline = ffi.NULL if function is None else _pair_filter_trampoline
    world._call(lib.r2d_world_set_custom_filter_callback, trampoline, callbacks.handle)
    callbacks.pair_filter = function


def set_pre_solve(world: "World", function: Optional[PreSolve]) -> None:
    """Set (or with None remove) the world's pre-solve callback."""
    callbacks = _callbacks_of(world)
    trampoline = ffi.NULL if function is None else _pre_solve_trampoline
    world._call(lib.r2d_world_set_pre_solve_callback, trampoline, callbacks.handle)
    callbacks.pre_solve = function


def raise_pending(world: "World") -> None:
    """Raise, once, the first exception a callback raised during the last step."""
    callbacks = world._contact_callbacks
    if callbacks is not None and callbacks.error is not None:
        error, callbacks.error = callbacks.error, None
        raise error
