#include "failing_allocations.h"

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

namespace {

std::atomic<long> allocations_left{-1};  // negative: none fails
std::atomic<long> allocations_seen{0};
std::atomic<bool> one_failed{false};

void* allocate_or_throw(std::size_t size, std::size_t alignment) {
    void* memory = failing_allocations_allocate(size, alignment);
    if (memory == nullptr) throw std::bad_alloc();
    return memory;
}

}  // namespace

extern "C" void failing_allocations_arm(long after) {
    one_failed = false;
    allocations_seen = 0;
    allocations_left = after;
}

extern "C" bool failing_allocations_disarm(void) {
    allocations_left = -1;
    return one_failed.exchange(false);
}

extern "C" long failing_allocations_seen(void) {
    return allocations_seen;
}

extern "C" void* failing_allocations_allocate(size_t size, size_t alignment) {
    if (allocations_left.load(std::memory_order_relaxed) >= 0) {
        allocations_seen += 1;
        if (allocations_left.fetch_sub(1) == 0) {
            one_failed = true;
            return nullptr;
        }
    }
    if (size == 0) size = 1;
    if (alignment <= alignof(std::max_align_t)) return std::malloc(size);
    void* memory = nullptr;
    return posix_memalign(&memory, alignment, size) == 0 ? memory : nullptr;
}

void* operator new(std::size_t size) { return allocate_or_throw(size, 0); }
void* operator new[](std::size_t size) { return allocate_or_throw(size, 0); }
void* operator new(std::size_t size, std::align_val_t a) { return allocate_or_throw(size, std::size_t(a)); }
void* operator new[](std::size_t size, std::align_val_t a) { return allocate_or_throw(size, std::size_t(a)); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return failing_allocations_allocate(size, 0); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return failing_allocations_allocate(size, 0); }
void* operator new(std::size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
    return failing_allocations_allocate(size, std::size_t(a));
}
void* operator new[](std::size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
    return failing_allocations_allocate(size, std::size_t(a));
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
