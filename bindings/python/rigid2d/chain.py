"""Chains: runs of one-sided segments on a body, for terrain and level geometry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, List, Optional, Tuple

from ._handle import Handle
from ._native import ffi, lib

if TYPE_CHECKING:
    from .body import Body
    from .shape import Shape
    from .world import World


class Chain(Handle):
    """A chain of segments on a body; made by :meth:`Body.create_chain`.

    Each segment is a :class:`Shape` of type CHAIN_SEGMENT with its own
    material, contacts and queries; the chain makes and destroys them
    together. Segments collide on their left, seen from one point to the
    next (a terrain listed left to right is solid below, a
    counter-clockwise loop holds things inside), and bodies slide across
    the joins without catching on them.
    """

    def __init__(self, world: "World", id_: Any) -> None:
        # A copy that owns its memory: id_ may be a view into a caller's array.
        super().__init__(world, ffi.new("r2d_chain_id *", id_)[0])

    @property
    def valid(self) -> bool:
        """False once the chain or its body is destroyed, or its world closed."""
        with self._world._lock:
            return not self._world._closed and bool(lib.r2d_chain_is_valid(self._id))

    @property
    def body(self) -> "Body":
        """The body the chain belongs to."""
        return self._world._body_for(self._get(lib.r2d_chain_get_body, "r2d_body_id *"))

    @property
    def segment_count(self) -> int:
        """How many segments the chain has (points - 1, or points for a loop)."""
        return self._get(lib.r2d_chain_get_segment_count, "int32_t *")

    @property
    def segments(self) -> List["Shape"]:
        """The segments' shapes, in the order of the chain's points."""
        ids, count = self._segment_ids()
        return [self._world._shape_for(ids[i]) for i in range(count)]

    def _segment_ids(self) -> Tuple[Any, int]:
        return self._get_ids(lib.r2d_chain_get_segment_count, lib.r2d_chain_get_segments, "r2d_shape_id[]")

    def set_friction(self, friction: float, dynamic_friction: Optional[float] = None) -> None:
        """Set every segment's static friction, and dynamic friction (the same
        unless given), 0 to 1e3 each."""
        dynamic = friction if dynamic_friction is None else dynamic_friction
        self._call(lib.r2d_chain_set_friction, friction, dynamic)

    def set_restitution(self, restitution: float) -> None:
        """Set every segment's restitution, 0..1."""
        self._call(lib.r2d_chain_set_restitution, restitution)

    def destroy(self) -> None:
        """Remove the chain, its segments and their contacts."""
        with self._world._lock:
            segments = self.segments
            self._call(lib.r2d_chain_destroy)
            for segment in segments:
                self._world._forget_shape(segment)
