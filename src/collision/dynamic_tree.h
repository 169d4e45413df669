// A dynamic bounding-volume tree: leaves hold proxies' boxes, inner nodes
// the union of their children. Leaves are inserted where they grow the
// tree's total perimeter least, and rotations on the way back up keep the
// inner boxes tight, so queries stay cheap as proxies move. Results depend
// only on the sequence of operations, never on addresses or timing.
#pragma once

#include <cstdint>
#include <vector>

#include "core/large_vector.h"
#include "core/math.h"

namespace r2d {

constexpr int null_node = -1;

class DynamicTree {
public:
    // Stores aabb as given (the caller fattens it); returns a proxy id that
    // stays valid until destroy_proxy, after which it may be reused.
    int create_proxy(const AABB& aabb, int32_t user_data);
    // Room for count more proxies (a leaf and a parent each), so that
    // creating them cannot fail half-way.
    void reserve_proxies(int count);
    // A bound on the node indices of proxies created within that room.
    int node_bound(int count) const { return static_cast<int>(nodes_.size()) + 2 * count; }
    void destroy_proxy(int proxy);
    // Gives the proxy a new box and reinserts it, unless it stays inside
    // its grandparent's box: then only its parent is refitted. Allocates nothing.
    void move_proxy(int proxy, const AABB& aabb);

    const AABB& aabb(int proxy) const { return nodes_[proxy].aabb; }
    int32_t user_data(int proxy) const { return user_data_[proxy]; }
    int proxy_count() const { return proxy_count_; }
    int height() const { return root_ == null_node ? 0 : nodes_[root_].height; }

    // Calls visit(proxy) for every proxy whose box overlaps aabb, until
    // visit returns false. Uses a fixed stack: no recursion, no allocation.
    template <class Visit>
    void query(const AABB& aabb, Visit&& visit) const;

    // Calls cast(proxy, max_fraction) for every proxy whose box the ray
    // origin + t * translation, 0 <= t <= max_fraction, may cross. cast
    // returns 0 to stop, a fraction below max_fraction to shorten the
    // ray, anything else to go on as before. Returns the ray's final
    // max_fraction, 0 once stopped. A fixed stack, as query.
    template <class Cast>
    float ray_cast(Vec2 origin, Vec2 translation, float max_fraction, Cast&& cast) const {
        return box_cast(origin, Vec2{}, translation, max_fraction, cast);
    }

    // ray_cast for a box of half_extents about origin: a shape cast's
    // sweep. Each proxy's box is grown by half_extents and crossed by the ray.
    template <class Cast>
    float box_cast(Vec2 origin, Vec2 half_extents, Vec2 translation, float max_fraction, Cast&& cast) const;

    // Whether links, heights and boxes are consistent (for tests).
    bool is_valid() const;

    // Calls visitor.array(v) or visitor.value(x) for every member that
    // outlives a step, for world snapshots (dynamics/world_state.h).
    template <class Visitor>
    void visit_state(Visitor& visitor) {
        visitor.array(nodes_);
        visitor.array(user_data_);
        visitor.value(root_);
        visitor.value(free_list_);
        visitor.value(proxy_count_);
    }

private:
    // 32 bytes on a 32-byte boundary: a query loads each node it visits
    // from one cache line. User data lives apart; only leaves that match
    // a query read it.
    struct alignas(32) Node {
        AABB aabb;
        int32_t parent_or_next;  // the parent, or the next free node once freed
        int32_t child1;          // null_node in a leaf
        int32_t child2;
        int32_t height;  // 0 for a leaf, -1 for a free node
    };

    int allocate_node();
    void free_node(int node);
    int pick_sibling(const AABB& aabb, int start) const;
    void insert_leaf(int leaf, int search_start);
    void remove_leaf(int leaf);
    void refit_upwards(int node, bool rotate_nodes);
    int balance(int node);
    int promote(int node, int high_child);
    bool rotate(int node);
    void replace_child(int parent, int old_child, int new_child);
    bool refit(int node);

    LargeVector<Node> nodes_;
    std::vector<int32_t> user_data_;  // by node
    int root_ = null_node;
    int free_list_ = null_node;
    int proxy_count_ = 0;
};

template <class Visit>
void DynamicTree::query(const AABB& aabb, Visit&& visit) const {
    // A depth-first walk holds at most height + 1 nodes; surface-area
    // insertion and rotations keep the height within a small multiple of
    // log2(n), far below this for any tree that fits in memory. Children
    // are tested before they are pushed: both are loaded at once, rather
    // than each after the pop before it.
    constexpr int stack_capacity = 1024;
    int stack[stack_capacity];
    int top = 0;
    if (root_ == null_node || !aabb_overlaps(nodes_[root_].aabb, aabb)) return;
    if (nodes_[root_].child1 == null_node) {
        visit(root_);
        return;
    }
    stack[top++] = root_;
    while (top > 0) {
        const Node& node = nodes_[stack[--top]];
        int children[2] = {node.child1, node.child2};
        for (int child : children) {
            const Node& c = nodes_[child];
            if (!aabb_overlaps(c.aabb, aabb)) continue;
            if (c.child1 == null_node) {
                if (!visit(child)) return;
            } else if (top < stack_capacity) {
                stack[top++] = child;
            }
        }
    }
}

template <class Cast>
float DynamicTree::box_cast(Vec2 origin, Vec2 half_extents, Vec2 translation, float max_fraction, Cast&& cast) const {
    // A box is missed when the ray's box misses it, or when the box lies
    // wholly on one side of the ray's line (separating axis: the line's
    // normal). The normal need not be unit, only compared with itself.
    Vec2 line_normal = left_perp(translation);
    Vec2 abs_normal = abs(line_normal);
    Vec2 end = origin + max_fraction * translation;
    AABB ray_box = {min(origin, end), max(origin, end)};
    auto crosses = [&](const AABB& proxy_box) {
        AABB box = {proxy_box.lower - half_extents, proxy_box.upper + half_extents};
        if (!aabb_overlaps(box, ray_box)) return false;
        Vec2 center = 0.5f * (box.lower + box.upper);
        Vec2 half = 0.5f * (box.upper - box.lower);
        return std::fabs(dot(line_normal, origin - center)) <= dot(abs_normal, half);
    };
    constexpr int stack_capacity = 1024;
    int stack[stack_capacity];
    int top = 0;
    if (root_ != null_node) stack[top++] = root_;
    while (top > 0) {
        int index = stack[--top];
        const Node& node = nodes_[index];
        if (!crosses(node.aabb)) continue;
        if (node.child1 != null_node) {
            // child2 first, so child1 is walked first: the order depends on the tree alone.
            if (top + 2 <= stack_capacity) {
                stack[top++] = node.child2;
                stack[top++] = node.child1;
            }
            continue;
        }
        float value = cast(index, max_fraction);
        if (value == 0.0f) return 0.0f;
        if (value > 0.0f && value < max_fraction) {
            max_fraction = value;
            end = origin + max_fraction * translation;
            ray_box = {min(origin, end), max(origin, end)};
        }
    }
    return max_fraction;
}

}  // namespace r2d
