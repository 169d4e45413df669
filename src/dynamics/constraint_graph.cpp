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
    groups.resize(constraint_count);
    int32_t group_sizes[group_count] = {};

    for (int32_t i = 0; i < constraint_count; ++i) {
        const ConstraintBodies& c = constraints[i];
        uint64_t taken = colors_of(body_colors, c.a) | colors_of(body_colors, c.b);
        int32_t group = overflow_group;
        if (taken != ~uint64_t{0}) {
            int32_t color = __builtin_ctzll(~taken);
            add_color(body_colors, c.a, uint64_t{1} << color);
            add_color(body_colors, c.b, uint64_t{1} << color);
            group = 2 * color + (c.wide ? 1 : 0);
        }
        groups[i] = group;
        ++group_sizes[group];
    }

    // First slot of each group. A colour's two groups share its blocks, so
    // only its last block may have empty lanes; the overflow group takes a
    // block per constraint.
    int32_t next_slot[group_count];
    int32_t slot_count = 0;
    for (int32_t color = 0; color < color_count; ++color) {
        next_slot[2 * color] = slot_count;
        next_slot[2 * color + 1] = slot_count + group_sizes[2 * color];
        int32_t color_size = group_sizes[2 * color] + group_sizes[2 * color + 1];
        slot_count += (color_size + lanes - 1) / lanes * lanes;
    }
    next_slot[overflow_group] = slot_count;
    slot_count += group_sizes[overflow_group] * lanes;

    slots.resize(constraint_count);
    for (int32_t i = 0; i < constraint_count; ++i) {
        int32_t group = groups[i];
        slots[i] = next_slot[group];
        next_slot[group] += group == overflow_group ? lanes : 1;
    }
    return slot_count / lanes;
}

}  // namespace r2d
