// Entry points that set the contact callbacks, and the trampolines through
// which the dynamics' hooks reach them with ids instead of slot indices.
#include "api/contact_data.h"
#include "api/handles.h"
#include "api/validate.h"

using namespace r2d;

namespace {

bool custom_filter_trampoline(void* context, int32_t shape_a, int32_t shape_b) {
    const WorldEntry& entry = *static_cast<const WorldEntry*>(context);
    const ContactCallbacks& callbacks = entry.contact_callbacks;
    return callbacks.custom_filter(shape_id_of(entry, shape_a), shape_id_of(entry, shape_b),
                                   callbacks.custom_filter_context);
}

bool pre_solve_trampoline(void* context, int32_t contact_index) {
    const WorldEntry& entry = *static_cast<const WorldEntry*>(context);
    const ContactCallbacks& callbacks = entry.contact_callbacks;
    r2d_contact_data contact = contact_data_of(entry, contact_index);
    return callbacks.pre_solve(&contact, callbacks.pre_solve_context);
}

// Stores the caller's callback and context and points the world's hook at
// its trampoline, or clears the hook for a null callback.
template <class Callback, class Hook>
r2d_status set_callback(r2d_world_id world, Callback callback, void* context, Callback ContactCallbacks::*stored,
                        void* ContactCallbacks::*stored_context, Hook ContactHooks::*hook, Hook trampoline) {
    WorldEntry* entry;
    R2D_TRY(resolve_world(world, &entry));
    entry->contact_callbacks.*stored = callback;
    entry->contact_callbacks.*stored_context = context;
    entry->world.hooks.*hook = callback != nullptr ? trampoline : nullptr;
    entry->world.hooks.context = entry;
    return succeed();
}

}  // namespace

extern "C" {

r2d_status r2d_world_set_custom_filter_callback(r2d_world_id world, r2d_custom_filter_fn callback, void* context) {
    return guard_allocation([&] {
        return set_callback(world, callback, context, &ContactCallbacks::custom_filter,
                            &ContactCallbacks::custom_filter_context, &ContactHooks::pair_filter,
                            &custom_filter_trampoline);
    });
}

r2d_status r2d_world_set_pre_solve_callback(r2d_world_id world, r2d_pre_solve_fn callback, void* context) {
    return guard_allocation([&] {
        return set_callback(world, callback, context, &ContactCallbacks::pre_solve,
                            &ContactCallbacks::pre_solve_context, &ContactHooks::pre_solve, &pre_solve_trampoline);
    });
}

}  // extern "C"
