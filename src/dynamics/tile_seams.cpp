#include "dynamics/tile_seams.h"

#include <algorithm>

namespace r2d {

// Adds the seams of the range's halvings; returns the range's height.
int32_t TileSeams::add_seams(int32_t first_tile, int32_t end_tile) {
    if (end_tile - first_tile < 2) return 0;
    int32_t cut = first_tile + (end_tile - first_tile) / 2;
    int32_t height = 1 + std::max(add_seams(first_tile, cut), add_seams(cut, end_tile));
    seams.push_back({first_tile, cut, end_tile, height});
    return height;
}

void TileSeams::build(int32_t tile_count) {
    if (tile_count == tile_count_) return;
    tile_count_ = tile_count;
    seams.clear();
    add_seams(0, tile_count);
    std::sort(seams.begin(), seams.end(), [](const Seam& a, const Seam& b) {
        return a.height != b.height ? a.height < b.height : a.first_tile < b.first_tile;
    });
    level_starts.assign(1, 0);
    seam_between.assign(static_cast<size_t>(tile_count) * tile_count, -1);
    for (int32_t index = 0; index < seam_count(); ++index) {
        const Seam& seam = seams[index];
        if (index > 0 && seam.height != seams[index - 1].height) level_starts.push_back(index);
        // Its constraints join a tile of the lower half to one of the upper.
        for (int32_t a = seam.first_tile; a < seam.cut; ++a) {
            for (int32_t b = seam.cut; b < seam.end_tile; ++b)
                seam_between[static_cast<size_t>(a) * tile_count + b] = index;
        }
    }
    if (!seams.empty()) level_starts.push_back(seam_count());
}

}  // namespace r2d
