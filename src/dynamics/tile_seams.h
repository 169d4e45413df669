// Where the solver's tiles meet. A constraint whose bodies lie in two
// tiles is solved after the tiles, at a seam: the tiles are halved, and
// the halves halved again, down to single tiles, and a constraint belongs
// to the smallest halving whose range holds both its tiles, the seam at
// that halving's cut.
//
// Seams of one height in that tree of halvings cover ranges of tiles that
// do not overlap, so their constraints share no movable body and they are
// solved at once, each by one worker, as the tiles are; a taller seam
// comes after the seams below it, the whole range's seam last. A worker
// whose run of tiles holds a seam's range solves that seam on bodies
// still in its cache, where one set of constraints across all the tiles,
// solved colour by colour, moved every shared body from core to core at
// every colour. The seams depend on the tile count alone, never on the
// workers, so the step's bits do not either.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace r2d {

struct TileSeams {
    struct Seam {
        int32_t first_tile;  // joins the tiles [first_tile, cut)
        int32_t cut;         // to the tiles [cut, end_tile)
        int32_t end_tile;
        int32_t height;  // 1 for a seam between two single tiles
    };

    // The seams of tile_count tiles. Allocates only when the count grows
    // past any before.
    void build(int32_t tile_count);

    int32_t seam_count() const { return static_cast<int32_t>(seams.size()); }
    const Seam& seam(int32_t index) const { return seams[index]; }
    // Seams of one height, in solving order: [level_start(l), level_start(l + 1)).
    int32_t level_count() const { return static_cast<int32_t>(level_starts.size()) - 1; }
    int32_t level_start(int32_t level) const { return level_starts[level]; }

    // The seam of a constraint between the tiles a and b, a < b.
    int32_t seam_of(int32_t a, int32_t b) const { return seam_between[static_cast<size_t>(a) * tile_count_ + b]; }

private:
    int32_t add_seams(int32_t first_tile, int32_t end_tile);

    int32_t tile_count_ = 0;
    std::vector<Seam> seams;            // in solving order: by height, then by first tile
    std::vector<int32_t> level_starts;  // level_count() + 1 entries
    // By a * tile count + b for tiles a < b: a look-up rather than a walk
    // down the halvings, as prepare asks for each constraint shared.
    std::vector<int32_t> seam_between;
};

}  // namespace r2d
