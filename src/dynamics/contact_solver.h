// The contact solver: soft sequential impulses over sub-steps.
//
// Each sub-step integrates velocities, applies last impulses (warm start),
// solves contacts with a soft position bias, integrates positions, then
// relaxes without the bias so the push-out does not turn into bounce.
// Restitution runs once after the sub-steps. Anchors stay fixed during the
// step; the separation is tracked from each body's accumulated motion, so
// contacts need no new collision pass between sub-steps.
//
// Constraints are coloured (constraint_graph.h) and packed into blocks of
// lane_count constraints that share no movable body, each block solved
// with one vector operation per formula (solver_lanes.h). Each colour
// group keeps its own blocks, so prepare fills them in one pass over the
// contacts. A pass streams every block through the cache, so blocks carry
// only what the sub-steps read: one-point contacts have narrower blocks,
// and the rest sits in records beside them.
//
// Large worlds are solved in tiles of a few thousand solver bodies (tile_count_for):
// a constraint whose movable bodies lie in one tile belongs to it, one
// whose bodies lie in two is shared. Each tile solves all its colours
// before the next begins: a colour spans the whole world, so solving
// colour after colour reloaded every body state from memory once per
// colour, while a tile's bodies stay in cache as its colours are solved.
// Tiles share no movable body, so workers solve them at once; the shared
// constraints follow, at the seams where their tiles meet (tile_seams.h),
// each seam coloured on its own. prepare too colours and fills the tiles
// at once, each walker of it taking a run of tiles in contact order and
// the seams inside that run, and one more the seams across runs: the same
// blocks at any worker count. A step with no shared constraint (a world
// of separate piles) runs each tile's sub-steps through before the next tile's
// (tiles_stand_alone): its blocks and body states stay in the core's
// cache from pass to pass, and the workers wait for each other once a
// step rather than at every pass. While they stand alone, the next steps
// cut each tile into halves, then quarters (TileSplit), which fit the
// cache better; parts that share a constraint are filled again whole, so
// a step's bits never depend on the parts.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/large_vector.h"
#include "core/math.h"
#include "core/workers.h"
#include "dynamics/constraint_graph.h"
#include "dynamics/contact.h"
#include "dynamics/solver_lanes.h"
#include "dynamics/tile_seams.h"

namespace r2d {

struct Body;
struct World;

// Motion state of a solved body: eight floats, so a block gathers its
// bodies with one load and a transpose.
struct alignas(32) BodyState {
    Vec2 v;
    float w = 0.0f;
    float pad = 0.0f;
    Vec2 dp;  // translation of the centre of mass since the step began
    Rot dq;   // rotation since the step began
};

// What prepare needs of a world body, packed small: contacts look their
// bodies up at random, and a Body is 128 bytes apart from the next.
struct SolverBodyRef {
    int32_t solver_index = -1;   // -1 for a body that is not solved
    int32_t movable_index = -1;  // solver index of a body impulses can move, else -1
    float inv_mass = 0.0f;       // zero for a body that is not solved
    float inv_inertia = 0.0f;
    Vec2 center;  // world centre of mass, where a contact's anchors start
};

// A spring-damper turned into impulse coefficients for one sub-step.
struct Softness {
    float bias_rate = 0.0f;
    float mass_scale = 1.0f;
    float impulse_scale = 0.0f;
};

Softness make_softness(float hertz, float damping_ratio, float h);

// The two softnesses of a step's contacts: against an immovable body all
// the correction falls on one side, so that contact can be stiffer. Each
// constraint's is told by its inverse masses rather than stored with it.
struct ContactSoftness {
    Softness between_movable;
    Softness against_fixed;
};

// One manifold point of each constraint of a block: what the passes of
// the sub-steps read.
struct PointLanes {
    FloatW anchor_a_x, anchor_a_y;  // relative to the centres of mass, world frame
    FloatW anchor_b_x, anchor_b_y;
    FloatW base_separation;                  // separation minus the anchors' normal gap
    FloatW normal_impulse, tangent_impulse;  // accumulated within a sub-step, warm started
    FloatW max_normal_impulse;
    FloatW normal_mass, tangent_mass;
    FloatW friction;  // static or dynamic, chosen from the slip speed
};

// lane_count constraints of point_count points that move no body twice.
// An empty lane has no bodies and zero masses, so it applies nothing; a
// one-point contact in a block of two-point ones has a second point
// without mass, which likewise applies nothing. One-point contacts, as
// most contacts of round shapes are, have blocks of their own: 608 bytes
// against 960.
template <int point_count>
struct ConstraintBlock {
    int32_t body_a[lane_count];  // lane_body (body_lanes.h)
    int32_t body_b[lane_count];
    FloatW normal_x, normal_y;
    FloatW inv_mass_a, inv_inertia_a, inv_mass_b, inv_inertia_b;
    PointLanes points[point_count];
};
static_assert(sizeof(ConstraintBlock<1>) == 608 && sizeof(ConstraintBlock<2>) == 960, "the sizes named above");

// What solving a block does not read: its contacts, the inputs of
// restitution, and the step's impulse totals that relaxing adds to. Kept
// apart, so that the passes of the sub-steps stream less memory.
template <int point_count>
struct BlockRecord {
    int32_t contact[lane_count];  // contact index, -1 for an empty lane
    FloatW restitution;
    struct {
        FloatW relative_velocity;                          // normal approach speed before solving
        FloatW half_step_drive;                            // the normal speed the drives add in half a sub-step
        FloatW step_normal_impulse, step_tangent_impulse;  // summed over the step, as reported
    } points[point_count];
};

// Blocks are handed to the groups in chunks from a pool, so a group can
// grow without a vector of its own: the pool only allocates when a walk
// needs more chunks than it has room for (ContactSolver::build_tiles).
// Each group with a constraint has a part-filled chunk. At 64 blocks the
// two-worker tumbler kept 37 to 40 MB resident, against 25 to 35 at 32; at 16
// large_pyramid and many_pyramids were 0.4 to 2% slower than at 32
// (bench-paired, one and two workers).
constexpr int32_t chunk_blocks = 32;

// The blocks of one point count, and their records at the same indices:
// chunk_room chunks, and one more, the spare, where a walk that needs
// more than the room goes on writing what nothing will read.
template <int point_count>
struct BlockPool {
    LargeVector<ConstraintBlock<point_count>> blocks;  // chunk_blocks per chunk
    LargeVector<BlockRecord<point_count>> records;
    std::vector<int32_t> next_chunks;  // per chunk, the next of its group, -1 after the last
    int32_t chunk_count = 0;           // taken this step: past chunk_room, what the walk needed
    int32_t chunk_room = -1;           // -1 before the first walk: not even the spare
};

// The movable bodies of a seam constraint, and the level of its seam's graph.
struct SeamBodies {
    int32_t a;
    int32_t b;
    int32_t level;
};

// The blocks that one walker of prepare fills (its tiles, the seams inside
// its run, or the seams across walkers): pools of their own, so the
// walkers fill at once, a cache line apart, as each appends to its own.
struct alignas(64) TilePools {
    BlockPool<1> narrow;
    BlockPool<2> wide;
    // Of the seam constraints filled into these, to take them back out of
    // their graphs.
    std::vector<SeamBodies> seam_bodies;
    // Some constraint of these takes in a solved body that no impulse
    // moves (a kinematic one). Tiles go by its movable bodies, so the
    // kinematic body may lie in the range of another tile, whose sub-steps
    // move it while this constraint reads it and writes it back.
    bool reads_immovable = false;
    // Some constraint of these has restitution.
    bool bounces = false;
};

// A world of at most this many solver bodies is one tile.
constexpr int32_t min_tiled_bodies = 1024;

// The fewest bodies for which the stages that go over every body or
// constraint once (the gather, prepare's walk, finalize) run across the
// workers: prepare and finalize count the solved bodies, the gather, which
// comes before they are known, the world's (never fewer). A world below
// it is one tile, whose walk cannot be shared, and its gather and
// finalize are too short to pay for handing bodies between cores. From
// 4,096 down to 1,024, the tumbler (2,026 bodies) stepped 1.07 times as
// fast on two workers, rain_4000 1.14 to 1.17 times, and neither slower on
// one (bench-paired, both orders); rain_mixed (400 bodies, below both)
// read 0.99 to 1.00.
constexpr int32_t min_parallel_bodies = min_tiled_bodies;

// Whether such a stage, over body_count bodies, runs across the workers.
inline bool spreads_over_bodies(const Workers& workers, int32_t body_count) {
    return workers.count() > 1 && body_count >= min_parallel_bodies;
}

// How many tiles a larger world is cut into: an even number, so that two
// or four workers share them out evenly, about 2 sqrt(bodies / 4,000):
// 2 up to 9,000 bodies, 4 at 16,000, 8 at 64,000. Every tile boundary
// cuts constraints loose as shared ones, the more so where the bodies'
// motion has mixed the order they were made in (a pile of rain), and
// every tile leaves a part-filled block per colour; yet a tile's body
// states must stay in a core's cache while its colours are solved. So
// tiles grow with the world, slower than it. Measured on one worker:
// rain_16000 3.7 ms in 4 tiles, 4.0 in 2, 4.4 in 16; rain_64000 18.1 ms
// in 8 tiles, 19.0 in 4, 20.1 in 16.
inline int32_t tile_count_for(int32_t body_count) {
    if (body_count <= min_tiled_bodies) return 1;
    // Pairs of tiles: the nearest whole number to sqrt(bodies / 4,000).
    int64_t pairs = 1;
    while (int64_t{4000} * (2 * pairs + 1) * (2 * pairs + 1) < int64_t{4} * body_count) ++pairs;
    return static_cast<int32_t>(2 * pairs);
}

// The most parts a tile is cut into while tiles share no constraint
// (ContactSolver::prepare): the sub-steps of a tile that runs alone keep
// its blocks in the core's cache, and smaller tiles fit better.
// On one worker, many_pyramids' step was 1.08 times as fast in 8 tiles as
// in 4, and 1.05 times again in 16 (builds side by side, one run each).
constexpr int32_t max_tile_parts = 4;

// Solver body index to tile: runs of equal length, by a multiply and a
// shift rather than a division per constraint.
struct TileSplit {
    int64_t per_tile = 1;
    uint64_t scale = 0;  // 2^40 / per_tile, rounded up
    int32_t last = 0;    // the last tile

    // whole_tiles tiles, each cut into parts (1, 2 or max_tile_parts).
    // A whole tile's length is a multiple of max_tile_parts, so that every
    // part lies in one whole tile whatever the parts: a constraint whose
    // bodies share a part also share a whole tile.
    static TileSplit of(int32_t body_count, int32_t whole_tiles, int32_t parts) {
        int32_t whole = std::max(1, (body_count + whole_tiles - 1) / whole_tiles);
        whole = (whole + max_tile_parts - 1) / max_tile_parts * max_tile_parts;
        int64_t per_tile = whole / parts;
        return {per_tile, ((uint64_t{1} << 40) + per_tile - 1) / per_tile, whole_tiles * parts - 1};
    }
    // body / per_tile: the rounded-up scale overshoots it by at most one.
    int32_t tile(int32_t body) const {
        int64_t t = static_cast<int64_t>((static_cast<uint64_t>(body) * scale) >> 40);
        t -= t * per_tile > body ? 1 : 0;
        return t < last ? static_cast<int32_t>(t) : last;
    }
    // The first body of a tile; past the last tile, body_count.
    int32_t first_body(int32_t tile, int32_t body_count) const {
        if (tile > last) return body_count;
        return static_cast<int32_t>(std::min<int64_t>(tile * per_tile, body_count));
    }
};

// Seam chunks a worker takes at once, so a colour's handful of blocks is
// not split among workers for less work than the handing over costs: one
// chunk of 32 blocks. Two made rain_64000 1 to 2% slower on two workers
// (bench-paired), its seams' colours left on one worker.
constexpr int32_t seam_chunks_per_task = 1;
// Nor is a colour, or a height of seams, of no more blocks than that split
// at all: a colour's narrow and wide groups each end in a part-filled
// chunk. Split by chunks, the two-worker tumbler, whose seam has a few
// blocks in each of some fifty colours, handed two chunks of a few blocks
// over 52 times a step, and its seams took 120 us a step (now 88).
constexpr int32_t seam_blocks_per_task = seam_chunks_per_task * chunk_blocks;

// prepare's classification with several walkers goes by blocks of this
// many contacts: a contact is named in its block's list by its place in
// the block, in the low classified_set_shift bits, beside its set (the
// 24 bits left hold far more sets than tile_count_for gives any world).
constexpr int32_t classify_block_contacts = 256;
constexpr int32_t classified_set_shift = 8;

// A chunk of blocks in use, listed so workers can take chunks by index.
struct ChunkRef {
    int32_t chunk;
    int32_t block_count;
};

// The blocks of one group of the graph, filled in contact order: a chain
// of chunks of the pool of its point count, and the slots (block *
// lane_count + lane) used so far.
struct ConstraintGroup {
    int32_t first_chunk = -1;
    int32_t last_chunk = -1;
    int32_t slot_count = 0;
    int32_t block_count() const { return (slot_count + lane_count - 1) / lane_count; }
};

struct ContactSolver {
    LargeVector<BodyState> bodies;
    LargeVector<SolverBodyRef> body_refs;  // per world body, set with its solver index
    // Constraint sets: the tiles, then tile_count + seam for each seam of
    // tile_seams, in solving order.
    std::vector<TilePools> pools;      // see build_tiles
    std::vector<int32_t> tile_pools;   // per constraint set: its pool
    std::vector<int32_t> set_walkers;  // per constraint set: prepare's walker that fills it
    // Per constraint set, one per group of the graph: set * group_count +
    // group, solved in this order.
    std::vector<ConstraintGroup> groups;
    int32_t tile_count = 1;  // this step's: tile_count_for's tiles, each cut into parts
    TileSplit split;
    TileSeams tile_seams;
    // Set by prepare: no constraint is shared, and none reads a solved
    // body it cannot move. Each tile's constraints then read and write the
    // bodies of that tile alone, so a tile can run all its sub-steps
    // before the next begins (warm_start_tile, solve_tile), and every body
    // meets the same operations in the same order as pass by pass over all
    // tiles: the same bits.
    bool tiles_stand_alone = false;
    // Set by prepare: some constraint has restitution, so
    // apply_restitution has work (most scenes have none).
    bool bounces = false;
    // Parts per tile this step and the next (TileSplit::of): doubled after
    // each step whose sub-steps went tile by tile, up to the limit, which
    // is halved for steps_at_tile_parts_limit steps when parts shared a
    // constraint.
    int32_t tile_parts = 1;
    int32_t next_tile_parts = 1;
    int32_t tile_parts_limit = max_tile_parts;
    int32_t tile_parts_limit_steps = 0;
    static constexpr int32_t steps_at_tile_parts_limit = 64;
    // The seams' chunks in solving order, and where each group of each
    // seam starts among them: seam * group_count + group, and one past
    // the last; and as many blocks as come before each of those starts.
    std::vector<ChunkRef> seam_chunks;
    std::vector<int32_t> seam_group_starts;
    std::vector<int32_t> seam_group_blocks;
    // prepare's classification with several walkers, by block of
    // classify_block_contacts contacts: from the block's first contact
    // index on, its contacts that make a constraint in contact order, each
    // as set << classified_set_shift | place in the block, and at the same
    // places the walker that fills each; and how many each block lists.
    LargeVector<uint32_t> classified_contacts;
    LargeVector<uint8_t> classified_walkers;
    std::vector<int32_t> classified_counts;
    ContactSoftness softness;  // of this step's sub-step

    // The ref of a body whose solver_index is set for this step.
    static SolverBodyRef make_body_ref(const Body& body);
    // Builds one constraint per contact with manifold points that moves a
    // solved body.
    void prepare(World& world, float h);
    // Cuts the next step's tiles finer after a step whose sub-steps went
    // tile by tile, else keeps them whole.
    void plan_tile_parts(bool went_by_tile);
    void warm_start(Workers& workers);
    // Without the bias it relaxes, the last pass of a sub-step, and adds
    // the sub-step's impulses to the step's.
    void solve(Workers& workers, float inv_h, float push_max_speed, bool use_bias);
    // The same passes over one tile's constraints, on the calling thread.
    void warm_start_tile(int32_t tile);
    void solve_tile(int32_t tile, float inv_h, float push_max_speed, bool use_bias);
    // The first solver body of a tile; tile_count gives the body count.
    int32_t first_tile_body(int32_t tile) const;
    void apply_restitution(Workers& workers, float threshold);
    // Writes the impulses back beside the contacts: the step's totals, as
    // reported, and the last sub-step's, which start the next step.
    void store_impulses(World& world);
    // Appends a hit event for each solved contact, with a shape that wants
    // them, whose fastest point approached above the world's threshold
    // and was pushed apart; sorted by shapes.
    void collect_hit_events(World& world);

private:
    ConstraintGraph graph;
    // A seam is solved after the tiles and the seams below it, never beside
    // them, so its colours need only keep its own constraints apart: each
    // seam is coloured on its own, in a graph per height, as seams of one
    // height share no movable body. Each seam is taken back out of its
    // graph once filled.
    std::vector<ConstraintGraph> seam_graphs;

    // Calls use(pool) with the pool that holds a tile's blocks of a group
    // of the graph: the wide one for groups of two-point contacts.
    template <typename Use>
    void with_pool(int32_t tile, int32_t graph_group, Use use) {
        TilePools& tile_pool = pools[tile_pools[tile]];
        if (ConstraintGraph::is_wide(graph_group)) {
            use(tile_pool.wide);
        } else {
            use(tile_pool.narrow);
        }
    }

    // Calls run(blocks, records, block count, independent) for each chunk
    // of every group, in solving order, with the blocks and records of the
    // group's pool. The blocks of a group share no movable body (are
    // independent) except in the overflow group.
    template <typename Run>
    void for_each_chunk(Run run);
    // The same across the workers: run is called from several threads at
    // once, on chunks that share no movable body.
    template <typename Run>
    void for_each_chunk(Workers& workers, Run run);
    template <typename Run>
    void for_each_set_chunk(int32_t set, Run& run);
    // run over the chunks [first, end) of seam_chunks, all of one group of one seam.
    template <typename Run>
    void for_each_seam_chunk(int32_t seam, int32_t graph_group, int32_t first, int32_t end, Run& run);
    // The same across the workers for a seam that has them to itself:
    // colour after colour, the chunks of a colour of more than
    // seam_blocks_per_task blocks at once.
    template <typename Run>
    void for_each_seam_chunk(Workers& workers, int32_t seam, Run& run);
    void list_seam_chunks();
    // The first of walker's run of tiles; walker == walkers gives tile_count.
    int32_t first_tile(int32_t walker, int32_t walkers) const { return walker * tile_count / walkers; }
    // Where a contact's constraint goes this step, from its
    // constraint_bodies (contact.h): its tile, tile_count + its seam when
    // shared, or -1 when it makes none.
    int32_t constraint_set(const BodyPair& constraint) const;
    // prepare's colouring and filling, for whole_tiles tiles each cut into parts.
    void build_tiles(World& world, float h, int32_t whole_tiles, int32_t parts);
    // After build_tiles' walk over its first pool_count pools: whether a
    // pool needed more chunks than its room; those pools grow.
    bool grow_outgrown_pools(int32_t pool_count);
    // Lists the contacts of one block that make a constraint.
    void classify_block(const BodyPair* noted, int32_t contact_count, int32_t block);
    // build_tiles' walkers: walker of walkers fills its run of tiles and
    // the seams inside it; walker walkers the seams across walkers. With
    // one walker it finds each contact's set itself, with several it picks
    // its own from classified_contacts.
    void fill_sets(const World& world, int32_t walker, int32_t walkers, bool classified, float inv_h);
    void fill_classified_sets(const World& world, int32_t walker, float inv_h);
    void add_to_set(const World& world, int32_t set, int32_t index, const SolverBodyRef& body_a,
                    const SolverBodyRef& body_b, float inv_h);
    // Finishes the last blocks of the sets walker filled, and takes its
    // seams' bodies back out of their graphs.
    void close_sets(int32_t walker, int32_t walkers);
    // The pool of the seams walker fills.
    static int32_t seam_pool(int32_t walker, int32_t walkers) {
        return walker == walkers ? walkers : walkers + 1 + walker;
    }
    // This step's constraint sets: its tiles, then its seams.
    int32_t set_count() const { return tile_count + tile_seams.seam_count(); }
    int32_t seam_level(int32_t set) const { return tile_seams.seam(set - tile_count).height - 1; }
};

}  // namespace r2d
