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
// The checksum is taken over the payload in pieces of a quarter megabyte,
// then over the pieces' sums, so that saves and restores copy the pieces
// on all the world's workers and give the same bytes at any worker count.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

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

// A stretch of a snapshot's payload, in payload order: copied from `from`
// to `to` on the way through the checksum, or only checksummed at `from`
// when `to` is null (array heads and single values, which are few and small).
struct SnapshotStretch {
    std::size_t offset;  // in the payload
    std::size_t size;
    const unsigned char* from;
    unsigned char* to;
};

// Where a restore puts a snapshot while it checks it, so that the world
// changes only once the whole snapshot is known good, and then without a
// second copy: the staged arrays trade places with the world's. Kept by
// the world's owner from one restore to the next; the first restore makes
// it about as large as the world's state, later ones reuse it. Saves and
// restores alike keep their plan of the copy here too, so that steady
// ones allocate nothing.
class SnapshotStaging {
public:
    std::vector<SnapshotStretch> stretches;
    std::vector<uint64_t> piece_sums;  // a checksum per piece of the payload

    // Frees the staged arrays, for a world that restored a snapshot once
    // and will not again soon (a deserialized one).
    void release() { arrays_.clear(); }

    // The staged array for the world's index-th array, made on first use.
    template <class V>
    V& array(std::size_t index) {
        if (index == arrays_.size()) arrays_.push_back(std::make_unique<Held<V>>());
        return static_cast<Held<V>&>(*arrays_[index]).vector;
    }

private:
    struct Array {
        virtual ~Array() = default;
    };
    template <class V>
    struct Held : Array {
        V vector;
    };
    // In the order visit_world_state visits the arrays, which never changes,
    // so each slot always holds one type.
    std::vector<std::unique_ptr<Array>> arrays_;
};

// Writes the snapshot of world; buffer has snapshot_size(world) bytes.
void save_snapshot(World& world, SnapshotStaging& staging, const SnapshotOwner& owner, unsigned char* buffer);

// Restores buffer when it is a whole, unchanged snapshot of this world
// from this build, and returns none; otherwise returns the problem and
// leaves the world as it was. Any allocation (which may throw) happens
// before the world changes.
SnapshotProblem restore_snapshot(World& world, SnapshotStaging& staging, const SnapshotOwner& owner,
                                 const unsigned char* buffer, std::size_t size);

}  // namespace r2d
