// Shape geometry in body coordinates: what a shape is, how heavy it is and
// where it reaches. Nothing here knows about bodies, worlds or ids.
#pragma once

#include <cstdint>
#include <cstring>

#include "core/math.h"

namespace r2d {

constexpr int max_polygon_vertices = 8;    // equals R2D_MAX_POLYGON_VERTICES
constexpr int max_concave_vertices = 256;  // equals R2D_MAX_CONCAVE_VERTICES

// Numbered as r2d_shape_type.
enum class ShapeKind : uint8_t { circle = 0, capsule = 1, segment = 2, polygon = 3, chain_segment = 4 };

struct Circle {
    Vec2 center;
    float radius;
};

struct Capsule {
    Vec2 center1;
    Vec2 center2;
    float radius;
};

struct Segment {
    Vec2 point1;
    Vec2 point2;
};

// One segment of a chain, solid on its left (the side left_perp(point2 -
// point1) points to): a terrain listed left to right is solid below it, a
// counter-clockwise loop holds things inside. The ghosts are the chain's
// vertices before point1 and after point2, which decide what normals the
// corners admit. Where an open chain ends, the ghost is point - normal: the
// corner is a cliff edge, convex down to the direction along the segment.
struct ChainSegment {
    Segment segment;
    Vec2 ghost1;
    Vec2 ghost2;
    // No segment follows point2 (an open chain's last one): this segment owns
    // that corner's contacts, which elsewhere belong to the next segment.
    bool ends_chain;
    uint8_t padding[3] = {};  // see Geometry
};

// The outward unit normal of a chain segment: the side it collides on.
inline Vec2 chain_segment_normal(const ChainSegment& chain_segment) {
    return normalize(left_perp(chain_segment.segment.point2 - chain_segment.segment.point1));
}

// Convex, counter-clockwise, with outward unit normals; normals[i] belongs
// to the edge from vertices[i] to vertices[i + 1].
struct Polygon {
    Vec2 vertices[max_polygon_vertices];
    Vec2 normals[max_polygon_vertices];
    Vec2 centroid;
    int count;
    // Four faces with normals[i + 2] == -normals[i], as in every box: the
    // narrowphase measures faces i and i + 2 in one pass.
    bool opposite_faces = false;
    uint8_t padding[3] = {};  // see Geometry
};

struct Geometry {
    // Vec2's member initialisers would otherwise delete the union's default
    // constructor; set kind and the matching member after construction.
    // Every byte starts at zero, the union's past its smaller kinds and the
    // padding too: snapshots copy shapes byte for byte, and the same world
    // must give the same bytes (so must every record they hold, whose
    // padding is spelt out as members for that reason).
    Geometry() { std::memset(static_cast<void*>(this), 0, sizeof(*this)); }
    // A segment for one narrowphase call, never stored: only its own bytes
    // are set, which spares the hot path the zeroing above.
    explicit Geometry(const Segment& s) : kind(ShapeKind::segment), segment(s) {}

    ShapeKind kind;
    union {
        Circle circle;
        Capsule capsule;
        Segment segment;
        Polygon polygon;
        ChainSegment chain_segment;
    };
};

struct MassData {
    float mass;                // kg
    Vec2 center;               // centre of mass, body coordinates
    float rotational_inertia;  // kg m^2 about center
};

MassData compute_mass(const Geometry& geometry, float density);
AABB compute_aabb(const Geometry& geometry, const Transform& transform);

// The centre of the shape's area, in its frame.
Vec2 shape_centroid(const Geometry& geometry);
// How near the surface comes to the centroid: a shape that moves less than
// half of this in a step cannot have passed through anything. 0 for segments.
float min_extent(const Geometry& geometry);

enum class PolygonError : uint8_t { none, degenerate, too_many_vertices, self_intersecting };

// Convex hull of 3..max_polygon_vertices points. Points inside the hull
// and corners within linear_slop of straight are dropped; repeated points
// (closer than linear_slop), all-collinear points and hulls of tiny area
// are refused.
PolygonError make_polygon(const Vec2* points, int count, Polygon* out);

Polygon make_box(Vec2 half_extents, Vec2 center, float angle);

// Area enclosed by a polygon (positive for the counter-clockwise hulls made here).
float polygon_area(const Polygon& polygon);

// Splits a simple polygon (either winding, 3..max_concave_vertices points)
// into convex pieces of at most max_polygon_vertices: ear clipping, then
// greedy merging of neighbours while the union stays convex. pieces must
// hold max_concave_vertices - 2 polygons; *piece_count gets how many.
PolygonError decompose_concave(const Vec2* points, int count, Polygon* pieces, int* piece_count);

}  // namespace r2d
