// Graph colouring of contact constraints, so the solver can take several
// at once: constraints in one colour share no body that impulses can move.
// Bodies that impulses cannot move (static, kinematic, not solved) never
// conflict, or the ground would need a colour per box resting on it.
//
// Colours are chosen greedily in constraint order, so the same contacts
// always give the same layout.
#pragma once

#include <cstdint>
#include <vector>

namespace r2d {

// The two bodies of a constraint as solver indices; -1 for a body that
// impulses cannot move.
struct ConstraintBodies {
    int32_t a;
    int32_t b;
    // Narrow constraints of a colour come before its wide ones, so whole
    // blocks of narrow ones can skip the work only wide ones need.
    bool wide;
};

struct ConstraintGraph {
    // Gives each constraint a slot = block * lanes + lane. Each colour fills
    // whole blocks of `lanes` slots, its narrow constraints first, then its
    // wide ones, each in constraint order; constraints that find no free
    // colour get a block of their own, after the colours. Returns the
    // number of blocks.
    int32_t assign_slots(const std::vector<ConstraintBodies>& constraints, int32_t body_count, int32_t lanes,
                         std::vector<int32_t>& slots);

private:
    static constexpr int32_t color_count = 64;
    // Slot groups in layout order: narrow then wide of each colour, then overflow.
    static constexpr int32_t group_count = 2 * color_count + 1;
    static constexpr int32_t overflow_group = 2 * color_count;

    std::vector<uint64_t> body_colors;  // per body, a bit per colour it is in
    std::vector<int32_t> groups;        // per constraint
};

}  // namespace r2d
