#include "dynamics/constraint_graph.h"

namespace r2d {

namespace {

uint64_t colors_of(const std::vector<uint64_t>& body_colors, int32_t body) {
    return body >= 0 ? body_colors[body] : 0;
}

void add_color(std::vector<uint64_t>& body_colors, int32_t body, uint64_t bit) {
    if (body >= 0) body_colors[body] |= bit;
}

}  // namespace

int32_t ConstraintGraph::assign_slots(const std::vector<ConstraintBodies>& constraints, int32_t body_count,
                                      int32_t lanes, std::vector<int32_t>& slots) {
    int32_t constraint_count = static_cast<int32_t>(constraints.size());
    body_colors.assign(body_count, 0);
    colors.resize(constraint_count);
    int32_t color_sizes[color_count + 1] = {};

    for (int32_t i = 0; i < constraint_count; ++i) {
        const ConstraintBodies& c = constraints[i];
        uint64_t taken = colors_of(body_colors, c.a) | colors_of(body_colors, c.b);
        int32_t color = color_count;
        if (taken != ~uint64_t{0}) {
            color = __builtin_ctzll(~taken);
            add_color(body_colors, c.a, uint64_t{1} << color);
            add_color(body_colors, c.b, uint64_t{1} << color);
        }
        colors[i] = color;
        ++color_sizes[color];
    }

    // First slot of each colour; the overflow colour takes a block per constraint.
    int32_t next_slot[color_count + 1];
    int32_t block_count = 0;
    for (int32_t color = 0; color < color_count; ++color) {
        next_slot[color] = block_count * lanes;
        block_count += (color_sizes[color] + lanes - 1) / lanes;
    }
    next_slot[color_count] = block_count * lanes;
    block_count += color_sizes[color_count];

    slots.resize(constraint_count);
    for (int32_t i = 0; i < constraint_count; ++i) {
        int32_t color = colors[i];
        slots[i] = next_slot[color];
        next_slot[color] += color == color_count ? lanes : 1;
    }
    return block_count;
}

}  // namespace r2d
