// The public header compiled as C++ with every warning an error: C++ users
// and binding generators see the same declarations with C linkage.
#include "rigid2d/rigid2d.h"

#include <cstdio>
#include <type_traits>

// The ids are plain values that C++ may copy like any C struct.
static_assert(std::is_trivially_copyable<r2d_body_id>::value, "ids must be plain values");
static_assert(std::is_standard_layout<r2d_contact_data>::value, "output records must be C layout");

int main()
{
    r2d_version version = r2d_get_version();
    if (version.major != R2D_VERSION_MAJOR || version.minor != R2D_VERSION_MINOR ||
        version.patch != R2D_VERSION_PATCH) {
        std::fprintf(stderr, "library %d.%d.%d, header %d.%d.%d\n", version.major, version.minor, version.patch,
                     R2D_VERSION_MAJOR, R2D_VERSION_MINOR, R2D_VERSION_PATCH);
        return 1;
    }
    r2d_world_def def = r2d_world_def_default();
    r2d_world_id world;
    if (r2d_world_create(&def, &world) != R2D_OK || r2d_world_destroy(world) != R2D_OK) {
        std::fprintf(stderr, "world round trip failed: %s\n", r2d_last_error_message());
        return 1;
    }
    return 0;
}
