#include "core/large_vector.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace r2d {

namespace {

constexpr std::size_t huge_page_bytes = std::size_t{2} << 20;

bool takes_huge_pages(std::size_t bytes) {
    return bytes >= huge_page_bytes;
}

std::size_t whole_huge_pages(std::size_t bytes) {
    return (bytes + huge_page_bytes - 1) / huge_page_bytes * huge_page_bytes;
}

}  // namespace

void* allocate_array(std::size_t bytes, std::size_t alignment) {
    if (!takes_huge_pages(bytes)) {
        // As std::allocator does it.
        if (alignment <= __STDCPP_DEFAULT_NEW_ALIGNMENT__) return ::operator new(bytes);
        return ::operator new (bytes, std::align_val_t{alignment});
    }
    if (bytes > SIZE_MAX - huge_page_bytes) throw std::bad_alloc();
    std::size_t rounded = whole_huge_pages(bytes);
    void* memory = std::aligned_alloc(huge_page_bytes, rounded);
    if (memory == nullptr) throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    // Advice only: where the kernel declines, the array keeps small pages.
    madvise(memory, rounded, MADV_HUGEPAGE);
#endif
    return memory;
}

void free_array(void* memory, std::size_t bytes, std::size_t alignment) noexcept {
    if (!takes_huge_pages(bytes)) {
        if (alignment <= __STDCPP_DEFAULT_NEW_ALIGNMENT__) {
            ::operator delete(memory);
        } else {
            ::operator delete (memory, std::align_val_t{alignment});
        }
        return;
    }
    std::free(memory);
}

}  // namespace r2d
