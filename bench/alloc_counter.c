/* Interposed allocator entry points: count, then forward to glibc's own.
 * Built with -fno-builtin so the compiler does not treat these as the
 * library functions they replace. */
#include <errno.h>
#include <stddef.h>

#include "alloc_counter.h"

extern void* __libc_malloc(size_t size);
extern void* __libc_calloc(size_t count, size_t size);
extern void* __libc_realloc(void* pointer, size_t size);
extern void* __libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void* pointer);

static uint64_t allocations;

static void count_one(void)
{
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

uint64_t alloc_count(void)
{
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

void* malloc(size_t size)
{
    count_one();
    return __libc_malloc(size);
}

void* calloc(size_t count, size_t size)
{
    count_one();
    return __libc_calloc(count, size);
}

void* realloc(void* pointer, size_t size)
{
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void* pointer)
{
    __libc_free(pointer);
}

void* memalign(size_t alignment, size_t size)
{
    count_one();
    return __libc_memalign(alignment, size);
}

void* aligned_alloc(size_t alignment, size_t size)
{
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void** out, size_t alignment, size_t size)
{
    if (alignment < sizeof(void*) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    count_one();
    void* pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) {
        return ENOMEM;
    }
    *out = pointer;
    return 0;
}
