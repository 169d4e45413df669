#include "api/status.h"

#include <cstdarg>
#include <cstdio>

namespace r2d {

namespace {
// Per thread, so worlds used from different threads do not mix messages.
thread_local char last_message[512] = "";
}  // namespace

r2d_status fail(r2d_status status, const char* format, ...) {
    va_list args;
    va_start(args, format);
    std::vsnprintf(last_message, sizeof(last_message), format, args);
    va_end(args);
    return status;
}

r2d_status succeed() {
    last_message[0] = '\0';
    return R2D_OK;
}

}  // namespace r2d

extern "C" {

const char* r2d_status_string(r2d_status status) {
    switch (status) {
        case R2D_OK: return "success";
        case R2D_ERROR_NULL_POINTER: return "a required pointer was null";
        case R2D_ERROR_INVALID_NUMBER: return "a number was NaN or infinite";
        case R2D_ERROR_OUT_OF_RANGE: return "a number was outside its allowed range";
        case R2D_ERROR_INVALID_ID: return "the id is null, destroyed, stale or malformed";
        case R2D_ERROR_WRONG_WORLD: return "the ids belong to different worlds";
        case R2D_ERROR_DEGENERATE_POLYGON: return "the points are collinear, repeated or too close";
        case R2D_ERROR_TOO_MANY_VERTICES: return "too many points";
        case R2D_ERROR_SELF_INTERSECTING: return "the polygon's edges cross";
        case R2D_ERROR_INVALID_ARGUMENT: return "an argument was invalid";
        case R2D_ERROR_CAPACITY: return "a capacity limit was reached";
        case R2D_ERROR_OUT_OF_MEMORY: return "out of memory";
        case R2D_ERROR_LOCKED: return "the world is locked by a step or a draw in progress";
        case R2D_ERROR_INVALID_OPERATION: return "the operation is not possible for this object";
    }
    return "unknown status code";
}

const char* r2d_last_error_message(void) {
    return r2d::last_message;
}

r2d_version r2d_get_version(void) {
    return {R2D_VERSION_MAJOR, R2D_VERSION_MINOR, R2D_VERSION_PATCH, R2D_ABI_VERSION};
}

}  // extern "C"
