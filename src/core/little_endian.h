// Numbers as little-endian bytes, whatever the machine's own order: the
// serialized format (docs/serialized_format.md) is read on machines other
// than the one that wrote it. Floats travel as their IEEE-754 bit patterns,
// so a value read back is bit for bit the value written.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace r2d {

// Appends to a byte vector.
class LittleEndianWriter {
public:
    explicit LittleEndianWriter(std::vector<unsigned char>& out) : out_(out) {}

    void u8(uint8_t v) { out_.push_back(v); }
    void u16(uint16_t v) { bytes(v, 2); }
    void u32(uint32_t v) { bytes(v, 4); }
    void u64(uint64_t v) { bytes(v, 8); }
    void i32(int32_t v) { u32(static_cast<uint32_t>(v)); }
    void f32(float v) {
        uint32_t bits;
        std::memcpy(&bits, &v, 4);
        u32(bits);
    }

    std::size_t size() const { return out_.size(); }
    // Overwrites 4 or 8 bytes written earlier, at offset: a length known
    // only once what it measures is written.
    void patch_u32(std::size_t offset, uint32_t v) { put(offset, v, 4); }
    void patch_u64(std::size_t offset, uint64_t v) { put(offset, v, 8); }

private:
    void bytes(uint64_t v, int count) {
        for (int i = 0; i < count; ++i) out_.push_back(static_cast<unsigned char>(v >> (8 * i)));
    }
    void put(std::size_t offset, uint64_t v, int count) {
        for (int i = 0; i < count; ++i) out_[offset + i] = static_cast<unsigned char>(v >> (8 * i));
    }

    std::vector<unsigned char>& out_;
};

// Reads from a range of bytes it never leaves: a read past the end yields
// zeros and marks the reader failed, so a parser checks ok() once at the
// end of a record rather than after every field.
class LittleEndianReader {
public:
    LittleEndianReader(const unsigned char* begin, const unsigned char* end) : at_(begin), end_(end) {}

    uint8_t u8() { return static_cast<uint8_t>(bytes(1)); }
    uint16_t u16() { return static_cast<uint16_t>(bytes(2)); }
    uint32_t u32() { return static_cast<uint32_t>(bytes(4)); }
    uint64_t u64() { return bytes(8); }
    int32_t i32() { return static_cast<int32_t>(u32()); }
    float f32() {
        uint32_t bits = u32();
        float v;
        std::memcpy(&v, &bits, 4);
        return v;
    }

    // The next size bytes as a reader of their own, skipped here.
    LittleEndianReader split(uint64_t size) {
        if (!has(size)) return fail_split();
        LittleEndianReader part(at_, at_ + size);
        at_ += size;
        return part;
    }

    const unsigned char* position() const { return at_; }
    std::size_t remaining() const { return static_cast<std::size_t>(end_ - at_); }
    bool ok() const { return ok_; }
    void set_failed() { ok_ = false; }

private:
    bool has(uint64_t size) const { return ok_ && size <= static_cast<uint64_t>(end_ - at_); }
    uint64_t bytes(int count) {
        if (!has(static_cast<uint64_t>(count))) {
            ok_ = false;
            return 0;
        }
        uint64_t v = 0;
        for (int i = 0; i < count; ++i) v |= static_cast<uint64_t>(at_[i]) << (8 * i);
        at_ += count;
        return v;
    }
    LittleEndianReader fail_split() {
        ok_ = false;
        LittleEndianReader empty(end_, end_);
        empty.ok_ = false;
        return empty;
    }

    const unsigned char* at_;
    const unsigned char* end_;
    bool ok_ = true;
};

}  // namespace r2d
