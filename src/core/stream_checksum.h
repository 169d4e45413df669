// A 64-bit checksum of a byte stream taken in pieces, fast enough to run
// over a large world's snapshot on every save and every restore: eight
// 64-bit lanes, each adding a word's two halves multiplied together and a
// neighbour's word, which SSE2 does two lanes at an instruction and AVX2
// four. Every
// kilobyte the lanes are scrambled, so that changes far apart in the
// stream cannot cancel out. It catches accidents, not forgeries.
//
// The value depends only on the bytes, never on how they were split into
// pieces, nor on the machine's vector unit.
#pragma once

#include <cstddef>
#include <cstdint>

namespace r2d {

class StreamChecksum {
public:
    StreamChecksum();

    // Takes in size bytes.
    void take(const void* data, std::size_t size);
    // Copies size bytes and takes them in as they pass: one trip through
    // the cache instead of two.
    void copy(void* to, const void* from, std::size_t size);

    uint64_t finish() const;

private:
    static constexpr uint32_t blocks_per_scramble = 16;

    void take_blocks(unsigned char* to, const unsigned char* data, std::size_t block_count);

    alignas(32) uint64_t lanes_[8];
    unsigned char pending_[64];  // the start of a block not yet whole
    std::size_t pending_size_ = 0;
    uint32_t blocks_since_scramble_ = 0;
    uint64_t total_size_ = 0;
};

// The block kernels behind StreamChecksum, named so that a test can check
// they agree. Each takes count 64-byte blocks into the eight lanes: the
// 16 bytes at 16 k, words w0 and w1, add w1 plus w0's halves multiplied
// to lane 2 k and w0 plus w1's halves multiplied to lane 2 k + 1 (each
// word xored first with a key that moves on at every block; first counts
// the blocks since the last scramble). SSE2 does a pair of lanes with one
// multiply, one shuffle and two adds; AVX2 two pairs. Blocks are copied
// to `to` on the way unless it is null; lanes are 32-byte aligned.
namespace checksum_kernels {

void add_blocks_portable(uint64_t* lanes, unsigned char* to, const unsigned char* data, std::size_t count,
                         uint32_t first);
#if defined(__SSE2__)
void add_blocks_sse2(uint64_t* lanes, unsigned char* to, const unsigned char* data, std::size_t count, uint32_t first);
// Only on a machine with AVX2.
void add_blocks_avx2(uint64_t* lanes, unsigned char* to, const unsigned char* data, std::size_t count, uint32_t first);
#endif

}  // namespace checksum_kernels

}  // namespace r2d
