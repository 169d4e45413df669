// Broadphase: finds pairs of shapes whose fattened boxes overlap, without
// looking at every pair. Proxies of static shapes live in their own tree,
// which is never queried for its own pairs.
#pragma once

#include <cstdint>
#include <vector>

#include "collision/dynamic_tree.h"
#include "core/math.h"

namespace r2d {

enum class ProxyType : uint8_t { static_body = 0, kinematic_body = 1, dynamic_body = 2 };

class BroadPhase {
public:
    // tight_aabb is fattened by aabb_margin. The new proxy counts as moved.
    int create_proxy(const AABB& tight_aabb, int32_t shape_index, ProxyType type);
    void destroy_proxy(int proxy);

    // The shape now covers tight_aabb. If it left its fat box, the proxy is
    // refitted and counted as moved; returns whether that happened.
    bool move_proxy(int proxy, const AABB& tight_aabb);

    const AABB& fat_aabb(int proxy) const;
    bool test_overlap(int proxy_a, int proxy_b) const;

    // Calls report(shape_index_a, shape_index_b) once for each overlapping
    // pair with at least one proxy moved since the last call, in an order
    // that depends only on the sequence of calls made, with
    // shape_index_a < shape_index_b. The caller filters and de-duplicates
    // against existing contacts. Then forgets the moves.
    template <class Report>
    void update_pairs(Report&& report);

private:
    // implementation owned by the collision subsystem
};

}  // namespace r2d
