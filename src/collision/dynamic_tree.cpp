#include "collision/dynamic_tree.h"

#include "core/reserve_doubling.h"

namespace r2d {

namespace {

// Height balancing only steps in beyond this slack: tight balancing fights
// the surface-area rotations (measured: 4x more nodes visited per query on
// moving boxes at 1), while any fixed slack still bounds the height by a
// multiple of log2(n).
constexpr int max_height_difference = 4;

// A moved leaf whose new box lies inside an ancestor at most this many
// levels up (a region of about 64 leaves) keeps its place, and only the
// nodes below that ancestor grow. In a settling pile most moves are such
// small drifts; taking the leaf out and putting it back costs a descent
// and rotations, and left the pair search and ray casts no faster. With 6
// levels rather than 2, rain_64000's finalize took 0.6 to 0.75 ms less on
// two workers and its step was 1.04 times as fast (bench-paired, both
// orders), the tumblers' 1.01 to 1.02 times on two workers.
constexpr int keep_place_levels = 6;

// Perimeter of the union of two boxes without building it: the hot
// arithmetic of insertion and rotation (comparisons, not libm's fmin).
inline float union_perimeter(const AABB& a, const AABB& b) {
    float lower_x = a.lower.x < b.lower.x ? a.lower.x : b.lower.x;
    float lower_y = a.lower.y < b.lower.y ? a.lower.y : b.lower.y;
    float upper_x = a.upper.x > b.upper.x ? a.upper.x : b.upper.x;
    float upper_y = a.upper.y > b.upper.y ? a.upper.y : b.upper.y;
    return 2.0f * ((upper_x - lower_x) + (upper_y - lower_y));
}

}  // namespace

int DynamicTree::allocate_node() {
    int node;
    if (free_list_ != null_node) {
        node = free_list_;
        free_list_ = nodes_[node].parent_or_next;
    } else {
        node = static_cast<int>(nodes_.size());
        // User data first: if either allocation fails, the arrays stay in step.
        user_data_.push_back(0);
        nodes_.push_back(Node{});
    }
    nodes_[node] = Node{AABB{}, null_node, null_node, null_node, 0};
    user_data_[node] = 0;
    return node;
}

void DynamicTree::free_node(int node) {
    nodes_[node].parent_or_next = free_list_;
    nodes_[node].height = -1;
    free_list_ = node;
}

void DynamicTree::reserve_proxies(int count) {
    reserve_doubling(nodes_, static_cast<size_t>(node_bound(count)));
    reserve_doubling(user_data_, static_cast<size_t>(node_bound(count)));
}

int DynamicTree::create_proxy(const AABB& aabb, int32_t user_data) {
    int leaf = allocate_node();
    nodes_[leaf].aabb = aabb;
    user_data_[leaf] = user_data;
    insert_leaf(leaf, root_);
    ++proxy_count_;
    return leaf;
}

void DynamicTree::destroy_proxy(int proxy) {
    remove_leaf(proxy);
    free_node(proxy);
    --proxy_count_;
}

void DynamicTree::move_proxy(int proxy, const AABB& aabb) {
    // The lowest ancestor that still holds the new box, and how far up it is.
    int holder = nodes_[proxy].parent_or_next;
    int levels = 1;
    while (holder != null_node && !aabb_contains(nodes_[holder].aabb, aabb)) {
        holder = nodes_[holder].parent_or_next;
        ++levels;
    }
    nodes_[proxy].aabb = aabb;
    if (holder != null_node && levels <= keep_place_levels) {
        // The leaf keeps its place and the nodes below the holder (its
        // parent at least) are refitted, which cannot outgrow it.
        int node = nodes_[proxy].parent_or_next;
        refit(node);
        for (int level = 2; level < levels; ++level) {
            node = nodes_[node].parent_or_next;
            refit(node);
        }
        return;
    }
    // Otherwise the search for its new place starts at the holder rather
    // than at the root.
    remove_leaf(proxy);
    insert_leaf(proxy, holder == null_node ? root_ : holder);
}

// Walks down towards the child whose box would grow least, and stops where
// making a new parent here is cheaper than going deeper. Costs are
// perimeters: the surface-area heuristic in 2D.
int DynamicTree::pick_sibling(const AABB& aabb, int start) const {
    int index = start;
    while (nodes_[index].child1 != null_node) {
        const Node& node = nodes_[index];
        float perimeter = aabb_perimeter(node.aabb);
        float combined = union_perimeter(node.aabb, aabb);
        // a new parent here costs its own perimeter; every ancestor grows anyway
        float here_cost = 2.0f * combined;
        float inherited = 2.0f * (combined - perimeter);
        float child_cost[2];
        int children[2] = {node.child1, node.child2};
        for (int i = 0; i < 2; ++i) {
            const Node& child = nodes_[children[i]];
            float grown = union_perimeter(aabb, child.aabb);
            // a leaf child gets a new parent; an inner child only grows
            child_cost[i] = inherited + (child.child1 == null_node ? grown : grown - aabb_perimeter(child.aabb));
        }
        if (here_cost < child_cost[0] && here_cost < child_cost[1]) break;
        index = child_cost[0] <= child_cost[1] ? children[0] : children[1];
    }
    return index;
}

void DynamicTree::insert_leaf(int leaf, int search_start) {
    if (root_ == null_node) {
        root_ = leaf;
        nodes_[leaf].parent_or_next = null_node;
        return;
    }
    AABB box = nodes_[leaf].aabb;
    int sibling = pick_sibling(box, search_start);
    int old_parent = nodes_[sibling].parent_or_next;
    int new_parent = allocate_node();

    Node& parent = nodes_[new_parent];
    parent.parent_or_next = old_parent;
    parent.child1 = sibling;
    parent.child2 = leaf;
    parent.aabb = aabb_union(box, nodes_[sibling].aabb);
    parent.height = nodes_[sibling].height + 1;
    if (old_parent == null_node) {
        root_ = new_parent;
    } else {
        replace_child(old_parent, sibling, new_parent);
    }
    nodes_[sibling].parent_or_next = new_parent;
    nodes_[leaf].parent_or_next = new_parent;
    refit_upwards(old_parent, true);
}

void DynamicTree::remove_leaf(int leaf) {
    if (leaf == root_) {
        root_ = null_node;
        return;
    }
    int parent = nodes_[leaf].parent_or_next;
    int grandparent = nodes_[parent].parent_or_next;
    int sibling = nodes_[parent].child1 == leaf ? nodes_[parent].child2 : nodes_[parent].child1;
    free_node(parent);
    nodes_[sibling].parent_or_next = grandparent;
    if (grandparent == null_node) {
        root_ = sibling;
        return;
    }
    replace_child(grandparent, parent, sibling);
    refit_upwards(grandparent, false);
}

void DynamicTree::replace_child(int parent, int old_child, int new_child) {
    Node& p = nodes_[parent];
    if (p.child1 == old_child) {
        p.child1 = new_child;
    } else {
        p.child2 = new_child;
    }
}

// Returns whether the box or the height changed.
bool DynamicTree::refit(int node) {
    Node& n = nodes_[node];
    const Node& c1 = nodes_[n.child1];
    const Node& c2 = nodes_[n.child2];
    AABB box = aabb_union(c1.aabb, c2.aabb);
    int32_t height = 1 + (c1.height > c2.height ? c1.height : c2.height);
    bool changed = height != n.height || !aabb_contains(box, n.aabb) || !aabb_contains(n.aabb, box);
    n.aabb = box;
    n.height = height;
    return changed;
}

// Up from node: restore balance where one side has grown much taller (so
// identical or sorted boxes cannot build a chain), else tighten by a
// surface-area rotation if rotate_nodes; then recompute box and height.
// Stops at the first node left as it was: nothing above it can change.
// Only insertion rotates: rotating on removal too cost a third of all tree
// work on the tumbler and left queries visiting as many nodes.
void DynamicTree::refit_upwards(int node, bool rotate_nodes) {
    while (node != null_node) {
        int top = balance(node);
        bool reshaped = top != node || (rotate_nodes && rotate(node));
        if (!refit(top) && !reshaped) return;
        node = nodes_[top].parent_or_next;
    }
}

// Surface-area rotations: swapping a child of node with a grandchild on the
// other side leaves node's box alone but changes the sibling's; the swap
// that shrinks that box's perimeter most is made, if any shrinks it. This
// keeps query cost low as proxies move, where balancing by height alone
// lets the boxes of inner nodes grow and overlap. Returns whether it swapped.
bool DynamicTree::rotate(int node) {
    int children[2] = {nodes_[node].child1, nodes_[node].child2};
    float best_gain = 0.0f;
    int best_child = null_node;
    int best_grandchild = null_node;
    for (int side = 0; side < 2; ++side) {
        int moving = children[side];  // would swap into the other side
        const Node& other = nodes_[children[1 - side]];
        if (other.child1 == null_node) continue;
        float before = aabb_perimeter(other.aabb);
        int grandchildren[2] = {other.child1, other.child2};
        for (int k = 0; k < 2; ++k) {
            // grandchildren[k] comes up; the other stays beside moving
            const AABB& stays = nodes_[grandchildren[1 - k]].aabb;
            float gain = before - union_perimeter(stays, nodes_[moving].aabb);
            if (gain > best_gain) {
                best_gain = gain;
                best_child = moving;
                best_grandchild = grandchildren[k];
            }
        }
    }
    if (best_child == null_node) return false;
    int sibling = nodes_[best_grandchild].parent_or_next;
    replace_child(node, best_child, best_grandchild);
    nodes_[best_grandchild].parent_or_next = node;
    replace_child(sibling, best_grandchild, best_child);
    nodes_[best_child].parent_or_next = sibling;
    refit(sibling);
    return true;
}

// If one child is more than max_height_difference levels taller than the
// other, lifts it into node's place (an AVL rotation). Returns the node now
// at this position.
int DynamicTree::balance(int node) {
    const Node& n = nodes_[node];
    if (n.child1 == null_node || n.height < 2) return node;
    int difference = nodes_[n.child2].height - nodes_[n.child1].height;
    if (difference > max_height_difference) return promote(node, n.child2);
    if (difference < -max_height_difference) return promote(node, n.child1);
    return node;
}

// high_child takes node's place; node keeps its other child and adopts the shorter
// of high_child's children, high_child keeps the taller.
int DynamicTree::promote(int node, int high_child) {
    int grandparent = nodes_[node].parent_or_next;
    int f = nodes_[high_child].child1;
    int g = nodes_[high_child].child2;
    int taller = nodes_[f].height > nodes_[g].height ? f : g;
    int shorter = taller == f ? g : f;

    nodes_[high_child].parent_or_next = grandparent;
    if (grandparent == null_node) {
        root_ = high_child;
    } else {
        replace_child(grandparent, node, high_child);
    }
    nodes_[high_child].child1 = node;
    nodes_[high_child].child2 = taller;
    nodes_[node].parent_or_next = high_child;

    replace_child(node, high_child, shorter);
    nodes_[shorter].parent_or_next = node;

    refit(node);
    refit(high_child);
    return high_child;
}

bool DynamicTree::is_valid() const {
    if (root_ == null_node) return proxy_count_ == 0;
    if (nodes_[root_].parent_or_next != null_node) return false;
    int leaves = 0;
    for (int i = 0; i < static_cast<int>(nodes_.size()); ++i) {
        const Node& n = nodes_[i];
        if (n.height < 0) continue;  // free
        if (n.child1 == null_node) {
            if (n.child2 != null_node || n.height != 0) return false;
            ++leaves;
            continue;
        }
        const Node& c1 = nodes_[n.child1];
        const Node& c2 = nodes_[n.child2];
        if (c1.parent_or_next != i || c2.parent_or_next != i) return false;
        if (n.height != 1 + (c1.height > c2.height ? c1.height : c2.height)) return false;
        if (!aabb_contains(n.aabb, c1.aabb) || !aabb_contains(n.aabb, c2.aabb)) return false;
    }
    return leaves == proxy_count_;
}

}  // namespace r2d
