// Chain segments: one-sided, and only the normals their corners admit, so
// that nothing snags on the joins of a flat chain.
#include <cmath>

#include "collision/manifold.h"
#include "collision/manifold_pairs.h"
#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

constexpr float tol = 1.0e-5f;

Geometry chain_segment_geometry(Vec2 ghost1, Vec2 p1, Vec2 p2, Vec2 ghost2, bool ends_chain = false) {
    Geometry g;
    g.kind = ShapeKind::chain_segment;
    g.chain_segment = {{p1, p2}, ghost1, ghost2, ends_chain};
    return g;
}

void assert_contact(const Manifold& m, int point_count, Vec2 normal) {
    assert_int_equal(m.point_count, point_count);
    assert_vec_near(m.normal, normal, tol);
}

// A box sliding right along a flat chain reaches the join at x = 0 sunk
// 0.005 m (one linear slop): against the next segment alone its leading
// corner sits just short of that segment's start, and a plain segment
// pushes it back horizontally. The chain segment gives no such normal.
void test_flat_join_has_no_tilted_normal(void**) {
    Geometry box = box_geometry(0.5f, 0.5f);
    Transform xf = at(-0.505f, 0.495f);
    Manifold plain = collide(segment_geometry({0.0f, 0.0f}, {1.0f, 0.0f}), at(0.0f, 0.0f), box, xf);
    // The ghost this test is about: a horizontal normal within reach.
    assert_true(plain.point_count > 0);
    assert_true(std::fabs(plain.normal.x) > 0.9f);

    Geometry next = chain_segment_geometry({-1.0f, 0.0f}, {0.0f, 0.0f}, {1.0f, 0.0f}, {2.0f, 0.0f});
    Manifold m = collide(next, at(0.0f, 0.0f), box, xf);
    assert_int_equal(m.point_count, 0);  // the box's bottom lies wholly before this segment

    // The segment the box is on holds it up along its face normal only.
    Geometry on = chain_segment_geometry({-2.0f, 0.0f}, {-1.0f, 0.0f}, {0.0f, 0.0f}, {1.0f, 0.0f});
    Manifold held = collide(on, at(0.0f, 0.0f), box, xf);
    assert_contact(held, 2, {0.0f, 1.0f});
    for (int i = 0; i < held.point_count; ++i) assert_near(held.points[i].separation, -0.005f, tol);

    // Half over the join: each segment takes the part of the bottom above it.
    Transform across = at(0.2f, 0.495f);
    Manifold left = collide(on, at(0.0f, 0.0f), box, across);
    Manifold right = collide(next, at(0.0f, 0.0f), box, across);
    assert_contact(left, 2, {0.0f, 1.0f});
    assert_contact(right, 2, {0.0f, 1.0f});
    for (int i = 0; i < 2; ++i) {
        assert_true(left.points[i].point.x <= 0.0f + tol);
        assert_true(right.points[i].point.x >= 0.0f - tol);
    }
}

// A circle on top of a hill (two segments meeting at 90 degrees): one
// vertex contact, straight up, from the segment that starts at the top.
void test_convex_hilltop_gives_one_vertex_contact(void**) {
    Geometry up = chain_segment_geometry({-2.0f, -2.0f}, {-1.0f, -1.0f}, {0.0f, 0.0f}, {1.0f, -1.0f});
    Geometry down = chain_segment_geometry({-1.0f, -1.0f}, {0.0f, 0.0f}, {1.0f, -1.0f}, {2.0f, -2.0f});
    Geometry ball = circle_geometry({0.0f, 0.0f}, 0.5f);
    Transform xf = at(0.0f, 0.49f);
    Manifold from_up = collide(up, at(0.0f, 0.0f), ball, xf);
    Manifold from_down = collide(down, at(0.0f, 0.0f), ball, xf);
    assert_int_equal(from_up.point_count, 0);
    assert_contact(from_down, 1, {0.0f, 1.0f});
    assert_near(from_down.points[0].separation, -0.01f, tol);

    // Round the corner, still over the rising face: the vertex contact
    // leans back over the top, and it is the descending segment's alone.
    Transform round = at(-0.3f, 0.4f);
    Manifold corner = collide(down, at(0.0f, 0.0f), ball, round);
    assert_contact(corner, 1, {-0.6f, 0.8f});
    assert_int_equal(collide(up, at(0.0f, 0.0f), ball, round).point_count, 0);
}

// Past a spike (a convex corner turning 135 degrees) a ball on the tip is
// behind the next segment's line, so the segment before keeps the corner.
void test_spike_tip_is_kept_by_the_segment_before(void**) {
    Vec2 tip = {0.0f, 0.0f};
    Vec2 back = {-std::sqrt(0.5f), -std::sqrt(0.5f)};
    Geometry before = chain_segment_geometry({-2.0f, 0.0f}, {-1.0f, 0.0f}, tip, back);
    Geometry after = chain_segment_geometry({-1.0f, 0.0f}, tip, back, {-1.5f, -1.5f});
    Geometry ball = circle_geometry({0.0f, 0.0f}, 0.5f);
    Transform on_tip = at(0.3f, 0.4f);
    assert_int_equal(collide(after, at(0.0f, 0.0f), ball, on_tip).point_count, 0);
    assert_contact(collide(before, at(0.0f, 0.0f), ball, on_tip), 1, {0.6f, 0.8f});
}

// A box resting in a valley touches both faces along their normals; a
// normal leaning over the concave corner is never reported.
void test_concave_valley_gives_face_contacts(void**) {
    Geometry left = chain_segment_geometry({-2.0f, 2.0f}, {-1.0f, 1.0f}, {0.0f, 0.0f}, {1.0f, 1.0f});
    Geometry right = chain_segment_geometry({-1.0f, 1.0f}, {0.0f, 0.0f}, {1.0f, 1.0f}, {2.0f, 2.0f});
    Geometry box = box_geometry(0.5f, 0.25f);
    Transform xf = at(0.0f, 0.745f);  // bottom corners 0.005 m into the faces
    Vec2 left_normal = {std::sqrt(0.5f), std::sqrt(0.5f)};
    Vec2 right_normal = {-std::sqrt(0.5f), std::sqrt(0.5f)};
    Manifold a = collide(left, at(0.0f, 0.0f), box, xf);
    Manifold b = collide(right, at(0.0f, 0.0f), box, xf);
    assert_contact(a, 1, left_normal);
    assert_contact(b, 1, right_normal);

    // A ball pushed past the bottom, beyond the left face's end: the plain
    // segment would push it along the corner's diagonal; the chain segment
    // keeps to its face normal or stays silent.
    Geometry ball = circle_geometry({0.0f, 0.0f}, 0.5f);
    Transform pushed = at(0.3f, 0.2f);
    Manifold plain = collide(segment_geometry({-1.0f, 1.0f}, {0.0f, 0.0f}), at(0.0f, 0.0f), ball, pushed);
    assert_int_equal(plain.point_count, 1);
    assert_true(std::fabs(dot(plain.normal, left_normal) - 1.0f) > 0.01f);
    Manifold m = collide(left, at(0.0f, 0.0f), ball, pushed);
    if (m.point_count > 0) assert_vec_near(m.normal, left_normal, tol);
}

// Behind the line (the solid side) nothing collides, however close.
void test_behind_the_line_collides_with_nothing(void**) {
    Geometry ground = chain_segment_geometry({-1.0f, 0.0f}, {0.0f, 0.0f}, {1.0f, 0.0f}, {2.0f, 0.0f});
    Geometry ball = circle_geometry({0.0f, 0.0f}, 0.5f);
    Transform below = at(0.5f, -0.3f);
    assert_true(collide(segment_geometry({0.0f, 0.0f}, {1.0f, 0.0f}), at(0.0f, 0.0f), ball, below).point_count > 0);
    assert_int_equal(collide(ground, at(0.0f, 0.0f), ball, below).point_count, 0);
    assert_int_equal(collide(ground, at(0.0f, 0.0f), box_geometry(0.5f, 0.5f), at(0.5f, -0.4f)).point_count, 0);
    // Either order of the pair.
    assert_int_equal(collide(ball, below, ground, at(0.0f, 0.0f)).point_count, 0);
    // Segments and chains never collide with chains.
    assert_int_equal(collide(ground, at(0.0f, 0.0f), segment_geometry({0.0f, -0.1f}, {1.0f, 0.1f}), at(0.0f, 0.0f))
                         .point_count,
                     0);
}

// An open chain's ends are cliff edges: a ball rolling off the end keeps
// a contact round the corner, down to the direction along the segment.
void test_open_ends_are_cliff_edges(void**) {
    // The only segment of an open chain: ghosts are point - normal.
    Geometry alone = chain_segment_geometry({0.0f, -1.0f}, {0.0f, 0.0f}, {1.0f, 0.0f}, {1.0f, -1.0f}, true);
    Geometry ball = circle_geometry({0.0f, 0.0f}, 0.5f);
    Manifold off_end = collide(alone, at(0.0f, 0.0f), ball, at(1.3f, 0.3f));
    assert_contact(off_end, 1, {std::sqrt(0.5f), std::sqrt(0.5f)});
    Manifold off_start = collide(alone, at(0.0f, 0.0f), ball, at(-0.3f, 0.3f));
    assert_contact(off_start, 1, {-std::sqrt(0.5f), std::sqrt(0.5f)});
}

// The face contact a chain segment falls back on names its points as the
// plain manifold does, so warm starting carries over when one replaces the
// other; and the ids hold while a box slides along.
void test_face_contact_ids_match_plain_ids(void**) {
    SegmentHull hull({-1.0f, 0.0f}, {1.0f, 0.0f});
    Geometry plain_segment = segment_geometry({-1.0f, 0.0f}, {1.0f, 0.0f});
    Geometry box = box_geometry(0.3f, 0.3f);
    Polygon box_polygon = box.polygon;
    uint32_t first_ids[2] = {};
    for (int step = 0; step < 20; ++step) {
        Transform xf = at(-0.5f + 0.05f * static_cast<float>(step), 0.295f);
        Manifold plain = collide(plain_segment, at(0.0f, 0.0f), box, xf);
        Manifold face = collide_hull_on_face(hull.view(0.0f), 1, at(0.0f, 0.0f), hull_of(box_polygon), xf,
                                             speculative_distance);
        assert_int_equal(plain.point_count, 2);
        assert_int_equal(face.point_count, 2);
        for (int i = 0; i < 2; ++i) {
            bool matched = false;
            for (int j = 0; j < 2; ++j) {
                if (plain.points[i].id == face.points[j].id) {
                    matched = true;
                    assert_vec_near(plain.points[i].point, face.points[j].point, tol);
                }
            }
            assert_true(matched);
            if (step == 0) first_ids[i] = face.points[i].id;
            assert_int_equal(face.points[i].id, first_ids[i]);
        }
    }
}

}  // namespace

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_flat_join_has_no_tilted_normal),
        cmocka_unit_test(test_convex_hilltop_gives_one_vertex_contact),
        cmocka_unit_test(test_spike_tip_is_kept_by_the_segment_before),
        cmocka_unit_test(test_concave_valley_gives_face_contacts),
        cmocka_unit_test(test_behind_the_line_collides_with_nothing),
        cmocka_unit_test(test_open_ends_are_cliff_edges),
        cmocka_unit_test(test_face_contact_ids_match_plain_ids),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
