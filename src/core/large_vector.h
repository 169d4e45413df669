// Vectors for the arrays that grow to megabytes in large worlds: bodies,
// shapes, contacts, tree nodes, solver blocks. A pass over 64,000 bodies
// walks tens of megabytes, far more than the TLB maps in 4 KB pages, so
// every few records cost a page walk. From 2 MB up these arrays take whole
// 2 MB pages and ask the kernel to back them with huge pages (where it
// does so only on request, as Debian's default does); rain_64000 steps
// about 12% faster, and small worlds are unchanged.
#pragma once

#include <cstddef>
#include <vector>

namespace r2d {

// Throws std::bad_alloc like operator new; free_array must be given the
// same byte count and alignment.
void* allocate_array(std::size_t bytes, std::size_t alignment);
void free_array(void* memory, std::size_t bytes, std::size_t alignment) noexcept;

template <typename T>
struct LargeArrayAllocator {
    using value_type = T;

    LargeArrayAllocator() = default;
    template <typename U>
    LargeArrayAllocator(const LargeArrayAllocator<U>&) noexcept {}

    T* allocate(std::size_t count) { return static_cast<T*>(allocate_array(count * sizeof(T), alignof(T))); }
    void deallocate(T* memory, std::size_t count) noexcept { free_array(memory, count * sizeof(T), alignof(T)); }

    template <typename U>
    bool operator==(const LargeArrayAllocator<U>&) const noexcept {
        return true;
    }
    template <typename U>
    bool operator!=(const LargeArrayAllocator<U>&) const noexcept {
        return false;
    }
};

template <typename T>
using LargeVector = std::vector<T, LargeArrayAllocator<T>>;

}  // namespace r2d
