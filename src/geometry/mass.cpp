#include "geometry/shapes.h"

namespace r2d {

namespace {

MassData circle_mass(const Circle& circle, float density) {
    float r2 = circle.radius * circle.radius;
    float mass = density * pi * r2;
    return {mass, circle.center, 0.5f * mass * r2};
}

// A rectangle between the two centres plus two half discs. Each half disc's
// inertia is moved to the capsule centre with the parallel-axis theorem,
// through its own centroid, 4r/(3 pi) beyond the rectangle's end.
MassData capsule_mass(const Capsule& capsule, float density) {
    float r = capsule.radius;
    float length = distance(capsule.center1, capsule.center2);
    float box_mass = density * (2.0f * r * length);
    float discs_mass = density * (pi * r * r);
    float box_inertia = box_mass * (length * length + 4.0f * r * r) / 12.0f;
    float centroid_offset = 4.0f * r / (3.0f * pi);
    // Both halves: 0.5 m r^2 about their own centre, minus the shift to their
    // centroids, plus the shift out to length/2 + offset; the offsets' squares cancel.
    float discs_inertia = discs_mass * (0.5f * r * r + 0.25f * length * length + length * centroid_offset);
    Vec2 center = lerp(capsule.center1, capsule.center2, 0.5f);
    return {box_mass + discs_mass, center, box_inertia + discs_inertia};
}

// Triangle fan about the first vertex: for polygons far from the body
// origin this keeps the products small. Inertia is found about that vertex,
// then moved to the centroid.
MassData polygon_mass(const Polygon& polygon, float density) {
    Vec2 origin = polygon.vertices[0];
    float area = 0.0f;
    Vec2 weighted = {0.0f, 0.0f};
    float second_moment = 0.0f;  // per unit density, about origin
    for (int i = 1; i + 1 < polygon.count; ++i) {
        Vec2 e1 = polygon.vertices[i] - origin;
        Vec2 e2 = polygon.vertices[i + 1] - origin;
        float d = cross(e1, e2);
        float triangle_area = 0.5f * d;
        area += triangle_area;
        weighted += (triangle_area / 3.0f) * (e1 + e2);
        float xx = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x;
        float yy = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y;
        second_moment += (d / 12.0f) * (xx + yy);
    }
    float mass = density * area;
    Vec2 offset = (1.0f / area) * weighted;
    float inertia = density * second_moment - mass * dot(offset, offset);
    return {mass, origin + offset, inertia};
}

// Segments have no area and weigh nothing.
MassData segment_mass(const Segment& segment) {
    return {0.0f, lerp(segment.point1, segment.point2, 0.5f), 0.0f};
}

}  // namespace

MassData compute_mass(const Geometry& geometry, float density) {
    switch (geometry.kind) {
        case ShapeKind::circle:
            return circle_mass(geometry.circle, density);
        case ShapeKind::capsule:
            return capsule_mass(geometry.capsule, density);
        case ShapeKind::polygon:
            return polygon_mass(geometry.polygon, density);
        case ShapeKind::segment:
            return segment_mass(geometry.segment);
        case ShapeKind::chain_segment:
            return segment_mass(geometry.chain_segment.segment);
    }
    return {};
}

}  // namespace r2d
