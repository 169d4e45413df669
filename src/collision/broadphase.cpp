#include "collision/broadphase.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iterator>

#include "core/reserve_doubling.h"

namespace r2d {

namespace {

AABB fatten(const AABB& tight) {
    Vec2 margin = {fat_margin, fat_margin};
    return {tight.lower - margin, tight.upper + margin};
}

// The box covers where the shape is and where travel takes it, so the
// broadphase pairs a fast shape with what lies in its path.
AABB swept_box(const AABB& box, Vec2 travel) {
    return {min(box.lower, box.lower + travel), max(box.upper, box.upper + travel)};
}

// Which trees a moved proxy of one type searches. Static-static and
// kinematic-kinematic pairs never make contacts. The relation is symmetric,
// which lets a pair of two moved proxies be found from one side only.
constexpr bool searches[3][3] = {
    /* static    */ {false, true, true},
    /* kinematic */ {true, false, true},
    /* dynamic   */ {true, true, true},
};

// Overlaps nothing: the last box of a proxy created since the last update.
constexpr AABB empty_box = {{INFINITY, INFINITY}, {-INFINITY, -INFINITY}};

}  // namespace

int BroadPhase::create_proxy(const AABB& tight_aabb, int32_t shape_index, ProxyType type) {
    int tree = static_cast<int>(type);
    int node = trees_[tree].create_proxy(fatten(tight_aabb), shape_index);
    if (static_cast<int>(move_index_[tree].size()) <= node) move_index_[tree].resize(node + 1, -1);
    int proxy = make_proxy_id(node, tree);
    mark_moved(proxy, empty_box);
    return proxy;
}

void BroadPhase::reserve_proxies(ProxyType type, int count) {
    DynamicTree& tree = trees_[static_cast<int>(type)];
    tree.reserve_proxies(count);
    reserve_doubling(move_index_[static_cast<int>(type)], static_cast<size_t>(tree.node_bound(count)));
    reserve_doubling(move_buffer_, move_buffer_.size() + static_cast<size_t>(count));
}

void BroadPhase::destroy_proxy(int proxy) {
    int32_t& index = move_index(proxy);
    if (index >= 0) {
        move_buffer_[index].proxy = -1;
        index = -1;
    }
    trees_[tree_of(proxy)].destroy_proxy(node_of(proxy));
}

void BroadPhase::reserve_moves() {
    size_t proxies = 0;
    for (const DynamicTree& tree : trees_) proxies += static_cast<size_t>(tree.proxy_count());
    reserve_doubling(move_buffer_, move_buffer_.size() + proxies);
}

bool BroadPhase::fat_box_holds(int proxy, const AABB& tight_aabb, Vec2 travel) const {
    return aabb_contains(fat_aabb(proxy), swept_box(tight_aabb, travel));
}

AABB BroadPhase::moved_fat_box(const AABB& tight_aabb, Vec2 travel) {
    return fatten(swept_box(tight_aabb, fat_travel_steps * travel));
}

bool BroadPhase::move_proxy(int proxy, const AABB& tight_aabb, Vec2 travel) {
    if (fat_box_holds(proxy, tight_aabb, travel)) return false;
    move_proxy_to(proxy, moved_fat_box(tight_aabb, travel));
    return true;
}

void BroadPhase::move_proxy_to(int proxy, const AABB& fat_box) {
    mark_moved(proxy, fat_aabb(proxy));
    trees_[tree_of(proxy)].move_proxy(node_of(proxy), fat_box);
}

// Only the first move since the last update counts: its box is the one
// that pairs were last looked for with.
void BroadPhase::mark_moved(int proxy, const AABB& last_box) {
    int32_t& index = move_index(proxy);
    if (index >= 0) return;
    index = static_cast<int32_t>(move_buffer_.size());
    move_buffer_.push_back({proxy, last_box});
}

const AABB& BroadPhase::last_box(int proxy) const {
    int32_t index = move_index(proxy);
    return index >= 0 ? move_buffer_[index].last_box : fat_aabb(proxy);
}

// Orders pairs by a, then b, with one comparison of both packed in a word.
bool BroadPhase::pair_before(const ShapePair& x, const ShapePair& y) {
    auto key = [](const ShapePair& pair) {
        return (static_cast<uint64_t>(static_cast<uint32_t>(pair.a)) << 32) | static_cast<uint32_t>(pair.b);
    };
    return key(x) < key(y);
}

template <class Emit>
bool BroadPhase::find_pairs_of(const Move& move, Emit& emit) const {
    int proxy = move.proxy;
    if (proxy < 0) return true;
    int tree = tree_of(proxy);
    int32_t shape = trees_[tree].user_data(node_of(proxy));
    const AABB& box = fat_aabb(proxy);
    bool room = true;
    for (int other_tree = 0; other_tree < tree_count && room; ++other_tree) {
        if (!searches[tree][other_tree]) continue;
        const DynamicTree& searched = trees_[other_tree];
        searched.query(box, [&](int node) {
            int other = make_proxy_id(node, other_tree);
            // Two moved proxies find each other twice: keep the search
            // made by the smaller id.
            if (other == proxy || (other < proxy && move_index(other) >= 0)) return true;
            if (aabb_overlaps(move.last_box, last_box(other))) return true;
            int32_t other_shape = searched.user_data(node);
            room = emit(shape < other_shape ? ShapePair{shape, other_shape} : ShapePair{other_shape, shape});
            return room;
        });
    }
    return room;
}

void BroadPhase::find_new_pairs(Workers& workers) {
    pairs_.clear();
    int32_t move_count = static_cast<int32_t>(move_buffer_.size());
    bool found = false;
    if (workers.count() > 1 && move_count > moves_per_task) {
        found = search_in_parallel(workers);
    }
    if (!found) {
        auto keep = [this](const ShapePair& pair) {
            pairs_.push_back(pair);
            return true;
        };
        for (const Move& move : move_buffer_) find_pairs_of(move, keep);
    }
    pair_room_ = std::max(pair_room_, 2 * pairs_.size());
    for (const Move& move : move_buffer_) {
        if (move.proxy >= 0) move_index(move.proxy) = -1;
    }
    move_buffer_.clear();
    // The parallel search left them sorted.
    if (!found) std::sort(pairs_.begin(), pairs_.end(), pair_before);
}

bool BroadPhase::search_in_parallel(Workers& workers) {
    // Tasks may not allocate: each worker gets room for twice the most
    // pairs any step has found, and one that runs out stops; the search
    // then runs again on this thread.
    size_t worker_count = static_cast<size_t>(workers.count());
    if (worker_pairs_.size() < worker_count) worker_pairs_.resize(worker_count);
    size_t room = std::max(pair_room_, min_pair_room);
    for (size_t worker = 0; worker < worker_count; ++worker) {
        worker_pairs_[worker].pairs.clear();
        worker_pairs_[worker].pairs.reserve(room);
    }
    std::atomic<bool> ran_out{false};
    auto search = [this, &ran_out](int32_t start, int32_t end, uint32_t worker) {
        std::vector<ShapePair>& found = worker_pairs_[worker].pairs;
        auto keep = [&found](const ShapePair& pair) {
            if (found.size() == found.capacity()) return false;
            found.push_back(pair);
            return true;
        };
        for (int32_t i = start; i < end && !ran_out.load(std::memory_order_relaxed); ++i) {
            if (!find_pairs_of(move_buffer_[i], keep)) ran_out.store(true, std::memory_order_relaxed);
        }
    };
    workers.parallel_for_workers(static_cast<int32_t>(move_buffer_.size()), moves_per_task, search);
    if (ran_out.load()) return false;
    // Which worker found a pair varies; the order sorting gives does not.
    // Each worker sorts its own pairs (its own list first: it is still in
    // that worker's cache), and the lists are merged here.
    auto sort = [this](int32_t start, int32_t end) {
        for (int32_t worker = start; worker < end; ++worker) {
            std::vector<ShapePair>& found = worker_pairs_[worker].pairs;
            std::sort(found.begin(), found.end(), pair_before);
        }
    };
    workers.parallel_for_home_runs(static_cast<int32_t>(worker_count), 1, sort);
    // How the pairs fall to the workers varies from run to run; their
    // total does not. Both vectors of the merge get room for the total, so
    // they grow only with it, never with the timing, and then twofold.
    size_t total = 0;
    for (size_t worker = 0; worker < worker_count; ++worker) total += worker_pairs_[worker].pairs.size();
    reserve_doubling(pairs_, total);
    reserve_doubling(merged_, total);
    for (size_t worker = 0; worker < worker_count; ++worker) {
        const std::vector<ShapePair>& found = worker_pairs_[worker].pairs;
        merged_.clear();
        std::merge(pairs_.begin(), pairs_.end(), found.begin(), found.end(), std::back_inserter(merged_), pair_before);
        pairs_.swap(merged_);
    }
    return true;
}

}  // namespace r2d
