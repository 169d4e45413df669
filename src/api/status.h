// Status codes and the per-thread message of the last failure.
#pragma once

#include "rigid2d/rigid2d.h"

namespace r2d {

// Records a failure with a printf-style detail message and returns status.
r2d_status fail(r2d_status status, const char* format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

// Clears the message and returns R2D_OK.
r2d_status succeed();

}  // namespace r2d

#include <new>

namespace r2d {

// Runs body, turning an allocation failure into R2D_ERROR_OUT_OF_MEMORY so
// that no exception crosses the C boundary.
template <class Body>
r2d_status guard_allocation(Body&& body) {
    try {
        return body();
    } catch (const std::bad_alloc&) {
        return fail(R2D_ERROR_OUT_OF_MEMORY, "out of memory");
    }
}

}  // namespace r2d
