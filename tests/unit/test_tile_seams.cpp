// The seams between the solver's tiles: every pair of tiles meets at the
// seam of the smallest halving that holds both, seams of one height cover
// ranges that do not overlap, and a seam comes after the seams inside it,
// which is what lets the seams of one height be solved at once.
#include <cstdint>
#include <vector>

#include "dynamics/tile_seams.h"
#include "unit_test.h"

using namespace r2d;

namespace {

void check_seams(const TileSeams& seams, int32_t tile_count) {
    assert_int_equal(seams.seam_count(), tile_count - 1);
    // Heights go up level by level, and each level's ranges follow one another.
    for (int32_t level = 0; level < seams.level_count(); ++level) {
        int32_t end_before = 0;
        for (int32_t index = seams.level_start(level); index < seams.level_start(level + 1); ++index) {
            const TileSeams::Seam& seam = seams.seam(index);
            assert_int_equal(seam.height, level + 1);
            assert_true(seam.first_tile >= end_before);
            assert_int_equal(seam.cut, seam.first_tile + (seam.end_tile - seam.first_tile) / 2);
            assert_true(seam.first_tile < seam.cut && seam.cut < seam.end_tile);
            end_before = seam.end_tile;
        }
    }
    if (tile_count > 1) assert_int_equal(seams.level_start(seams.level_count()), tile_count - 1);
    for (int32_t a = 0; a < tile_count; ++a) {
        for (int32_t b = a + 1; b < tile_count; ++b) {
            int32_t index = seams.seam_of(a, b);
            const TileSeams::Seam& seam = seams.seam(index);
            // Both tiles in its range, one in each half: no smaller halving holds both.
            assert_true(seam.first_tile <= a && a < seam.cut && seam.cut <= b && b < seam.end_tile);
        }
    }
    // The seams inside a seam's range come before it, at lower heights.
    for (int32_t outer = 0; outer < seams.seam_count(); ++outer) {
        for (int32_t inner = 0; inner < seams.seam_count(); ++inner) {
            const TileSeams::Seam& o = seams.seam(outer);
            const TileSeams::Seam& i = seams.seam(inner);
            if (inner == outer || i.first_tile < o.first_tile || i.end_tile > o.end_tile) continue;
            assert_true(inner < outer);
            assert_true(i.height < o.height);
        }
    }
}

void test_every_pair_meets_at_its_smallest_halving(void**) {
    for (int32_t tile_count = 1; tile_count <= 70; ++tile_count) {
        TileSeams seams;
        seams.build(tile_count);
        check_seams(seams, tile_count);
    }
}

// A world's tile count changes from step to step; the seams follow it.
void test_rebuilt_seams_match_fresh_ones(void**) {
    TileSeams seams;
    for (int32_t tile_count : {8, 4, 16, 1, 2, 6, 32, 3, 8}) {
        seams.build(tile_count);
        check_seams(seams, tile_count);
    }
}

}  // namespace

int main() {
    const CMUnitTest tests[] = {
        cmocka_unit_test(test_every_pair_meets_at_its_smallest_halving),
        cmocka_unit_test(test_rebuilt_seams_match_fresh_ones),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
