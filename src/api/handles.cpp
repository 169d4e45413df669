#include "api/handles.h"

#include <mutex>
#include <new>

#include "api/status.h"
#include "api/validate.h"

namespace r2d {

namespace {

constexpr uint32_t max_worlds = 0xFFFE;  // world slot + 1 must fit 16 bits

struct WorldSlot {
    WorldEntry* entry = nullptr;
    uint32_t generation = 0;
};

// Slots are never moved, so a lookup needs no lock; creation and
// destruction take the mutex because they edit the free queue.
//
// Object ids keep only 8 bits of their world's generation, so a slot must
// be reused as rarely as possible: fresh slots are used first, then freed
// ones oldest first. A slot then comes back once per 65,534 world
// creations, and an old id could alias only after 256 such rounds.
WorldSlot world_slots[max_worlds];
uint32_t world_slot_high_water = 0;
uint32_t free_world_slots[max_worlds];  // a ring: oldest freed first
uint32_t free_world_head = 0;
uint32_t free_world_slot_count = 0;
std::mutex registry_mutex;

void release_world_slot(uint32_t slot) {
    free_world_slots[(free_world_head + free_world_slot_count) % max_worlds] = slot;
    free_world_slot_count += 1;
}

uint64_t pack_object_id(const WorldEntry& entry, int32_t index, uint16_t generation) {
    return static_cast<uint64_t>(index + 1) | (static_cast<uint64_t>(entry.slot + 1) << 24) |
           (static_cast<uint64_t>(entry.generation & 0xFF) << 40) | (static_cast<uint64_t>(generation) << 48);
}

// Finds the live world an object id points into; the object part is left
// to the caller.
r2d_status resolve_object_world(uint64_t bits, const char* kind, WorldEntry** out_entry, int32_t* out_index) {
    if (bits == 0) return fail(R2D_ERROR_INVALID_ID, "the %s id is null", kind);
    uint32_t index1 = static_cast<uint32_t>(bits & 0xFFFFFF);
    uint32_t slot1 = static_cast<uint32_t>((bits >> 24) & 0xFFFF);
    uint32_t world_generation = static_cast<uint32_t>((bits >> 40) & 0xFF);
    if (index1 == 0 || slot1 == 0 || slot1 > max_worlds) {
        return fail(R2D_ERROR_INVALID_ID, "the %s id is malformed", kind);
    }
    const WorldSlot& slot = world_slots[slot1 - 1];
    if (slot.entry == nullptr || (slot.generation & 0xFF) != world_generation) {
        return fail(R2D_ERROR_INVALID_ID, "the %s id belongs to a destroyed world", kind);
    }
    if (slot.entry->world.locked) {
        return fail(R2D_ERROR_LOCKED, "the world is stepping or drawing; call again afterwards");
    }
    *out_entry = slot.entry;
    *out_index = static_cast<int32_t>(index1 - 1);
    return R2D_OK;
}

// The object part of an id: the slot must hold a live object of the id's
// generation.
template <class T>
r2d_status check_object(const LargeVector<T>& items, uint64_t bits, int32_t index, const char* kind) {
    uint16_t generation = static_cast<uint16_t>(bits >> 48);
    if (index >= static_cast<int32_t>(items.size())) return fail(R2D_ERROR_INVALID_ID, "no such %s", kind);
    if (!items[index].in_use || items[index].generation != generation) {
        return fail(R2D_ERROR_INVALID_ID, "the %s id names a destroyed %s", kind, kind);
    }
    return R2D_OK;
}

}  // namespace

r2d_status register_world(WorldEntry** out_entry, r2d_world_id* out_id) {
    std::lock_guard<std::mutex> lock(registry_mutex);
    uint32_t slot;
    if (world_slot_high_water < max_worlds) {
        slot = world_slot_high_water++;
    } else if (free_world_slot_count > 0) {
        slot = free_world_slots[free_world_head];
        free_world_head = (free_world_head + 1) % max_worlds;
        free_world_slot_count -= 1;
    } else {
        return fail(R2D_ERROR_CAPACITY, "too many worlds alive at once (at most %u)", max_worlds);
    }
    WorldEntry* entry = new (std::nothrow) WorldEntry();
    if (entry == nullptr) {
        release_world_slot(slot);
        return fail(R2D_ERROR_OUT_OF_MEMORY, "out of memory creating a world");
    }
    WorldSlot& ws = world_slots[slot];
    // Generation 0 never names a world, so an all-zero id stays null.
    ws.generation = ws.generation + 1 == 0 ? 1 : ws.generation + 1;
    ws.entry = entry;
    entry->slot = slot;
    entry->generation = ws.generation;
    *out_entry = entry;
    *out_id = world_id_of(*entry);
    return R2D_OK;
}

void unregister_world(WorldEntry* entry) {
    std::lock_guard<std::mutex> lock(registry_mutex);
    world_slots[entry->slot].entry = nullptr;
    release_world_slot(entry->slot);
    delete entry;
}

r2d_status resolve_world(r2d_world_id id, WorldEntry** out) {
    if (id.bits == 0) return fail(R2D_ERROR_INVALID_ID, "the world id is null");
    uint32_t slot1 = static_cast<uint32_t>(id.bits & 0xFFFFFFFF);
    uint32_t generation = static_cast<uint32_t>(id.bits >> 32);
    if (slot1 == 0 || slot1 > max_worlds) return fail(R2D_ERROR_INVALID_ID, "the world id is malformed");
    const WorldSlot& slot = world_slots[slot1 - 1];
    if (slot.entry == nullptr || slot.generation != generation) {
        return fail(R2D_ERROR_INVALID_ID, "the world id names a destroyed world");
    }
    if (slot.entry->world.locked) {
        return fail(R2D_ERROR_LOCKED, "the world is stepping or drawing; call again afterwards");
    }
    *out = slot.entry;
    return R2D_OK;
}

r2d_status resolve_body(r2d_body_id id, WorldEntry** out_entry, int32_t* out_index) {
    R2D_TRY(resolve_object_world(id.bits, "body", out_entry, out_index));
    return check_object((*out_entry)->world.bodies, id.bits, *out_index, "body");
}

r2d_status resolve_shape(r2d_shape_id id, WorldEntry** out_entry, int32_t* out_index) {
    R2D_TRY(resolve_object_world(id.bits, "shape", out_entry, out_index));
    return check_object((*out_entry)->world.shapes, id.bits, *out_index, "shape");
}

r2d_status resolve_joint(r2d_joint_id id, WorldEntry** out_entry, int32_t* out_index) {
    R2D_TRY(resolve_object_world(id.bits, "joint", out_entry, out_index));
    return check_object((*out_entry)->world.joints, id.bits, *out_index, "joint");
}

r2d_world_id world_id_of(const WorldEntry& entry) {
    return {static_cast<uint64_t>(entry.slot + 1) | (static_cast<uint64_t>(entry.generation) << 32)};
}

r2d_body_id body_id_of(const WorldEntry& entry, int32_t index) {
    return {pack_object_id(entry, index, entry.world.bodies[index].generation)};
}

r2d_shape_id shape_id_of(const WorldEntry& entry, int32_t index) {
    return shape_id_at(entry, index, entry.world.shapes[index].generation);
}

r2d_joint_id joint_id_of(const WorldEntry& entry, int32_t index) {
    return {pack_object_id(entry, index, entry.world.joints[index].generation)};
}

r2d_shape_id shape_id_at(const WorldEntry& entry, int32_t index, uint16_t generation) {
    return {pack_object_id(entry, index, generation)};
}

}  // namespace r2d
