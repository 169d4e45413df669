// Graph colouring of contact constraints, so the solver can take several
// at once: constraints in one colour share no body that impulses can move.
// Bodies that impulses cannot move (static, kinematic, not solved) never
// conflict, or the ground would need a colour per box resting on it.
//
// Colours are chosen greedily in the order constraints are added, so the
// same contacts always give the same groups.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace r2d {

// The two bodies of a constraint as solver indices; -1 for a body that
// impulses cannot move.
struct ConstraintBodies {
    int32_t a;
    int32_t b;
    // Wide constraints of a colour go in a group of their own, so the
    // narrow ones skip the work only wide ones need.
    bool wide;
};

struct ConstraintGraph {
    static constexpr int32_t color_count = 64;
    // Groups in solving order: the narrow then the wide constraints of each
    // colour, then those that found no free colour.
    static constexpr int32_t group_count = 2 * color_count + 1;
    static constexpr int32_t overflow_group = 2 * color_count;

    static bool is_wide(int32_t group) { return group == overflow_group || group % 2 == 1; }

    // Starts a colouring over body_count bodies, with no constraints.
    void begin(int32_t body_count);
    // The same for a graph whose every constraint was taken back with
    // remove: it need not visit every body again, only make room.
    void begin_emptied(int32_t body_count) {
        if (body_colors.size() < static_cast<size_t>(body_count)) body_colors.resize(body_count, 0);
    }
    // Clears every colour of both bodies of a constraint that was added:
    // once every constraint added since begin is removed, the graph is
    // empty again.
    void remove(const ConstraintBodies& constraint) {
        if (constraint.a >= 0) body_colors[constraint.a] = 0;
        if (constraint.b >= 0) body_colors[constraint.b] = 0;
    }
    // Gives the constraint the lowest colour neither body is in yet and
    // returns its group. Inline: prepare calls it for every contact.
    int32_t add(const ConstraintBodies& constraint) {
        uint64_t taken = colors_of(constraint.a) | colors_of(constraint.b);
        if (taken == ~uint64_t{0}) return overflow_group;
        int32_t color = __builtin_ctzll(~taken);
        add_color(constraint.a, uint64_t{1} << color);
        add_color(constraint.b, uint64_t{1} << color);
        return 2 * color + (constraint.wide ? 1 : 0);
    }

private:
    uint64_t colors_of(int32_t body) const { return body >= 0 ? body_colors[body] : 0; }
    void add_color(int32_t body, uint64_t bit) {
        if (body >= 0) body_colors[body] |= bit;
    }

    std::vector<uint64_t> body_colors;  // per body, a bit per colour it is in
};

}  // namespace r2d
