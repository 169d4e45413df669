"""What Body and Shape share: an id, its world, and checked C calls."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Tuple

from ._native import ffi
from .errors import InvalidIdError

if TYPE_CHECKING:
    from .world import World


class Handle:
    """A library object named by an id; holds its World strongly, so the
    world outlives every Python object that can reach it.

    Subclasses answer ``type``, which every live object can tell.
    """

    _id: Any
    _world: "World"

    def __init__(self, world: "World", id_: Any) -> None:
        self._world = world
        self._id = id_

    @property
    def world(self) -> "World":
        """The world this object belongs to."""
        return self._world

    @property
    def id(self) -> int:
        """The id's bits: unique among live objects, never reused as is."""
        return self._id.bits

    @property
    def valid(self) -> bool:
        """False once the object is destroyed or its world closed."""
        try:
            self.type  # type: ignore[attr-defined]
        except InvalidIdError:
            return False
        return True

    def _call(self, function: Callable[..., int], *args: Any) -> None:
        """Call function(id, *args), raising on failure."""
        self._world._invoke(function, self._id, *args)

    def _get(self, function: Callable[..., int], out_type: str) -> Any:
        """Call function(id, out) and return what it wrote."""
        return read_output(self._world._invoke, function, self._id, out_type)

    def _get_ids(self, count_function: Callable[..., int], get_function: Callable[..., int],
                 array_type: str) -> Tuple[Any, int]:
        """The ids get_function copies out, in an array sized by
        count_function, both called under the world's lock so they agree."""
        out_count = ffi.new("int32_t *")
        with self._world._lock:
            count = self._get(count_function, "int32_t *")
            ids = ffi.new(array_type, count)
            self._call(get_function, ids, count, out_count)
        return ids, out_count[0]

    def __eq__(self, other: object) -> bool:
        # Wrappers are unique per id within a world, except for shapes
        # seen only in end events after their destruction.
        return type(other) is type(self) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self._id.bits)

    def __repr__(self) -> str:
        return f"<rigid2d.{type(self).__name__} id={self._id.bits:#x}>"


def read_output(invoke: Callable[..., None], function: Callable[..., int], id_: Any, out_type: str) -> Any:
    """invoke(function, id_, out) and return what the function wrote to out."""
    out = ffi.new(out_type)
    invoke(function, id_, out)
    return out[0]
