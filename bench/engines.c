/* The registry of adapters that this build has. */
#include <string.h>

#include "engine.h"

#ifdef BENCH_HAVE_RIGID2D
extern const engine engine_rigid2d;
extern const engine engine_rigid2d_2t;
extern const engine engine_rigid2d_3t;
extern const engine engine_rigid2d_4t;
#endif
#ifdef BENCH_HAVE_BOX2D
extern const engine engine_box2d;
#endif
#ifdef BENCH_HAVE_CHIPMUNK
extern const engine engine_chipmunk;
extern const engine engine_chipmunk_hash;
#endif

static const engine* const available[] = {
#ifdef BENCH_HAVE_RIGID2D
    &engine_rigid2d,
    &engine_rigid2d_2t,
    &engine_rigid2d_3t,
    &engine_rigid2d_4t,
#endif
#ifdef BENCH_HAVE_BOX2D
    &engine_box2d,
#endif
#ifdef BENCH_HAVE_CHIPMUNK
    &engine_chipmunk,
    &engine_chipmunk_hash,
#endif
    NULL,
};

const engine* const* engines_available(void)
{
    return available;
}

const engine* engine_find(const char* name)
{
    for (size_t i = 0; available[i] != NULL; ++i) {
        if (strcmp(available[i]->name, name) == 0) {
            return available[i];
        }
    }
    return NULL;
}
