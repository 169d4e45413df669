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

void ConstraintGraph::begin(int32_t body_count) {
    body_colors.assign(body_count, 0);
}

int32_t ConstraintGraph::add(const ConstraintBodies& constraint) {
    uint64_t taken = colors_of(body_colors, constraint.a) | colors_of(body_colors, constraint.b);
    if (taken == ~uint64_t{0}) return overflow_group;
    int32_t color = __builtin_ctzll(~taken);
    add_color(body_colors, constraint.a, uint64_t{1} << color);
    add_color(body_colors, constraint.b, uint64_t{1} << color);
    return 2 * color + (constraint.wide ? 1 : 0);
}

}  // namespace r2d
