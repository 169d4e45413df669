// World snapshots for rollback: every member of world_state.h copied byte
// for byte into caller memory, and back. A restored world is the saved one
// again: the same ids, contacts, warm-start impulses and broadphase tree,
// so it steps on bit for bit as the original did. A snapshot belongs to
// one world and one build of the library (the records are copied as they
// lie in memory); a checksum refuses a buffer changed since it was saved.
//
// Layout: a header (magic, format, build fingerprint, world tag, payload
// size, checksum), then for each array its element size, its count and
// its elements, and for each single value its bytes, in visit order.
#pragma once

#include <cstddef>
#include <cstdint>

namespace r2d {

struct World;

enum class SnapshotProblem { none, truncated, not_a_snapshot, other_build, other_world, corrupted };

// Whose snapshot it is: the world (so that a snapshot is not restored into
// another) and the library's version (so that another version with records
// of the same sizes is refused too).
struct SnapshotOwner {
    uint64_t world_tag;
    uint32_t library_version;
};

// A world_tag that accepts a snapshot of any world: no world's tag is 0.
constexpr uint64_t any_world = 0;

std::size_t snapshot_size(World& world);

// Writes the snapshot of world; buffer has snapshot_size(world) bytes.
void save_snapshot(World& world, const SnapshotOwner& owner, unsigned char* buffer);

// Whether buffer holds a whole, unchanged snapshot of this world from this
// build; reads the world only.
SnapshotProblem check_snapshot(World& world, const SnapshotOwner& owner, const unsigned char* buffer,
                               std::size_t size);

// Restores a checked snapshot. Any allocation (which may throw) happens
// before the world changes, so a failure leaves it as it was.
void restore_snapshot(World& world, const unsigned char* buffer);

}  // namespace r2d
