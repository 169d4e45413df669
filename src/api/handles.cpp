#include "api/handles.h"

#include <atomic>
#include <mutex>
#include <new>

#include "api/status.h"
#include "api/validate.h"

namespace r2d {

namespace {

constexpr int kind_bits = 3;
constexpr int object_slot_shift = kind_bits;
constexpr int object_slot_bits = 22;
constexpr int object_generation_shift = object_slot_shift + object_slot_bits;
constexpr int object_generation_bits = 12;
constexpr int world_slot_shift = object_generation_shift + object_generation_bits;
constexpr int world_slot_bits = 12;
constexpr int world_generation_shift = world_slot_shift + world_slot_bits;
constexpr int world_generation_bits = 64 - world_generation_shift;

static_assert(max_id_slots + 1 < (1 << object_slot_bits), "object slot + 1 fits its field");
static_assert(max_id_generation < (1 << object_generation_bits), "object generation fits its field");

constexpr uint32_t max_worlds = (1u << world_slot_bits) - 1;  // world slot + 1 fits its field
constexpr uint32_t max_world_generation = (1u << world_generation_bits) - 1;

uint32_t field(uint64_t bits, int shift, int width) {
    return static_cast<uint32_t>((bits >> shift) & ((uint64_t{1} << width) - 1));
}

// A slot is published by storing its generation last (release) and
// withdrawn by clearing it first, so a reader that sees a generation equal
// to its id's also sees that world's entry. Slots are never freed: a stale
// or foreign id on one thread only ever reads a generation that does not
// match, however other threads create and destroy worlds meanwhile.
struct WorldSlot {
    std::atomic<uint32_t> live_generation{0};  // 0 while no world lives here
    std::atomic<WorldEntry*> entry{nullptr};
    uint32_t last_generation = 0;  // under registry_mutex
};

WorldSlot world_slots[max_worlds];
uint32_t world_slot_high_water = 0;
// Freed slots, most recent on top; a slot whose generation is spent is not
// pushed, so it is retired for good.
uint32_t free_world_slots[max_worlds];
uint32_t free_world_slot_count = 0;
std::mutex registry_mutex;

uint64_t world_bits(const WorldEntry& entry) {
    return (static_cast<uint64_t>(entry.slot + 1) << world_slot_shift) |
           (static_cast<uint64_t>(entry.generation) << world_generation_shift);
}

uint64_t pack_object_id(IdKind kind, const WorldEntry& entry, int32_t index, uint16_t generation) {
    return static_cast<uint64_t>(kind) | (static_cast<uint64_t>(index + 1) << object_slot_shift) |
           (static_cast<uint64_t>(generation) << object_generation_shift) | world_bits(entry);
}

const char* kind_name(uint32_t kind) {
    switch (static_cast<IdKind>(kind)) {
        case IdKind::world: return "world";
        case IdKind::body: return "body";
        case IdKind::shape: return "shape";
        case IdKind::joint: return "joint";
        case IdKind::chain: return "chain";
    }
    return "unknown";
}

// Checks the null id and the kind tag shared by every id kind.
r2d_status check_kind(uint64_t bits, IdKind expected) {
    const char* expected_name = kind_name(static_cast<uint32_t>(expected));
    if (bits == 0) return fail(R2D_ERROR_INVALID_ID, "the %s id is null", expected_name);
    uint32_t kind = field(bits, 0, kind_bits);
    if (kind != static_cast<uint32_t>(expected)) {
        return fail(R2D_ERROR_INVALID_ID, "a %s id was passed where a %s id is expected", kind_name(kind),
                    expected_name);
    }
    return R2D_OK;
}

// Finds the live, unlocked world named by the world part of any id.
r2d_status resolve_world_bits(uint64_t bits, const char* kind, WorldEntry** out_entry) {
    uint32_t slot1 = field(bits, world_slot_shift, world_slot_bits);
    uint32_t generation = field(bits, world_generation_shift, world_generation_bits);
    if (slot1 == 0 || generation == 0) return fail(R2D_ERROR_INVALID_ID, "the %s id is malformed", kind);
    WorldSlot& slot = world_slots[slot1 - 1];
    if (slot.live_generation.load(std::memory_order_acquire) != generation) {
        return fail(R2D_ERROR_INVALID_ID, "the %s id belongs to a destroyed world", kind);
    }
    WorldEntry* entry = slot.entry.load(std::memory_order_acquire);
    // Null only while the world is being destroyed by another thread: the
    // caller's own race, refused rather than followed where it can be seen.
    if (entry == nullptr) return fail(R2D_ERROR_INVALID_ID, "the %s id belongs to a destroyed world", kind);
    if (entry->world.locked.load(std::memory_order_acquire)) {
        return fail(R2D_ERROR_LOCKED, "the world is stepping or drawing; call again afterwards");
    }
    *out_entry = entry;
    return R2D_OK;
}

// Kind and world of an object id, then its slot: the slot must hold a live
// object of the id's generation.
template <class T>
r2d_status resolve_object(uint64_t bits, IdKind kind, LargeVector<T> World::*items, WorldEntry** out_entry,
                          int32_t* out_index) {
    const char* name = kind_name(static_cast<uint32_t>(kind));
    R2D_TRY(check_kind(bits, kind));
    uint32_t index1 = field(bits, object_slot_shift, object_slot_bits);
    uint32_t generation = field(bits, object_generation_shift, object_generation_bits);
    if (index1 == 0 || generation == 0) return fail(R2D_ERROR_INVALID_ID, "the %s id is malformed", name);
    WorldEntry* entry;
    R2D_TRY(resolve_world_bits(bits, name, &entry));
    const LargeVector<T>& objects = entry->world.*items;
    int32_t index = static_cast<int32_t>(index1 - 1);
    if (index >= static_cast<int32_t>(objects.size())) return fail(R2D_ERROR_INVALID_ID, "no such %s", name);
    if (!objects[index].in_use || objects[index].generation != generation) {
        return fail(R2D_ERROR_INVALID_ID, "the %s id names a destroyed %s", name, name);
    }
    *out_entry = entry;
    *out_index = index;
    return R2D_OK;
}

}  // namespace

r2d_status register_world(WorldEntry** out_entry, r2d_world_id* out_id) {
    std::lock_guard<std::mutex> lock(registry_mutex);
    uint32_t slot;
    if (free_world_slot_count > 0) {
        slot = free_world_slots[--free_world_slot_count];
    } else if (world_slot_high_water < max_worlds) {
        slot = world_slot_high_water++;
    } else {
        return fail(R2D_ERROR_CAPACITY, "too many worlds alive at once, or every world slot is spent (at most %u)",
                    max_worlds);
    }
    WorldEntry* entry = new (std::nothrow) WorldEntry();
    if (entry == nullptr) {
        free_world_slots[free_world_slot_count++] = slot;
        return fail(R2D_ERROR_OUT_OF_MEMORY, "out of memory creating a world");
    }
    WorldSlot& ws = world_slots[slot];
    // Generation 0 never names a world, so an all-zero id stays null; a
    // spent slot was never freed, so this stays within its field.
    ws.last_generation += 1;
    entry->slot = slot;
    entry->generation = ws.last_generation;
    ws.entry.store(entry, std::memory_order_relaxed);
    ws.live_generation.store(entry->generation, std::memory_order_release);
    *out_entry = entry;
    *out_id = world_id_of(*entry);
    return R2D_OK;
}

void unregister_world(WorldEntry* entry) {
    {
        std::lock_guard<std::mutex> lock(registry_mutex);
        WorldSlot& ws = world_slots[entry->slot];
        ws.live_generation.store(0, std::memory_order_release);
        ws.entry.store(nullptr, std::memory_order_release);
        if (ws.last_generation < max_world_generation) free_world_slots[free_world_slot_count++] = entry->slot;
    }
    delete entry;
}

r2d_status resolve_world(r2d_world_id id, WorldEntry** out) {
    R2D_TRY(check_kind(id.bits, IdKind::world));
    if (field(id.bits, object_slot_shift, object_slot_bits + object_generation_bits) != 0) {
        return fail(R2D_ERROR_INVALID_ID, "the world id is malformed");
    }
    return resolve_world_bits(id.bits, "world", out);
}

r2d_status resolve_body(r2d_body_id id, WorldEntry** out_entry, int32_t* out_index) {
    return resolve_object(id.bits, IdKind::body, &World::bodies, out_entry, out_index);
}

r2d_status resolve_shape(r2d_shape_id id, WorldEntry** out_entry, int32_t* out_index) {
    return resolve_object(id.bits, IdKind::shape, &World::shapes, out_entry, out_index);
}

r2d_status resolve_joint(r2d_joint_id id, WorldEntry** out_entry, int32_t* out_index) {
    return resolve_object(id.bits, IdKind::joint, &World::joints, out_entry, out_index);
}

r2d_status resolve_chain(r2d_chain_id id, WorldEntry** out_entry, int32_t* out_index) {
    return resolve_object(id.bits, IdKind::chain, &World::chains, out_entry, out_index);
}

r2d_world_id world_id_of(const WorldEntry& entry) {
    return {static_cast<uint64_t>(IdKind::world) | world_bits(entry)};
}

r2d_body_id body_id_of(const WorldEntry& entry, int32_t index) {
    return {pack_object_id(IdKind::body, entry, index, entry.world.bodies[index].generation)};
}

r2d_shape_id shape_id_of(const WorldEntry& entry, int32_t index) {
    return shape_id_at(entry, index, entry.world.shapes[index].generation);
}

r2d_joint_id joint_id_of(const WorldEntry& entry, int32_t index) {
    return {pack_object_id(IdKind::joint, entry, index, entry.world.joints[index].generation)};
}

r2d_chain_id chain_id_of(const WorldEntry& entry, int32_t index) {
    return {pack_object_id(IdKind::chain, entry, index, entry.world.chains[index].generation)};
}

r2d_shape_id shape_id_at(const WorldEntry& entry, int32_t index, uint16_t generation) {
    return {pack_object_id(IdKind::shape, entry, index, generation)};
}

}  // namespace r2d
