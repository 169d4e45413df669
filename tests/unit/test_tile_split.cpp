// The solver's tiles: a body's tile is its index over the tile length,
// exactly, for every index a world can have; first_body inverts it; and
// parts of tiles nest in whole tiles, which is what lets prepare cut
// tiles that share no constraint into parts without changing a bit.
#include <cstdint>
#include <vector>

#include "dynamics/contact_solver.h"
#include "unit_test.h"

using namespace r2d;

namespace {

// Body indices to check in a world of body_count: every one in a small
// world, else both sides of every tile boundary and a spread between.
std::vector<int32_t> bodies_to_check(int32_t body_count, int64_t per_tile) {
    std::vector<int32_t> bodies;
    if (body_count <= 20000) {
        for (int32_t b = 0; b < body_count; ++b) bodies.push_back(b);
        return bodies;
    }
    for (int64_t edge = 0; edge <= body_count; edge += per_tile) {
        for (int64_t b = edge - 2; b <= edge + 1; ++b) {
            if (b >= 0 && b < body_count) bodies.push_back(static_cast<int32_t>(b));
        }
    }
    for (int64_t b = 0; b < body_count; b += body_count / 9973 + 1) bodies.push_back(static_cast<int32_t>(b));
    bodies.push_back(body_count - 1);
    return bodies;
}

void test_tiles_divide_exactly_and_first_body_inverts(void**) {
    for (int32_t body_count : {1, 7, 1025, 4000, 8001, 22000, 64000, 1000003, 100000007}) {
        int32_t whole_tiles = tile_count_for(body_count);
        for (int32_t parts : {1, 2, max_tile_parts}) {
            TileSplit split = TileSplit::of(body_count, whole_tiles, parts);
            assert_int_equal(split.last, whole_tiles * parts - 1);
            for (int32_t b : bodies_to_check(body_count, split.per_tile)) {
                int64_t expected = std::min<int64_t>(b / split.per_tile, split.last);
                assert_int_equal(split.tile(b), expected);
            }
            for (int32_t tile = 0; tile <= split.last; ++tile) {
                int32_t first = split.first_body(tile, body_count);
                if (first < body_count) assert_int_equal(split.tile(first), tile);
                if (first > 0 && first < body_count) assert_int_equal(split.tile(first - 1), tile - 1);
            }
            assert_int_equal(split.first_body(split.last + 1, body_count), body_count);
        }
    }
}

void test_parts_lie_in_whole_tiles(void**) {
    for (int32_t body_count : {1025, 4001, 8000, 22000, 22002, 64000}) {
        int32_t whole_tiles = tile_count_for(body_count);
        TileSplit whole = TileSplit::of(body_count, whole_tiles, 1);
        for (int32_t parts : {2, max_tile_parts}) {
            TileSplit cut = TileSplit::of(body_count, whole_tiles, parts);
            for (int32_t b = 0; b < body_count; ++b) assert_int_equal(cut.tile(b) / parts, whole.tile(b));
        }
    }
}

}  // namespace

int main() {
    const CMUnitTest tests[] = {
        cmocka_unit_test(test_tiles_divide_exactly_and_first_body_inverts),
        cmocka_unit_test(test_parts_lie_in_whole_tiles),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
