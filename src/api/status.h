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

#include <exception>

namespace r2d {

// Runs body so that no exception crosses the C boundary: every entry point
// returning a status runs its whole body in it (tests/abi/check_guards.py).
// The standard library throws only when memory runs out or a container
// would outgrow its limit; both are reported as R2D_ERROR_OUT_OF_MEMORY.
// Mutations reserve their room before they change anything, so a refused
// call has changed nothing (tests/hardening/oom_harness.cpp).
template <class Body>
r2d_status guard_allocation(Body&& body) {
    try {
        return body();
    } catch (const std::exception& error) {
        return fail(R2D_ERROR_OUT_OF_MEMORY, "out of memory (%s)", error.what());
    } catch (...) {
        return fail(R2D_ERROR_OUT_OF_MEMORY, "out of memory");
    }
}

}  // namespace r2d
