#include "geometry/hull.h"

namespace r2d {

PolygonError make_polygon(const Vec2* points, int count, Polygon* out) {
    if (count > max_polygon_vertices) return PolygonError::too_many_vertices;
    return build_convex_polygon(points, count, out);
}

Polygon make_box(Vec2 half_extents, Vec2 center, float angle) {
    Rot q = make_rot(angle);
    Vec2 corners[4] = {{-half_extents.x, -half_extents.y},
                       {half_extents.x, -half_extents.y},
                       {half_extents.x, half_extents.y},
                       {-half_extents.x, half_extents.y}};
    Vec2 normals[4] = {{0.0f, -1.0f}, {1.0f, 0.0f}, {0.0f, 1.0f}, {-1.0f, 0.0f}};
    Polygon box = {};
    box.count = 4;
    for (int i = 0; i < 4; ++i) {
        box.vertices[i] = rotate(q, corners[i]) + center;
        box.normals[i] = rotate(q, normals[i]);
    }
    box.centroid = center;
    box.opposite_faces = has_opposite_faces(box);
    return box;
}

float polygon_area(const Polygon& polygon) {
    Vec2 origin = polygon.vertices[0];
    float twice_area = 0.0f;
    for (int i = 1; i + 1 < polygon.count; ++i) {
        twice_area += cross(polygon.vertices[i] - origin, polygon.vertices[i + 1] - origin);
    }
    return 0.5f * twice_area;
}

}  // namespace r2d
