#include "core/stream_checksum.h"

#include <cstring>

#include "core/cpu_features.h"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace r2d {

namespace {

// Keys for the even and odd lanes, moved on by a step at every block so
// that words traded between blocks change the products; and the
// scramble's multiplier.
constexpr uint64_t even_key = 0x9E3779B97F4A7C15u;
constexpr uint64_t odd_key = 0xC2B2AE3D27D4EB4Fu;
constexpr uint64_t even_key_step = 0x27D4EB2F165667C5u;
constexpr uint64_t odd_key_step = 0x85EBCA77C2B2AE63u;
constexpr uint64_t scramble_prime = 0x165667B19E3779F9u;

constexpr uint64_t low_times_high(uint64_t x) {
    return (x & 0xFFFFFFFFu) * (x >> 32);
}

constexpr std::size_t block_bytes = 64;

void add_blocks(uint64_t* lanes, unsigned char* to, const unsigned char* data, std::size_t count, uint32_t first) {
#if defined(__SSE2__)
    if (cpu_use_avx2()) {
        checksum_kernels::add_blocks_avx2(lanes, to, data, count, first);
    } else {
        checksum_kernels::add_blocks_sse2(lanes, to, data, count, first);
    }
#else
    checksum_kernels::add_blocks_portable(lanes, to, data, count, first);
#endif
}

}  // namespace

namespace checksum_kernels {

#if defined(__SSE2__)
void add_blocks_sse2(uint64_t* lanes, unsigned char* to, const unsigned char* data, std::size_t count, uint32_t first) {
    __m128i key = _mm_set_epi64x(static_cast<long long>(odd_key + first * odd_key_step),
                                 static_cast<long long>(even_key + first * even_key_step));
    const __m128i key_step =
        _mm_set_epi64x(static_cast<long long>(odd_key_step), static_cast<long long>(even_key_step));
    __m128i* acc_at = reinterpret_cast<__m128i*>(lanes);
    __m128i acc[4] = {_mm_load_si128(acc_at), _mm_load_si128(acc_at + 1), _mm_load_si128(acc_at + 2),
                      _mm_load_si128(acc_at + 3)};
    for (std::size_t b = 0; b < count; ++b) {
        const __m128i* in = reinterpret_cast<const __m128i*>(data + b * block_bytes);
        for (int pair = 0; pair < 4; ++pair) {
            __m128i w = _mm_loadu_si128(in + pair);
            if (to != nullptr) _mm_storeu_si128(reinterpret_cast<__m128i*>(to + b * block_bytes) + pair, w);
            __m128i x = _mm_xor_si128(w, key);
            __m128i product = _mm_mul_epu32(x, _mm_srli_epi64(x, 32));
            acc[pair] = _mm_add_epi64(acc[pair], _mm_add_epi64(_mm_shuffle_epi32(w, 0x4E), product));
        }
        key = _mm_add_epi64(key, key_step);
    }
    for (int pair = 0; pair < 4; ++pair) _mm_store_si128(acc_at + pair, acc[pair]);
}

__attribute__((target("avx2"))) void add_blocks_avx2(uint64_t* lanes, unsigned char* to, const unsigned char* data,
                                                     std::size_t count, uint32_t first) {
    const long long even = static_cast<long long>(even_key + first * even_key_step);
    const long long odd = static_cast<long long>(odd_key + first * odd_key_step);
    __m256i key = _mm256_set_epi64x(odd, even, odd, even);
    const __m256i key_step =
        _mm256_set_epi64x(static_cast<long long>(odd_key_step), static_cast<long long>(even_key_step),
                          static_cast<long long>(odd_key_step), static_cast<long long>(even_key_step));
    __m256i* acc_at = reinterpret_cast<__m256i*>(lanes);
    __m256i acc[2] = {_mm256_load_si256(acc_at), _mm256_load_si256(acc_at + 1)};
    for (std::size_t b = 0; b < count; ++b) {
        const __m256i* in = reinterpret_cast<const __m256i*>(data + b * block_bytes);
        for (int half = 0; half < 2; ++half) {
            __m256i w = _mm256_loadu_si256(in + half);
            if (to != nullptr) _mm256_storeu_si256(reinterpret_cast<__m256i*>(to + b * block_bytes) + half, w);
            __m256i x = _mm256_xor_si256(w, key);
            __m256i product = _mm256_mul_epu32(x, _mm256_srli_epi64(x, 32));
            acc[half] = _mm256_add_epi64(acc[half], _mm256_add_epi64(_mm256_shuffle_epi32(w, 0x4E), product));
        }
        key = _mm256_add_epi64(key, key_step);
    }
    for (int half = 0; half < 2; ++half) _mm256_store_si256(acc_at + half, acc[half]);
}
#endif

void add_blocks_portable(uint64_t* lanes, unsigned char* to, const unsigned char* data, std::size_t count,
                         uint32_t first) {
    for (std::size_t b = 0; b < count; ++b) {
        const unsigned char* block = data + b * block_bytes;
        const uint64_t even = even_key + (first + b) * even_key_step;
        const uint64_t odd = odd_key + (first + b) * odd_key_step;
        if (to != nullptr) std::memcpy(to + b * block_bytes, block, block_bytes);
        for (int pair = 0; pair < 4; ++pair) {
            uint64_t w[2];
            std::memcpy(w, block + 16 * pair, 16);
            lanes[2 * pair] += w[1] + low_times_high(w[0] ^ even);
            lanes[2 * pair + 1] += w[0] + low_times_high(w[1] ^ odd);
        }
    }
}

}  // namespace checksum_kernels

StreamChecksum::StreamChecksum()
    : lanes_{0x243F6A8885A308D3u, 0x13198A2E03707344u, 0xA4093822299F31D0u, 0x082EFA98EC4E6C89u,
             0x452821E638D01377u, 0xBE5466CF34E90C6Cu, 0xC0AC29B7C97C50DDu, 0x3F84D5B5B5470917u} {}

void StreamChecksum::take(const void* data, std::size_t size) {
    copy(nullptr, data, size);
}

void StreamChecksum::copy(void* to, const void* from, std::size_t size) {
    unsigned char* out = static_cast<unsigned char*>(to);
    const unsigned char* in = static_cast<const unsigned char*>(from);
    if (size == 0) return;
    total_size_ += size;
    if (pending_size_ > 0) {
        std::size_t fill = block_bytes - pending_size_;
        if (fill > size) fill = size;
        std::memcpy(pending_ + pending_size_, in, fill);
        if (out != nullptr) {
            std::memcpy(out, in, fill);
            out += fill;
        }
        pending_size_ += fill;
        in += fill;
        size -= fill;
        if (pending_size_ < block_bytes) return;
        take_blocks(nullptr, pending_, 1);
        pending_size_ = 0;
    }
    std::size_t whole = size / block_bytes;
    take_blocks(out, in, whole);
    pending_size_ = size - whole * block_bytes;
    std::memcpy(pending_, in + whole * block_bytes, pending_size_);
    if (out != nullptr) std::memcpy(out + whole * block_bytes, in + whole * block_bytes, pending_size_);
}

uint64_t StreamChecksum::finish() const {
    uint64_t hash = total_size_ * scramble_prime;
    for (int i = 0; i < 8; ++i) hash = (hash ^ lanes_[i]) * scramble_prime + static_cast<uint64_t>(i);
    for (std::size_t i = 0; i < pending_size_; ++i) hash = (hash ^ pending_[i]) * scramble_prime;
    return hash ^ (hash >> 29);
}

void StreamChecksum::take_blocks(unsigned char* to, const unsigned char* data, std::size_t block_count) {
    while (block_count > 0) {
        std::size_t run = blocks_per_scramble - blocks_since_scramble_;
        if (run > block_count) run = block_count;
        add_blocks(lanes_, to, data, run, blocks_since_scramble_);
        data += run * block_bytes;
        if (to != nullptr) to += run * block_bytes;
        block_count -= run;
        blocks_since_scramble_ += static_cast<uint32_t>(run);
        if (blocks_since_scramble_ == blocks_per_scramble) {
            blocks_since_scramble_ = 0;
            for (int i = 0; i < 8; ++i) {
                uint64_t lane = lanes_[i];
                lanes_[i] = (lane ^ (lane >> 47) ^ (i % 2 == 0 ? even_key : odd_key)) * scramble_prime;
            }
        }
    }
}

}  // namespace r2d
