#include "dynamics/contact_hooks.h"

#include "dynamics/world.h"

namespace r2d {

bool pair_filter_allows(World& world, int32_t shape_a, int32_t shape_b) {
    const ContactHooks& hooks = world.hooks;
    if (hooks.pair_filter == nullptr) return true;
    // The step holds the lock already; a joint's destruction, which also
    // makes contacts, does not.
    WorldLock lock(world);
    return hooks.pair_filter(hooks.context, shape_a, shape_b);
}

bool pre_solve_allows(World& world, int32_t contact_index) {
    const ContactHooks& hooks = world.hooks;
    if (hooks.pre_solve == nullptr) return true;
    if (hooks.pre_solve(hooks.context, contact_index)) return true;
    Contact& contact = world.contacts[contact_index];
    contact.point_count = 0;
    contact.slow_manifold = false;
    return false;
}

}  // namespace r2d
