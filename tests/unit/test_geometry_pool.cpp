// The shared geometry pool: equal geometries share one entry, counted, and
// the last release frees it; entries are found again through any history
// of adds and releases, and reserved room is used without reallocating.
#include <map>
#include <vector>

#include "geometry/geometry_pool.h"
#include "unit_test.h"

using namespace r2d;
using namespace r2d_test;

namespace {

void test_equal_geometries_share_an_entry(void**) {
    GeometryPool pool;
    int32_t box = pool.add(box_geometry(0.5f, 0.5f));
    int32_t same_box = pool.add(box_geometry(0.5f, 0.5f));
    int32_t wide_box = pool.add(box_geometry(1.0f, 0.5f));
    int32_t circle = pool.add(circle_geometry({0.0f, 0.0f}, 0.5f));
    assert_int_equal(box, same_box);
    assert_int_not_equal(box, wide_box);
    assert_int_not_equal(box, circle);
    assert_int_equal(pool.users(box), 2);
    assert_int_equal(pool.live_count(), 3);
    assert_true(pool[wide_box].kind == ShapeKind::polygon);
    assert_float_equal(pool[wide_box].polygon.vertices[0].x, -1.0f, 0.0f);
    assert_float_equal(pool[circle].circle.radius, 0.5f, 0.0f);

    pool.release(box);
    assert_int_equal(pool.users(box), 1);
    assert_int_equal(pool.live_count(), 3);
    pool.release(box);
    assert_int_equal(pool.live_count(), 2);
    // A freed entry is taken again first, and the others are still found.
    int32_t capsule = pool.add(capsule_geometry({0.0f, 0.0f}, {1.0f, 0.0f}, 0.25f));
    assert_int_equal(capsule, box);
    assert_int_equal(pool.add(box_geometry(1.0f, 0.5f)), wide_box);
    assert_int_equal(pool.add(circle_geometry({0.0f, 0.0f}, 0.5f)), circle);
    assert_int_equal(pool.live_count(), 3);

    // A freed entry stays out of the lookup, through a rehash too.
    pool.release(circle);
    pool.release(circle);
    pool.reserve(1000);
    assert_int_equal(pool.live_count(), 2);
    int32_t circle_again = pool.add(circle_geometry({0.0f, 0.0f}, 0.5f));
    assert_int_equal(pool.users(circle_again), 1);
    assert_int_equal(pool.live_count(), 3);
}

// Random adds and releases of circles of 200 radii against a plain map: an
// entry never moves while it has users, and equal circles always meet in it,
// through rehashes and bucket chains that lose members from any place.
void test_any_history_finds_the_shared_entry(void**) {
    GeometryPool pool;
    std::map<int, std::pair<int32_t, int32_t>> expected;  // radius step -> entry, users
    uint32_t seed = 12345;
    for (int trial = 0; trial < 20000; ++trial) {
        seed = seed * 1664525u + 1013904223u;
        int radius_step = static_cast<int>((seed >> 8) % 200);
        bool release = ((seed >> 20) & 3) == 0 && expected.count(radius_step) != 0;
        auto found = expected.find(radius_step);
        if (release) {
            pool.release(found->second.first);
            if (--found->second.second == 0) expected.erase(found);
        } else {
            int32_t index = pool.add(circle_geometry({0.0f, 0.0f}, 0.01f * static_cast<float>(radius_step + 1)));
            if (found != expected.end()) {
                assert_int_equal(index, found->second.first);
                found->second.second += 1;
            } else {
                expected[radius_step] = {index, 1};
            }
        }
        assert_int_equal(pool.live_count(), static_cast<int32_t>(expected.size()));
    }
    for (const auto& item : expected) {
        assert_int_equal(pool.users(item.second.first), item.second.second);
        assert_float_equal(pool[item.second.first].circle.radius, 0.01f * static_cast<float>(item.first + 1), 0.0f);
    }
}

// After reserve(n), n new geometries are added without moving the entries:
// creating shapes after reserving their room cannot fail half-way.
void test_reserved_adds_do_not_reallocate(void**) {
    GeometryPool pool;
    pool.add(box_geometry(0.5f, 0.5f));
    pool.reserve(100);
    const Geometry* first = &pool[0];
    for (int i = 0; i < 100; ++i) pool.add(circle_geometry({0.0f, 0.0f}, 0.1f + 0.01f * static_cast<float>(i)));
    assert_ptr_equal(first, &pool[0]);
    assert_int_equal(pool.live_count(), 101);
}

}  // namespace

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_equal_geometries_share_an_entry),
        cmocka_unit_test(test_any_history_finds_the_shared_entry),
        cmocka_unit_test(test_reserved_adds_do_not_reallocate),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
