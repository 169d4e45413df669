// Body states as lanes: the solvers' block kernels load the states of a
// block's bodies with one aligned load each and a transpose, work on eight
// bodies at once, and write back only the velocities.
#pragma once

#include <cstring>

#include "core/cpu_features.h"
#include "dynamics/contact_solver.h"
#include "dynamics/solver_lanes.h"

// The block kernels are built three times on x86-64: for AVX-512 (its VL
// part: still eight floats a register, but 32 registers rather than 16,
// so the interleaved blocks of solve_block stay in registers), for AVX
// (an AVX2 build measured no faster) and for plain SSE2; one is chosen
// once per process (core/cpu_features.h). All do the same arithmetic, so
// results do not depend on the choice. The choice is a plain branch
// rather than the loader's IFUNC resolvers of target_clones: those run
// before sanitizers start, and ThreadSanitizer builds crashed at load.
//
// R2D_LANE_KERNEL(name, (params), (args)) defines name##_avx512,
// name##_avx and name##_baseline from the always-inlined name##_lanes(args),
// and name itself, which calls the chosen one.
#if defined(__x86_64__)
#define R2D_LANE_KERNEL(name, params, args)                                 \
    __attribute__((target("avx512f,avx512vl"))) void name##_avx512 params { \
        name##_lanes args;                                                  \
    }                                                                       \
    __attribute__((target("avx"))) void name##_avx params {                 \
        name##_lanes args;                                                  \
    }                                                                       \
    void name##_baseline params {                                           \
        name##_lanes args;                                                  \
    }                                                                       \
    void name params {                                                      \
        if (cpu_use_avx512()) {                                             \
            name##_avx512 args;                                             \
        } else if (cpu_use_avx()) {                                         \
            name##_avx args;                                                \
        } else {                                                            \
            name##_baseline args;                                           \
        }                                                                   \
    }
#else
#define R2D_LANE_KERNEL(name, params, args) \
    void name params {                      \
        name##_lanes args;                  \
    }
#endif

namespace r2d {

// The state read for a lane whose body does not move.
inline const BodyState fixed_body_state = {};

// A block lane's body: the solver index of a body impulses move; for a
// solved body they cannot move (a kinematic one), its solver index marked
// read-only, which gather reads like any and scatter never writes, so
// blocks that run at once on several workers may share it; -1 for a body
// not solved, which reads fixed_body_state. The mark is a high bit, far
// above any body's slot (slot_array.h): gather clears it (-1 stays
// negative), and one unsigned compare in scatter skips both marked and -1
// lanes.
constexpr uint32_t read_only_lane_bit = uint32_t{1} << 30;
// Whether impulses move a solved body: a kinematic one has inverse masses zero.
inline bool impulses_move(float inv_mass, float inv_inertia) {
    return inv_mass > 0.0f || inv_inertia > 0.0f;
}
inline int32_t lane_body(int32_t solver_index, bool moves) {
    return moves || solver_index < 0 ? solver_index : static_cast<int32_t>(solver_index | read_only_lane_bit);
}
// The solver index a lane's body reads, negative for fixed_body_state.
inline int32_t lane_read_index(int32_t lane) {
    return lane & ~static_cast<int32_t>(read_only_lane_bit);
}

// The bodies of one side of a block, a lane per constraint; fields in
// BodyState order.
struct BodyLanes {
    FloatW v_x, v_y, w, pad;
    FloatW dp_x, dp_y, dq_c, dq_s;
};
static_assert(sizeof(BodyState) == sizeof(float) * lane_count, "a body state is one row of the transpose");
static_assert(sizeof(BodyLanes) == sizeof(FloatW) * 8, "body lanes are the transposed rows");

R2D_LANE_INLINE BodyLanes gather(const BodyState* bodies, const int32_t (&index)[lane_count]) {
    FloatW rows[8];
    for (int i = 0; i < lane_count; ++i) {
        int32_t read = lane_read_index(index[i]);
        const BodyState& state = read >= 0 ? bodies[read] : fixed_body_state;
        // One aligned load; a copy through memory would stall on forwarding.
        rows[i] = *reinterpret_cast<const FloatWAlias*>(&state);
    }
    transpose(rows);
    BodyLanes lanes;
    std::memcpy(&lanes, rows, sizeof(lanes));
    return lanes;
}

// Gathers only the velocities (and pad), for passes that neither read nor
// change the motion since the step began.
R2D_LANE_INLINE BodyLanes gather_velocities(const BodyState* bodies, const int32_t (&index)[lane_count]) {
    Float4 velocities[lane_count];
    for (int i = 0; i < lane_count; ++i) {
        int32_t read = lane_read_index(index[i]);
        const BodyState& state = read >= 0 ? bodies[read] : fixed_body_state;
        std::memcpy(&velocities[i], &state, sizeof(Float4));
    }
    FloatW rows[4];
    transpose_from_quads(velocities, rows);
    BodyLanes lanes = {};
    std::memcpy(&lanes, rows, sizeof(rows));
    return lanes;
}

// Writes back the velocities (and a zero pad) of the bodies impulses move;
// the motion since the step began is only changed by integrate_positions.
R2D_LANE_INLINE void scatter(BodyState* bodies, const int32_t (&index)[lane_count], const BodyLanes& lanes) {
    const FloatW rows[4] = {lanes.v_x, lanes.v_y, lanes.w, FloatW{}};
    Float4 velocities[lane_count];
    transpose_to_quads(rows, velocities);
    for (int i = 0; i < lane_count; ++i) {
        if (static_cast<uint32_t>(index[i]) < read_only_lane_bit)
            std::memcpy(static_cast<void*>(&bodies[index[i]]), &velocities[i], sizeof(Float4));
    }
}

// Applies the impulse (x, y) to B and its opposite to A at lever arms ra
// and rb. Masses is a block of either solver: it has inv_mass_a,
// inv_inertia_a, inv_mass_b and inv_inertia_b lanes.
template <typename Masses>
R2D_LANE_INLINE void apply_impulse_at(const Masses& m, FloatW ra_x, FloatW ra_y, FloatW rb_x, FloatW rb_y,
                                      BodyLanes& a, BodyLanes& b, FloatW x, FloatW y) {
    a.v_x -= m.inv_mass_a * x;
    a.v_y -= m.inv_mass_a * y;
    a.w -= m.inv_inertia_a * (ra_x * y - ra_y * x);
    b.v_x += m.inv_mass_b * x;
    b.v_y += m.inv_mass_b * y;
    b.w += m.inv_inertia_b * (rb_x * y - rb_y * x);
}

}  // namespace r2d
