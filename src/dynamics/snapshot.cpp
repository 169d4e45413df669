#include "dynamics/snapshot.h"

#include <cstring>
#include <type_traits>

#include "core/reserve_doubling.h"
#include "dynamics/world_state.h"

namespace r2d {

namespace {

constexpr uint32_t snapshot_magic = 0x53443252;  // "R2DS" in little-endian bytes
constexpr uint32_t snapshot_format = 1;

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

// A checksum fast enough to run over megabytes on every restore: four
// independent multiply-xor lanes over 64-bit words, then the tail bytes.
uint64_t checksum(const unsigned char* data, std::size_t size) {
    uint64_t lanes[4] = {0x243F6A8885A308D3u, 0x13198A2E03707344u, 0xA4093822299F31D0u, 0x082EFA98EC4E6C89u};
    constexpr uint64_t prime = 0x9E3779B97F4A7C15u;
    std::size_t i = 0;
    for (; i + 32 <= size; i += 32) {
        for (int k = 0; k < 4; ++k) {
            uint64_t word;
            std::memcpy(&word, data + i + 8 * k, 8);
            lanes[k] = (lanes[k] ^ word) * prime;
            lanes[k] ^= lanes[k] >> 31;
        }
    }
    uint64_t h = lanes[0] ^ (lanes[1] * 3) ^ (lanes[2] * 5) ^ (lanes[3] * 7);
    for (; i < size; ++i) h = (h ^ data[i]) * prime;
    return h ^ size;
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

struct Write {
    unsigned char* at;
    void put(const void* data, std::size_t size) {
        if (size > 0) std::memcpy(at, data, size);
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

// The first pass of a restore: room for every array, before anything changes.
struct Reserve {
    const unsigned char* at;
    template <class V>
    void array(V& v) {
        uint64_t head[2];
        std::memcpy(head, at, sizeof(head));
        v.reserve(head[1]);
        at += sizeof(head) + head[1] * sizeof(typename V::value_type);
    }
    template <class T>
    void value(T&) {
        at += sizeof(T);
    }
};

// The second pass: resizing within the reserved room allocates nothing.
struct Read {
    const unsigned char* at;
    template <class V>
    void array(V& v) {
        uint64_t head[2];
        std::memcpy(head, at, sizeof(head));
        at += sizeof(head);
        v.resize(head[1]);
        std::size_t bytes = head[1] * sizeof(typename V::value_type);
        if (bytes > 0) std::memcpy(static_cast<void*>(v.data()), at, bytes);
        at += bytes;
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
    Write write{buffer + sizeof(SnapshotHeader)};
    visit_world_state(world, write);
    std::size_t payload = static_cast<std::size_t>(write.at - buffer) - sizeof(SnapshotHeader);
    SnapshotHeader header = {snapshot_magic,
                             snapshot_format,
                             build_fingerprint(owner.library_version),
                             owner.world_tag,
                             payload,
                             checksum(buffer + sizeof(SnapshotHeader), payload)};
    std::memcpy(buffer, &header, sizeof(header));
}

SnapshotProblem check_snapshot(World& world, const SnapshotOwner& owner, const unsigned char* buffer,
                               std::size_t size) {
    SnapshotHeader header;
    if (size < sizeof(header)) return SnapshotProblem::truncated;
    std::memcpy(&header, buffer, sizeof(header));
    if (header.magic != snapshot_magic || header.format != snapshot_format) return SnapshotProblem::not_a_snapshot;
    if (header.build != build_fingerprint(owner.library_version)) return SnapshotProblem::other_build;
    if (owner.world_tag != any_world && header.world_tag != owner.world_tag) return SnapshotProblem::other_world;
    if (header.payload_size != size - sizeof(header)) return SnapshotProblem::truncated;
    const unsigned char* payload = buffer + sizeof(header);
    if (checksum(payload, header.payload_size) != header.checksum) return SnapshotProblem::corrupted;
    Walk walk{payload, payload + header.payload_size};
    visit_world_state(world, walk);
    return walk.ok && walk.at == walk.end ? SnapshotProblem::none : SnapshotProblem::corrupted;
}

void restore_snapshot(World& world, const unsigned char* buffer) {
    const unsigned char* payload = buffer + sizeof(SnapshotHeader);
    Reserve reserve{payload};
    visit_world_state(world, reserve);
    reserve_doubling(world.island_stack, world.bodies.capacity());
    Read read{payload};
    visit_world_state(world, read);
}

}  // namespace r2d
