#define _POSIX_C_SOURCE 200809L /* strdup under -std=c99 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baseline.h"
#include "options.h"

static const char* const usage =
    "usage: rigid2d_bench [--scenes a,b,...] [--engines a,b,...] [--steps n] [--repeats k]\n"
    "                     [--scaling] [--baseline path] [--threads n,m,...] [--batch worlds]\n"
    "                     [--snapshots] [--json] [--list]\n"
    "  --scenes   scene names (see --list; rain_<n> for n raining bodies);\n"
    "             default large_pyramid,many_pyramids,tumbler,tumbler_circles,joint_grid\n"
    "  --engines  engines to alternate; default every one built (Chipmunk with both indices)\n"
    "  --steps    steps per run instead of each scene's own count\n"
    "  --repeats  rounds; each round runs every engine once per scene (default 1)\n"
    "  --scaling  the scenes rain_1000,rain_4000,rain_16000,rain_64000\n"
    "  --baseline the rigid2d_bench of another build, run as engine rigid2d_base\n"
    "             (and rigid2d_base_<n>t for each --threads count), alternating\n"
    "             with this build (compare commits in one run)\n"
    "  --threads  rigid2d's worker counts (1 to 4): rigid2d runs once per count,\n"
    "             as rigid2d (1 worker) and rigid2d_<n>t, alternating like peers\n"
    "  --batch    time n worlds of each scene (default scene pyramid) stepped one by\n"
    "             one against r2d_worlds_step on the largest --threads count (default 2)\n"
    "             (BATCH lines; --repeats rounds, default 5)\n"
    "  --snapshots time rigid2d's snapshot save and restore against its step, at\n"
    "             each --threads count (SNAPSHOT lines; --repeats rounds, default 50)\n"
    "  --json     JSON on stdout (text goes to stderr)\n";

static const char* const default_scenes = "large_pyramid,many_pyramids,tumbler,tumbler_circles,joint_grid";
static const char* const scaling_scenes = "rain_1000,rain_4000,rain_16000,rain_64000";
/* Both Chipmunk indices: on this machine its tree won the pyramids and its
 * spatial hash the tumblers, so neither is its best everywhere. */
static const char* const default_engines = "rigid2d,box2d,chipmunk,chipmunk_hash";

/* Splits a comma list into out (pointers into a copy that lives on). */
static int32_t split_list(const char* list, const char** out, int32_t capacity)
{
    char* copy = strdup(list);
    int32_t count = 0;
    for (char* item = strtok(copy, ","); item != NULL && count < capacity; item = strtok(NULL, ",")) {
        out[count++] = item;
    }
    return count;
}

static bool set_engines(bench_options* o, const char* list, bool skip_missing)
{
    const char* names[OPTIONS_MAX_ENGINES];
    int32_t count = split_list(list, names, OPTIONS_MAX_ENGINES);
    o->engine_count = 0;
    o->worker_count_count = 0;
    for (int32_t i = 0; i < count; ++i) {
        const engine* e = engine_find(names[i]);
        if (e == NULL && !skip_missing) {
            fprintf(stderr, "rigid2d_bench: engine '%s' is not built in (see --list)\n", names[i]);
            return false;
        }
        if (e != NULL) {
            o->engines[o->engine_count++] = e;
        }
    }
    return o->engine_count > 0;
}

static bool parse_count(const char* text, int32_t* out)
{
    char* end = NULL;
    long value = text != NULL ? strtol(text, &end, 10) : 0;
    if (text == NULL || *end != '\0' || value <= 0 || value > 1000000) {
        return false;
    }
    *out = (int32_t)value;
    return true;
}

/* Puts rigid2d's variants for the listed worker counts where rigid2d
 * stands in the engine list (or at its front). */
static bool set_threads(bench_options* o, const char* list)
{
    static const char* const variants[] = {"rigid2d", "rigid2d_2t", "rigid2d_3t", "rigid2d_4t"};
    const char* counts[4];
    int32_t count = split_list(list, counts, 4);
    const engine* others[OPTIONS_MAX_ENGINES];
    int32_t other_count = 0;
    for (int32_t i = 0; i < o->engine_count; ++i) {
        if (strncmp(o->engines[i]->name, "rigid2d", 7) != 0) others[other_count++] = o->engines[i];
    }
    o->engine_count = 0;
    o->worker_count_count = 0;
    for (int32_t i = 0; i < count; ++i) {
        int32_t threads = 0;
        if (!parse_count(counts[i], &threads) || threads > 4) return false;
        o->engines[o->engine_count++] = engine_find(variants[threads - 1]);
        o->worker_counts[o->worker_count_count++] = threads;
        if (threads > o->batch_threads) o->batch_threads = threads;
    }
    for (int32_t i = 0; i < other_count && o->engine_count < OPTIONS_MAX_ENGINES; ++i) {
        o->engines[o->engine_count++] = others[i];
    }
    return count > 0;
}

bool options_parse(int argc, char** argv, bench_options* o)
{
    memset(o, 0, sizeof(*o));
    o->repeats = 1;
    o->scene_count = split_list(default_scenes, o->scenes, OPTIONS_MAX_SCENES);
    set_engines(o, default_engines, true);
    const char* baseline_path = NULL;
    const char* threads = NULL;
    bool scenes_given = false;

    for (int i = 1; i < argc; ++i) {
        const char* arg = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = true;
        if (strcmp(arg, "--scenes") == 0 && value != NULL) {
            o->scene_count = split_list(value, o->scenes, OPTIONS_MAX_SCENES);
            scenes_given = true;
            ++i;
        } else if (strcmp(arg, "--scaling") == 0) {
            o->scene_count = split_list(scaling_scenes, o->scenes, OPTIONS_MAX_SCENES);
        } else if (strcmp(arg, "--engines") == 0 && value != NULL) {
            ok = set_engines(o, value, false);
            ++i;
        } else if (strcmp(arg, "--steps") == 0) {
            ok = parse_count(value, &o->steps);
            ++i;
        } else if (strcmp(arg, "--repeats") == 0) {
            ok = parse_count(value, &o->repeats);
            ++i;
        } else if (strcmp(arg, "--baseline") == 0 && value != NULL) {
            baseline_path = value;
            ++i;
        } else if (strcmp(arg, "--threads") == 0 && value != NULL) {
            threads = value;
            ++i;
        } else if (strcmp(arg, "--batch") == 0) {
            ok = parse_count(value, &o->batch_worlds);
            ++i;
        } else if (strcmp(arg, "--snapshots") == 0) {
            o->snapshots = true;
        } else if (strcmp(arg, "--json") == 0) {
            o->json = true;
        } else if (strcmp(arg, "--list") == 0) {
            o->list = true;
        } else {
            ok = false;
        }
        if (!ok) {
            fprintf(stderr, "rigid2d_bench: bad argument '%s'\n%s", arg, usage);
            return false;
        }
    }
    /* After --engines, whichever came first on the line. */
    if (threads != NULL && !set_threads(o, threads)) {
        fprintf(stderr, "rigid2d_bench: bad --threads '%s' (counts 1 to 4)\n%s", threads, usage);
        return false;
    }
    if (o->batch_threads == 0) o->batch_threads = 2;
    if (o->batch_worlds > 0 && !scenes_given) o->scene_count = split_list("pyramid", o->scenes, OPTIONS_MAX_SCENES);
    if (o->worker_count_count == 0) o->worker_counts[o->worker_count_count++] = 1;
    for (int32_t i = 0; baseline_path != NULL && i < o->worker_count_count && o->engine_count < OPTIONS_MAX_ENGINES;
         ++i) {
        o->engines[o->engine_count++] = baseline_engine(baseline_path, o->worker_counts[i]);
    }
    if (o->engine_count == 0) {
        fprintf(stderr, "rigid2d_bench: no engine to run\n");
        return false;
    }
    return true;
}
