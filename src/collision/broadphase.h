// Broadphase: finds pairs of shapes whose fattened boxes overlap, without
// looking at every pair. Proxies of static shapes live in their own tree,
// which is never queried for its own pairs.
#pragma once

#include <cstdint>
#include <vector>

#include "collision/dynamic_tree.h"
#include "core/math.h"
#include "core/workers.h"

namespace r2d {

// How far a fat box reaches beyond its shape's swept box on every side:
// beyond the speculative distance, so that resting neighbours within it
// always pair, and small, since every pair of overlapping fat boxes is a
// contact to collide each step (measured on the tumbler: 0.1 made 16,000
// contacts per step for 4,000 touching, 0.03 makes 12,300). At 0.02 a
// circle in rain_mixed kept rocking and the pile never slept.
constexpr float fat_margin = 0.03f;
// A moving shape's fat box reaches this many steps of travel ahead, so it
// is reinserted every few steps rather than every step at speed.
constexpr float fat_travel_steps = 3.0f;

enum class ProxyType : uint8_t { static_body = 0, kinematic_body = 1, dynamic_body = 2 };

class BroadPhase {
public:
    // tight_aabb is fattened by fat_margin. The new proxy counts as moved.
    int create_proxy(const AABB& tight_aabb, int32_t shape_index, ProxyType type);
    // Room for count more proxies of the type: creating them then cannot
    // allocate, so cannot fail half-way.
    void reserve_proxies(ProxyType type, int count);
    void destroy_proxy(int proxy);
    // Room for every proxy to move once more before the next update_pairs:
    // moves made after it cannot allocate (as inside a parallel task).
    void reserve_moves();

    // The shape now covers tight_aabb and is about to move by travel. If
    // the box swept by travel left the fat box, the proxy gets a new fat box
    // that also reaches further along travel, and counts as moved; returns
    // whether that happened.
    bool move_proxy(int proxy, const AABB& tight_aabb, Vec2 travel);
    // Whether the proxy's fat box still holds the box swept by travel, so
    // move_proxy would leave it. Reads only the proxy's own leaf box, which
    // moves of other proxies never write (a move frees an inner node before
    // it takes one, so the tree's arrays do not grow): safe from several
    // threads, and beside move_proxy of other proxies.
    bool fat_box_holds(int proxy, const AABB& tight_aabb, Vec2 travel) const;
    // The fat box move_proxy gives a proxy that left its own: a pure
    // function, so the box can be made where the shape's box was (on any
    // thread) and handed to move_proxy_to later.
    static AABB moved_fat_box(const AABB& tight_aabb, Vec2 travel);
    // move_proxy's second half, for a proxy that fat_box_holds found out of
    // its fat box, with the box moved_fat_box made.
    void move_proxy_to(int proxy, const AABB& fat_box);

    const AABB& fat_aabb(int proxy) const { return trees_[tree_of(proxy)].aabb(node_of(proxy)); }

    // Calls report(shape_index_a, shape_index_b) once for each pair whose
    // fat boxes overlap now but did not at the last call (or one of which
    // is new since), in an order that depends only on the sequence of calls
    // made, with shape_index_a < shape_index_b. Pairs that overlapped then
    // already have their contact (contacts end only once fat boxes part),
    // so skipping them here spares the caller sorting and looking up
    // thousands of known pairs: a reported pair is never a known one. The
    // caller filters. Then forgets the moves.
    // The search for pairs runs across the workers.
    template <class Report>
    void update_pairs(Workers& workers, Report&& report);

    // Calls visit(shape_index) for every proxy whose fat box overlaps aabb,
    // tree by tree (static, kinematic, dynamic), until visit returns false.
    // Trees of types past last are left out.
    template <class Visit>
    void query(const AABB& aabb, Visit&& visit, ProxyType last = ProxyType::dynamic_body) const;

    // DynamicTree::ray_cast over the fat boxes of every tree, in the same
    // order as query, with cast(shape_index, max_fraction).
    template <class Cast>
    void ray_cast(Vec2 origin, Vec2 translation, float max_fraction, Cast&& cast) const {
        box_cast(origin, Vec2{}, translation, max_fraction, cast);
    }

    // The same with DynamicTree::box_cast, for shape casts.
    template <class Cast>
    void box_cast(Vec2 origin, Vec2 half_extents, Vec2 translation, float max_fraction, Cast&& cast) const;

    // Calls visitor.array(v) or visitor.value(x) for every member that
    // outlives a step, for world snapshots (dynamics/world_state.h). The
    // pairs are found and reported within update_pairs, so are not among them.
    template <class Visitor>
    void visit_state(Visitor& visitor) {
        for (DynamicTree& tree : trees_) tree.visit_state(visitor);
        for (std::vector<int32_t>& indices : move_index_) visitor.array(indices);
        visitor.array(move_buffer_);
    }

private:
    struct ShapePair {
        int32_t a;
        int32_t b;
    };
    static constexpr int tree_count = 3;

    // A proxy id is its tree node shifted left by two, with the tree's
    // ProxyType in the low bits: stable, and cheap to take apart.
    static int tree_of(int proxy) { return proxy & 3; }
    static int node_of(int proxy) { return proxy >> 2; }
    static int make_proxy_id(int node, int tree) { return (node << 2) | tree; }

    struct Move {
        int proxy;      // -1 once destroyed
        AABB last_box;  // the fat box at the last update_pairs; empty if new since
    };

    // Index of the proxy's entry in move_buffer_, or -1 if it has not moved.
    int32_t& move_index(int proxy) { return move_index_[tree_of(proxy)][node_of(proxy)]; }
    int32_t move_index(int proxy) const { return move_index_[tree_of(proxy)][node_of(proxy)]; }
    void mark_moved(int proxy, const AABB& last_box);
    const AABB& last_box(int proxy) const;
    // Fills pairs_ with the sorted new pairs of all moved proxies and
    // forgets the moves, so that report may move or create proxies.
    void find_new_pairs(Workers& workers);
    static bool pair_before(const ShapePair& x, const ShapePair& y);
    // The new pairs of one moved proxy, each handed to emit, which returns
    // false to stop; returns false if emit did. Reads only.
    template <class Emit>
    bool find_pairs_of(const Move& move, Emit& emit) const;
    // find_new_pairs' search across the workers, into pairs_ sorted;
    // false, with pairs_ left empty, when a worker ran out of room.
    bool search_in_parallel(Workers& workers);

    DynamicTree trees_[tree_count];
    std::vector<int32_t> move_index_[tree_count];  // per tree node
    std::vector<Move> move_buffer_;
    std::vector<ShapePair> pairs_;
    // Scratch of search_in_parallel: a worker's pairs, each list on a cache
    // line of its own (its size changes at every pair found), and the room
    // each gets, twice the most pairs a search has found.
    struct alignas(64) WorkerPairs {
        std::vector<ShapePair> pairs;
    };
    std::vector<WorkerPairs> worker_pairs_;
    // Where the workers' lists are merged, kept like pairs_: std::inplace_merge
    // would ask for a buffer at every step that found pairs on two workers.
    std::vector<ShapePair> merged_;
    size_t pair_room_ = 0;
    static constexpr size_t min_pair_room = 256;
    static constexpr int32_t moves_per_task = 32;
};

template <class Report>
void BroadPhase::update_pairs(Workers& workers, Report&& report) {
    find_new_pairs(workers);
    for (const ShapePair& pair : pairs_) report(pair.a, pair.b);
}

template <class Visit>
void BroadPhase::query(const AABB& aabb, Visit&& visit, ProxyType last) const {
    bool stopped = false;
    for (int type = 0; type <= static_cast<int>(last); ++type) {
        const DynamicTree& tree = trees_[type];
        tree.query(aabb, [&](int node) {
            stopped = !visit(tree.user_data(node));
            return !stopped;
        });
        if (stopped) return;
    }
}

template <class Cast>
void BroadPhase::box_cast(Vec2 origin, Vec2 half_extents, Vec2 translation, float max_fraction, Cast&& cast) const {
    for (const DynamicTree& tree : trees_) {
        max_fraction = tree.box_cast(origin, half_extents, translation, max_fraction,
                                     [&](int node, float fraction) { return cast(tree.user_data(node), fraction); });
        if (max_fraction == 0.0f) return;
    }
}

}  // namespace r2d
