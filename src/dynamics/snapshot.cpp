#include "dynamics/snapshot.h"

#include <cstring>
#include <type_traits>

#include "core/reserve_doubling.h"
#include "core/stream_checksum.h"
#include "dynamics/world_state.h"

namespace r2d {

namespace {

constexpr uint32_t snapshot_magic = 0x53443252;  // "R2DS" in little-endian bytes
constexpr uint32_t snapshot_format = 2;

struct SnapshotHeader {
    uint32_t magic;
    uint32_t format;
    uint64_t build;      // build_fingerprint()
    uint64_t world_tag;  // names the world saved
    uint64_t payload_size;
    uint64_t checksum;  // of the payload
};

// The records' sizes and the library's version: a build that lays its
// records out otherwise has another fingerprint.
uint64_t build_fingerprint(uint32_t library_version) {
    const uint64_t sizes[] = {sizeof(Body),           sizeof(Shape),          sizeof(Contact),
                              sizeof(Joint),          sizeof(WorldSettings),  sizeof(ManifoldOrigin),
                              sizeof(ContactImpulses), sizeof(ContactEvent),  sizeof(JointContext),
                              sizeof(Chain),          sizeof(ChainLink),
                              library_version};
    uint64_t h = 0x9E3779B97F4A7C15u;
    for (uint64_t size : sizes) h = (h ^ size) * 0x100000001B3u;
    return h;
}

template <class T>
void check_record() {
    static_assert(std::is_trivially_copyable<T>::value, "snapshots copy records byte for byte");
}

// Adds up the bytes a world's snapshot payload takes.
struct Measure {
    std::size_t bytes = 0;
    template <class V>
    void array(V& v) {
        check_record<typename V::value_type>();
        bytes += 2 * sizeof(uint64_t) + v.size() * sizeof(typename V::value_type);
    }
    template <class T>
    void value(T&) {
        check_record<T>();
        bytes += sizeof(T);
    }
};

// Copies the records and takes their checksum on the way.
struct Write {
    unsigned char* at;
    StreamChecksum checksum;
    void put(const void* data, std::size_t size) {
        checksum.copy(at, data, size);
        at += size;
    }
    template <class V>
    void array(V& v) {
        uint64_t head[2] = {sizeof(typename V::value_type), v.size()};
        put(head, sizeof(head));
        put(v.data(), v.size() * sizeof(typename V::value_type));
    }
    template <class T>
    void value(T& x) {
        put(&x, sizeof(T));
    }
};

// Walks a payload against the world's members without changing them:
// each array must have the element size the world's has, and the whole
// must come out exactly to the payload's end.
struct Walk {
    const unsigned char* at;
    const unsigned char* end;
    bool ok = true;

    bool take(std::size_t size) {
        if (!ok || static_cast<std::size_t>(end - at) < size) return ok = false;
        at += size;
        return true;
    }
    template <class V>
    void array(V&) {
        uint64_t head[2];
        const unsigned char* from = at;
        if (!take(sizeof(head))) return;
        std::memcpy(head, from, sizeof(head));
        using T = typename V::value_type;
        if (head[0] != sizeof(T) || head[1] > static_cast<uint64_t>(end - at) / sizeof(T)) {
            ok = false;
            return;
        }
        take(head[1] * sizeof(T));
    }
    template <class T>
    void value(T&) {
        take(sizeof(T));
    }
};

// The first pass of a restore: copies each array into the staging's and
// takes the payload's checksum on the way, changing nothing of the world.
struct Stage {
    const unsigned char* at;
    SnapshotStaging& staging;
    StreamChecksum checksum;
    std::size_t body_count = 0;
    std::size_t next = 0;

    template <class V>
    void array(V&) {
        uint64_t head[2];
        std::memcpy(head, at, sizeof(head));
        checksum.take(at, sizeof(head));
        at += sizeof(head);
        V& staged = staging.array<V>(next++);
        staged.resize(head[1]);
        if (std::is_same<typename V::value_type, Body>::value) body_count = head[1];
        std::size_t bytes = head[1] * sizeof(typename V::value_type);
        checksum.copy(static_cast<void*>(staged.data()), at, bytes);
        at += bytes;
    }
    template <class T>
    void value(T&) {
        checksum.take(at, sizeof(T));
        at += sizeof(T);
    }
};

// The second pass, once the payload is known good: the staged arrays trade
// places with the world's, and single values are copied. Allocates nothing.
struct Adopt {
    const unsigned char* at;
    SnapshotStaging& staging;
    std::size_t next = 0;

    template <class V>
    void array(V& v) {
        uint64_t head[2];
        std::memcpy(head, at, sizeof(head));
        at += sizeof(head) + head[1] * sizeof(typename V::value_type);
        v.swap(staging.array<V>(next++));
    }
    template <class T>
    void value(T& x) {
        std::memcpy(static_cast<void*>(&x), at, sizeof(T));
        at += sizeof(T);
    }
};

}  // namespace

std::size_t snapshot_size(World& world) {
    Measure measure;
    visit_world_state(world, measure);
    return sizeof(SnapshotHeader) + measure.bytes;
}

void save_snapshot(World& world, const SnapshotOwner& owner, unsigned char* buffer) {
    Write write{buffer + sizeof(SnapshotHeader), {}};
    visit_world_state(world, write);
    std::size_t payload = static_cast<std::size_t>(write.at - buffer) - sizeof(SnapshotHeader);
    SnapshotHeader header = {snapshot_magic,
                             snapshot_format,
                             build_fingerprint(owner.library_version),
                             owner.world_tag,
                             payload,
                             write.checksum.finish()};
    std::memcpy(buffer, &header, sizeof(header));
}

SnapshotProblem restore_snapshot(World& world, SnapshotStaging& staging, const SnapshotOwner& owner,
                                 const unsigned char* buffer, std::size_t size) {
    SnapshotHeader header;
    if (size < sizeof(header)) return SnapshotProblem::truncated;
    std::memcpy(&header, buffer, sizeof(header));
    if (header.magic != snapshot_magic || header.format != snapshot_format) return SnapshotProblem::not_a_snapshot;
    if (header.build != build_fingerprint(owner.library_version)) return SnapshotProblem::other_build;
    if (owner.world_tag != any_world && header.world_tag != owner.world_tag) return SnapshotProblem::other_world;
    if (header.payload_size != size - sizeof(header)) return SnapshotProblem::truncated;
    const unsigned char* payload = buffer + sizeof(header);
    // The layout first, so that staging never sizes an array past the
    // buffer's end.
    Walk walk{payload, payload + header.payload_size};
    visit_world_state(world, walk);
    if (!walk.ok || walk.at != walk.end) return SnapshotProblem::corrupted;
    Stage stage{payload, staging, {}};
    visit_world_state(world, stage);
    if (stage.checksum.finish() != header.checksum) return SnapshotProblem::corrupted;
    reserve_doubling(world.island_stack, stage.body_count);
    Adopt adopt{payload, staging};
    visit_world_state(world, adopt);
    return SnapshotProblem::none;
}

}  // namespace r2d
