// The snapshot checksum: its value depends on the bytes alone, not on how
// they are split into pieces or which vector unit takes them, and a change
// anywhere, even one that a plain sum of words would miss, changes it.
#include <cstring>
#include <vector>

#include "core/stream_checksum.h"
#include "unit_test.h"

using namespace r2d;

namespace {

constexpr std::size_t stream_bytes = 5000;

// A fixed pseudo-random stream, so that a failure repeats.
std::vector<unsigned char> make_stream(std::size_t size, uint32_t seed) {
    std::vector<unsigned char> bytes(size);
    for (unsigned char& b : bytes) {
        seed = seed * 1664525u + 1013904223u;
        b = static_cast<unsigned char>(seed >> 24);
    }
    return bytes;
}

uint64_t checksum_of(const std::vector<unsigned char>& bytes) {
    StreamChecksum checksum;
    checksum.take(bytes.data(), bytes.size());
    return checksum.finish();
}

void test_value_does_not_depend_on_the_pieces(void**) {
    std::vector<unsigned char> bytes = make_stream(stream_bytes, 1);
    uint64_t whole = checksum_of(bytes);
    uint32_t seed = 7;
    for (int trial = 0; trial < 200; ++trial) {
        StreamChecksum taken;
        StreamChecksum copied;
        std::vector<unsigned char> copy(bytes.size(), 0);
        std::size_t at = 0;
        while (at < bytes.size()) {
            seed = seed * 1664525u + 1013904223u;
            std::size_t piece = (seed >> 16) % 300;  // empty pieces too
            if (piece > bytes.size() - at) piece = bytes.size() - at;
            taken.take(bytes.data() + at, piece);
            copied.copy(copy.data() + at, bytes.data() + at, piece);
            at += piece;
        }
        assert_true(taken.finish() == whole);
        assert_true(copied.finish() == whole);
        assert_memory_equal(copy.data(), bytes.data(), bytes.size());
    }
}

void test_kernels_agree(void**) {
    constexpr std::size_t blocks = 40;
    std::vector<unsigned char> bytes = make_stream(blocks * 64 + 3, 2);
    alignas(32) uint64_t start[8];
    std::memcpy(start, make_stream(sizeof(start), 3).data(), sizeof(start));
    alignas(32) uint64_t portable[8];
    std::memcpy(portable, start, sizeof(start));
    // Unaligned data, as snapshot arrays start anywhere in the buffer.
    checksum_kernels::add_blocks_portable(portable, nullptr, bytes.data() + 3, blocks, 5);
#if defined(__SSE2__)
    alignas(32) uint64_t sse2[8];
    std::memcpy(sse2, start, sizeof(start));
    std::vector<unsigned char> copy(blocks * 64, 0);
    checksum_kernels::add_blocks_sse2(sse2, copy.data(), bytes.data() + 3, blocks, 5);
    assert_memory_equal(sse2, portable, sizeof(portable));
    assert_memory_equal(copy.data(), bytes.data() + 3, copy.size());
    if (__builtin_cpu_supports("avx2")) {
        alignas(32) uint64_t avx2[8];
        std::memcpy(avx2, start, sizeof(start));
        checksum_kernels::add_blocks_avx2(avx2, nullptr, bytes.data() + 3, blocks, 5);
        assert_memory_equal(avx2, portable, sizeof(portable));
    } else {
        print_message("no AVX2 here: its kernel is not checked\n");
    }
#endif
}

void test_every_bit_counts(void**) {
    std::vector<unsigned char> bytes = make_stream(stream_bytes, 4);
    uint64_t original = checksum_of(bytes);
    for (std::size_t bit = 0; bit < 8 * bytes.size(); ++bit) {
        bytes[bit / 8] ^= static_cast<unsigned char>(1u << (bit % 8));
        assert_true(checksum_of(bytes) != original);
        bytes[bit / 8] ^= static_cast<unsigned char>(1u << (bit % 8));
    }
    std::vector<unsigned char> longer = bytes;
    longer.push_back(0);
    assert_true(checksum_of(longer) != original);
}

// Changes that cancel in a sum of words: the top bit of the same word of
// two blocks, and two words of one lane traded between blocks, within a
// kilobyte and across one (where the keys repeat).
void test_cancelling_changes_are_caught(void**) {
    std::vector<unsigned char> bytes(64 * 40, 0);
    for (std::size_t i = 0; i < bytes.size(); i += 8) bytes[i] = 1;
    uint64_t original = checksum_of(bytes);
    for (std::size_t far : {std::size_t(1), std::size_t(2), std::size_t(16), std::size_t(17), std::size_t(33)}) {
        std::vector<unsigned char> flipped = bytes;
        flipped[7] ^= 0x80;
        flipped[64 * far + 7] ^= 0x80;
        assert_true(checksum_of(flipped) != original);
    }
    for (std::size_t far : {std::size_t(3), std::size_t(16)}) {
        std::vector<unsigned char> swapped = make_stream(64 * 40, 5);
        uint64_t before = checksum_of(swapped);
        for (int i = 0; i < 8; ++i) std::swap(swapped[8 + i], swapped[64 * far + 8 + i]);
        assert_true(checksum_of(swapped) != before);
    }
}

}  // namespace

int main() {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_value_does_not_depend_on_the_pieces),
        cmocka_unit_test(test_kernels_agree),
        cmocka_unit_test(test_every_bit_counts),
        cmocka_unit_test(test_cancelling_changes_are_caught),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
