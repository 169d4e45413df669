/*
 * libFuzzer harness over the public C API: the input bytes are a program of
 * API calls on a few worlds, their bodies, shapes and joints, with numbers drawn
 * from normal values, extremes, zero, negatives, NaN and infinities, and
 * with live, stale and made-up ids. After every call it checks the ABI's
 * promises and abort()s on the first broken one, so libFuzzer reports it:
 *
 *  - a status is a known code; a failure has a message, a success has "";
 *  - a refused call (and any query, whatever its status) leaves every live
 *    world's body, shape and joint counts and state hash as they were;
 *  - a call that carried NaN or an infinity inside a definition the
 *    library reads is refused;
 *  - an id this program destroyed (or whose world it destroyed) is refused
 *    with INVALID_ID, and a body of one world is refused by another;
 *  - each world holds exactly the bodies, shapes and joints this program
 *    made, and destroying a body destroys its joints and chains;
 *  - a chain's segments are shapes that go only with their chain;
 *  - a world only holds finite positions and velocities;
 *  - query and contact callbacks are locked out of their world, and a
 *    pre-solve callback sees one or two finite points and a unit normal.
 *
 * The finiteness rule: the header accepts any finite float for positions,
 * velocities, forces, gravity and sizes, and DEVELOPERS.md says no input
 * corrupts a world, so a non-finite state is a finding even when it follows
 * a legal but absurd number (|x| > 1e6, or non-zero |x| < 1e-6). Those are
 * reported as "after absurd input" to tell them apart from plain bugs. To
 * fuzz past them (while the engine is being fixed), set
 * R2D_FUZZ_TOLERATE_ABSURD=1: worlds that accepted an absurd number are
 * then exempt from the finiteness check, every other check stays.
 * R2D_FUZZ_TRACE=1 prints every checked call and its status, and every
 * number drawn from the input.
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "failing_allocations.h"
#include "rigid2d/rigid2d.h"
#include "world_probe.h"

#define MAX_LIVE_WORLDS 3
#define WORLD_SLOTS 5
#define BODY_SLOTS 48
#define SHAPE_SLOTS 256
#define JOINT_SLOTS 32
#define CHAIN_SLOTS 8
#define CHAIN_POINTS 40
#define POINT_BUFFER (R2D_MAX_CONCAVE_VERTICES + 8)
#define PIECE_BUFFER R2D_MAX_CONCAVE_VERTICES

typedef enum slot_state { SLOT_EMPTY = 0, SLOT_ALIVE, SLOT_DEAD } slot_state;

typedef struct world_slot {
    slot_state state;
    r2d_world_id id;
    bool absurd; /* accepted a legal but absurd number */
} world_slot;

typedef struct body_slot {
    slot_state state;
    r2d_body_id id;
    int world;
    int32_t shape_count; /* shapes this program added and did not destroy */
} body_slot;

typedef struct shape_slot {
    slot_state state;
    r2d_shape_id id;
    int body;
    int chain; /* the chain's slot + 1; 0 for a shape of no chain */
} shape_slot;

typedef struct chain_slot {
    slot_state state;
    r2d_chain_id id;
    int body;
} chain_slot;

typedef struct joint_slot {
    slot_state state;
    r2d_joint_id id;
    int world;
    int body_a;
    int body_b;
} joint_slot;

/* What a call must not change when it is refused. */
typedef struct world_snapshot {
    bool live;
    int32_t body_count;
    int32_t shape_count;
    int32_t joint_count;
    int32_t awake_count;
    int32_t contact_count;
    r2d_vec2 gravity;
    uint64_t state_hash;
} world_snapshot;

/* The context of a world's contact callbacks: which world they must be
 * locked out of, and what steers their answers. */
typedef struct contact_callback_context {
    r2d_world_id world;
    int answer_selector;
    int calls;
} contact_callback_context;

typedef struct program {
    const uint8_t* data;
    size_t size;
    size_t position;
    world_slot worlds[WORLD_SLOTS];
    body_slot bodies[BODY_SLOTS];
    shape_slot shapes[SHAPE_SLOTS];
    joint_slot joints[JOINT_SLOTS];
    chain_slot chains[CHAIN_SLOTS];
    /* Set by the number readers while one operation builds its arguments. */
    bool saw_nonfinite;
    bool saw_absurd;
    bool tolerate_absurd;
    /* What each world's contact callbacks are handed (op_contact_callbacks). */
    contact_callback_context callback_contexts[WORLD_SLOTS];
} program;

static void violation(const char* what, const char* call, r2d_status status)
{
    fprintf(stderr, "rigid2d fuzz violation: %s\n  call: %s\n  status: %d (%s)\n  last error: %s\n", what, call,
            (int)status, r2d_status_string(status), r2d_last_error_message());
    abort();
}

/* ---- Reading the program ------------------------------------------ */

static uint8_t take_byte(program* p)
{
    return p->position < p->size ? p->data[p->position++] : 0;
}

static uint32_t take_u32(program* p)
{
    uint32_t value = 0;
    for (int i = 0; i < 4; ++i) {
        value = (value << 8) | take_byte(p);
    }
    return value;
}

static bool take_bool(program* p)
{
    return (take_byte(p) & 1u) != 0;
}

/* True about once in n calls, decided by the input; false once the input
 * is used up, so a short input ends in ordinary calls, not null pointers. */
static bool take_chance(program* p, unsigned n)
{
    return p->position < p->size && take_byte(p) % n == 0;
}

static bool is_absurd(float x)
{
    float magnitude = fabsf(x);
    return isfinite(x) && (magnitude > 1e6f || (magnitude > 0.0f && magnitude < 1e-6f));
}

static bool trace_calls;

static float note_number(program* p, float x)
{
    if (trace_calls) {
        fprintf(stderr, "  number %.9g\n", (double)x);
    }
    p->saw_nonfinite |= !isfinite(x);
    p->saw_absurd |= is_absurd(x);
    return x;
}

/* Any float: a catalogue of troublemakers, a small everyday number, or raw bits. */
static float take_float(program* p)
{
    static const float catalogue[] = {
        0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 2.0f, 10.0f, -10.0f, 100.0f, -100.0f, 1000.0f, 1e-3f, 1e-6f, 1e-30f,
        FLT_MIN, 1e-40f, 1e6f, -1e6f, 1e20f, 1e38f, -1e38f, FLT_MAX, -FLT_MAX, NAN, INFINITY, -INFINITY,
        1.0f / 60.0f, 3.14159265f, -0.5f, 50.0f, 0.05f, 300.0f,
    };
    const unsigned catalogue_size = sizeof catalogue / sizeof catalogue[0];
    uint8_t selector = take_byte(p);
    float x;
    if (selector < catalogue_size) {
        x = catalogue[selector];
    } else if (selector < 250) {
        x = ((float)take_byte(p) - 128.0f) / 8.0f; /* -16..16 in steps of 1/8 */
    } else {
        uint32_t bits = take_u32(p);
        memcpy(&x, &bits, sizeof x);
    }
    return note_number(p, x);
}

/* A float that is usually sensible (-16..16), sometimes anything. */
static float take_usual_float(program* p)
{
    if (take_chance(p, 8)) {
        return take_float(p);
    }
    return ((float)take_byte(p) - 128.0f) / 8.0f;
}

/* A size that is usually positive and sensible (1/16..16 m). */
static float take_size(program* p)
{
    if (take_chance(p, 8)) {
        return take_float(p);
    }
    return (float)(take_byte(p) % 128 + 1) / 8.0f;
}

static r2d_vec2 take_vec2(program* p)
{
    r2d_vec2 v;
    v.x = take_usual_float(p);
    v.y = take_usual_float(p);
    return v;
}

static int32_t take_int(program* p)
{
    static const int32_t catalogue[] = {0, 1, 2, 3, 4, 8, 9, 64, 65, 256, 257, -1, INT32_MAX, INT32_MIN};
    uint8_t selector = take_byte(p);
    if (selector < sizeof catalogue / sizeof catalogue[0]) {
        return catalogue[selector];
    }
    return (int32_t)(selector % 16);
}

/* A struct_size: mostly the right one, sometimes zero or too big. A wrong
 * size may make the library ignore fields, so its result proves less. */
static uint32_t take_struct_size(program* p, uint32_t right, bool* exact)
{
    uint8_t selector = take_byte(p);
    *exact = selector >= 16;
    if (*exact) {
        return right;
    }
    static const uint32_t others[] = {0, 1, 4, 8, 1u << 20, 0xffffffffu};
    return selector < 6 ? others[selector] : right - 4u * (selector % 4);
}

/* ---- Ids ----------------------------------------------------------- */

/* Made-up id bits; the two halves read in a fixed order. */
static uint64_t take_id_bits(program* p)
{
    uint64_t high = take_u32(p);
    return (high << 32) | take_u32(p);
}

static int take_world_slot(program* p)
{
    return take_byte(p) % WORLD_SLOTS;
}

/* The slot whose id has these bits, a live one first: libFuzzer's
 * comparison tracing can guess real ids, which then count as that slot's. */
static int find_slot(uint64_t bits, const slot_state* first_state, const uint64_t* first_bits, size_t stride,
                     int slot_count)
{
    int found = -1;
    for (int i = 0; i < slot_count && bits != 0; ++i) {
        const slot_state* state = (const slot_state*)((const char*)first_state + stride * (size_t)i);
        const uint64_t* slot_bits = (const uint64_t*)((const char*)first_bits + stride * (size_t)i);
        if (*state != SLOT_EMPTY && *slot_bits == bits && (found < 0 || *state == SLOT_ALIVE)) {
            found = i;
        }
    }
    return found;
}

/* A world id: a slot's (live or dead), the null id, or made-up bits. */
static r2d_world_id take_world_id(program* p, int* slot)
{
    r2d_world_id id = {0};
    uint8_t selector = take_byte(p);
    *slot = -1;
    if (selector < 240) {
        *slot = selector % WORLD_SLOTS;
        return p->worlds[*slot].id;
    }
    if (selector < 248) {
        id.bits = take_id_bits(p);
    }
    *slot = find_slot(id.bits, &p->worlds[0].state, &p->worlds[0].id.bits, sizeof p->worlds[0], WORLD_SLOTS);
    return id;
}

static r2d_body_id take_body_id(program* p, int* slot)
{
    r2d_body_id id = {0};
    uint8_t selector = take_byte(p);
    *slot = -1;
    if (selector < 240) {
        *slot = selector % BODY_SLOTS;
        return p->bodies[*slot].id;
    }
    if (selector < 248) {
        id.bits = take_id_bits(p);
    }
    *slot = find_slot(id.bits, &p->bodies[0].state, &p->bodies[0].id.bits, sizeof p->bodies[0], BODY_SLOTS);
    return id;
}

static r2d_shape_id take_shape_id(program* p, int* slot)
{
    r2d_shape_id id = {0};
    uint8_t selector = take_byte(p);
    *slot = -1;
    if (selector < 240) {
        *slot = selector % SHAPE_SLOTS;
        return p->shapes[*slot].id;
    }
    if (selector < 248) {
        id.bits = take_id_bits(p);
    }
    *slot = find_slot(id.bits, &p->shapes[0].state, &p->shapes[0].id.bits, sizeof p->shapes[0], SHAPE_SLOTS);
    return id;
}

static r2d_joint_id take_joint_id(program* p, int* slot)
{
    r2d_joint_id id = {0};
    uint8_t selector = take_byte(p);
    *slot = -1;
    if (selector < 240) {
        *slot = selector % JOINT_SLOTS;
        return p->joints[*slot].id;
    }
    if (selector < 248) {
        id.bits = take_id_bits(p);
    }
    *slot = find_slot(id.bits, &p->joints[0].state, &p->joints[0].id.bits, sizeof p->joints[0], JOINT_SLOTS);
    return id;
}

static int live_world_count(const program* p)
{
    int count = 0;
    for (int i = 0; i < WORLD_SLOTS; ++i) {
        count += p->worlds[i].state == SLOT_ALIVE;
    }
    return count;
}

/* A slot for a new object: an empty one first, else a dead one (keeping
 * as many stale ids around as possible), else -1. */
static int free_body_slot(const program* p)
{
    for (int i = 0; i < BODY_SLOTS; ++i) {
        if (p->bodies[i].state == SLOT_EMPTY) {
            return i;
        }
    }
    for (int i = 0; i < BODY_SLOTS; ++i) {
        if (p->bodies[i].state == SLOT_DEAD) {
            return i;
        }
    }
    return -1;
}

static int free_shape_slot(const program* p)
{
    for (int i = 0; i < SHAPE_SLOTS; ++i) {
        if (p->shapes[i].state == SLOT_EMPTY) {
            return i;
        }
    }
    for (int i = 0; i < SHAPE_SLOTS; ++i) {
        if (p->shapes[i].state == SLOT_DEAD) {
            return i;
        }
    }
    return -1;
}

static int free_joint_slot(const program* p)
{
    for (int i = 0; i < JOINT_SLOTS; ++i) {
        if (p->joints[i].state == SLOT_EMPTY) {
            return i;
        }
    }
    for (int i = 0; i < JOINT_SLOTS; ++i) {
        if (p->joints[i].state == SLOT_DEAD) {
            return i;
        }
    }
    return -1;
}

static int32_t free_shape_slot_count(const program* p)
{
    int32_t count = 0;
    for (int i = 0; i < SHAPE_SLOTS; ++i) {
        count += p->shapes[i].state != SLOT_ALIVE;
    }
    return count;
}

/* Callers make sure a slot is free (see op_shape_create), so every live
 * shape is tracked and the world's shape count can be checked exactly. */
static int remember_shape(program* p, r2d_shape_id id, int body)
{
    int slot = free_shape_slot(p);
    p->shapes[slot].state = SLOT_ALIVE;
    p->shapes[slot].id = id;
    p->shapes[slot].body = body;
    p->shapes[slot].chain = 0;
    p->bodies[body].shape_count++;
    return slot;
}

static void kill_shapes_of_body(program* p, int body)
{
    for (int i = 0; i < SHAPE_SLOTS; ++i) {
        if (p->shapes[i].state == SLOT_ALIVE && p->shapes[i].body == body) {
            p->shapes[i].state = SLOT_DEAD;
        }
    }
    p->bodies[body].shape_count = 0;
}

static void kill_body(program* p, int body)
{
    kill_shapes_of_body(p, body);
    for (int i = 0; i < CHAIN_SLOTS; ++i) {
        if (p->chains[i].state == SLOT_ALIVE && p->chains[i].body == body) {
            p->chains[i].state = SLOT_DEAD;
        }
    }
    for (int i = 0; i < JOINT_SLOTS; ++i) {
        if (p->joints[i].state == SLOT_ALIVE && (p->joints[i].body_a == body || p->joints[i].body_b == body)) {
            p->joints[i].state = SLOT_DEAD;
        }
    }
    p->bodies[body].state = SLOT_DEAD;
}

static void kill_world(program* p, int world)
{
    for (int i = 0; i < BODY_SLOTS; ++i) {
        if (p->bodies[i].state == SLOT_ALIVE && p->bodies[i].world == world) {
            kill_body(p, i);
        }
    }
    p->worlds[world].state = SLOT_DEAD;
}

/* ---- Checks -------------------------------------------------------- */

static void take_snapshots(const program* p, world_snapshot snapshots[WORLD_SLOTS])
{
    for (int i = 0; i < WORLD_SLOTS; ++i) {
        world_snapshot* s = &snapshots[i];
        memset(s, 0, sizeof *s);
        s->live = p->worlds[i].state == SLOT_ALIVE;
        if (!s->live) {
            continue;
        }
        r2d_world_id w = p->worlds[i].id;
        if (r2d_world_get_body_count(w, &s->body_count) != R2D_OK ||
            r2d_world_get_shape_count(w, &s->shape_count) != R2D_OK ||
            r2d_world_get_joint_count(w, &s->joint_count) != R2D_OK ||
            r2d_world_get_awake_body_count(w, &s->awake_count) != R2D_OK ||
            r2d_world_get_contact_count(w, &s->contact_count) != R2D_OK ||
            r2d_world_get_gravity(w, &s->gravity) != R2D_OK) {
            violation("a live world refused a query", "snapshot", R2D_OK);
        }
        s->state_hash = probe_state_hash(w);
    }
}

static bool snapshots_equal(const world_snapshot* a, const world_snapshot* b)
{
    return a->live == b->live && a->body_count == b->body_count && a->shape_count == b->shape_count &&
           a->joint_count == b->joint_count &&
           a->awake_count == b->awake_count && a->contact_count == b->contact_count &&
           memcmp(&a->gravity, &b->gravity, sizeof a->gravity) == 0 && a->state_hash == b->state_hash;
}

static void check_unchanged(const program* p, const world_snapshot before[WORLD_SLOTS], const char* call,
                            r2d_status status)
{
    world_snapshot after[WORLD_SLOTS];
    take_snapshots(p, after);
    for (int i = 0; i < WORLD_SLOTS; ++i) {
        if (!snapshots_equal(&before[i], &after[i])) {
            violation("a refused call or a query changed a world", call, status);
        }
    }
}

/* The status and message promises, read right after the call. */
static void check_status(r2d_status status, const char* call)
{
    const char* message = r2d_last_error_message();
    if (trace_calls) {
        fprintf(stderr, "%s -> %s %s\n", call, r2d_status_string(status), message ? message : "(null)");
    }
    if ((int)status < R2D_OK || (int)status > R2D_ERROR_INVALID_OPERATION) {
        violation("unknown status code", call, status);
    }
    if (message == NULL || r2d_status_string(status) == NULL) {
        violation("null message", call, status);
    }
    if (status == R2D_OK && message[0] != '\0') {
        violation("a success left an error message", call, status);
    }
    if (status != R2D_OK && message[0] == '\0') {
        violation("a failure has no message", call, status);
    }
}

/* One mutating call: status rules, then "refused means unchanged", then
 * "NaN or infinity is never accepted" when the definition was read whole. */
static void check_mutation(const program* p, const world_snapshot before[WORLD_SLOTS], const char* call,
                           r2d_status status, bool inputs_read_whole)
{
    check_status(status, call);
    if (status != R2D_OK) {
        check_unchanged(p, before, call, status);
    } else if (p->saw_nonfinite && inputs_read_whole) {
        violation("accepted NaN or an infinity", call, status);
    }
}

static void check_query(const program* p, const world_snapshot before[WORLD_SLOTS], const char* call,
                        r2d_status status)
{
    check_status(status, call);
    check_unchanged(p, before, call, status);
}

/* A call on an id this program destroyed must say INVALID_ID. */
static void check_stale(r2d_status status, const char* call)
{
    check_status(status, call);
    if (status != R2D_ERROR_INVALID_ID) {
        violation("a destroyed id was not refused with INVALID_ID", call, status);
    }
}

/* Counts equal what this program made, and states are finite. */
static void check_worlds(const program* p)
{
    for (int w = 0; w < WORLD_SLOTS; ++w) {
        if (p->worlds[w].state != SLOT_ALIVE) {
            continue;
        }
        int32_t expected_bodies = 0, expected_shapes = 0, expected_joints = 0, bodies = -1, shapes = -1, joints = -1;
        for (int b = 0; b < BODY_SLOTS; ++b) {
            if (p->bodies[b].state == SLOT_ALIVE && p->bodies[b].world == w) {
                expected_bodies++;
                expected_shapes += p->bodies[b].shape_count;
            }
        }
        for (int j = 0; j < JOINT_SLOTS; ++j) {
            expected_joints += p->joints[j].state == SLOT_ALIVE && p->joints[j].world == w;
        }
        r2d_world_get_body_count(p->worlds[w].id, &bodies);
        r2d_world_get_shape_count(p->worlds[w].id, &shapes);
        r2d_world_get_joint_count(p->worlds[w].id, &joints);
        if (bodies != expected_bodies || shapes != expected_shapes || joints != expected_joints) {
            fprintf(stderr, "bodies %d (expected %d), shapes %d (expected %d), joints %d (expected %d)\n", bodies,
                    expected_bodies, shapes, expected_shapes, joints, expected_joints);
            violation("a world's counts differ from what was created", "r2d_world_get_*_count", R2D_OK);
        }
        if (!probe_states_finite(p->worlds[w].id)) {
            if (!p->worlds[w].absurd) {
                violation("non-finite state in a world fed only normal numbers", "state check", R2D_OK);
            }
            if (!p->tolerate_absurd) {
                violation("non-finite state after absurd input (legal but huge or tiny numbers)", "state check",
                          R2D_OK);
            }
        }
    }
}

/* Taints the world of an accepted call that carried an absurd number. */
static void note_accepted(program* p, r2d_status status, int world)
{
    if (status == R2D_OK && p->saw_absurd && world >= 0) {
        p->worlds[world].absurd = true;
    }
}

static int world_of_body_slot(const program* p, int slot)
{
    return slot >= 0 && p->bodies[slot].state == SLOT_ALIVE ? p->bodies[slot].world : -1;
}

/* ---- Operations ---------------------------------------------------- */

/* A quarter of the time a mutating call runs with one of its first four
 * allocations failing (a call that allocates less is not disturbed): it must then refuse with OUT_OF_MEMORY and change nothing,
 * which check_mutation checks as it checks any refusal (or succeed, having
 * done without what it could not get). */
static void maybe_fail_an_allocation(program* p)
{
    uint8_t byte = take_byte(p);
    if (byte >= 192) failing_allocations_arm((long)(byte % 4));
}

static void stop_failing_allocations(r2d_status status, const char* call)
{
    bool failed = failing_allocations_disarm();
    if (status == R2D_ERROR_OUT_OF_MEMORY && !failed) {
        violation("OUT_OF_MEMORY although every allocation succeeded", call, status);
    }
}

/* A task system that runs a step's ranges inline from the last to the
 * first, when finish is called: results must not depend on it. */
typedef struct pending_task {
    r2d_task_fn task;
    int32_t item_count;
    int32_t min_range;
    void* context;
} pending_task;

static pending_task fuzz_pending;

static void* enqueue_backwards(r2d_task_fn task, int32_t item_count, int32_t min_range, void* task_context,
                               void* user_context)
{
    (void)user_context;
    fuzz_pending = (pending_task){task, item_count, min_range, task_context};
    return &fuzz_pending;
}

static void finish_backwards(void* user_task, void* user_context)
{
    (void)user_context;
    pending_task* t = (pending_task*)user_task;
    for (int32_t start = (t->item_count - 1) / t->min_range * t->min_range; start >= 0; start -= t->min_range) {
        int32_t end = start + t->min_range < t->item_count ? start + t->min_range : t->item_count;
        t->task(start, end, 0, t->context);
    }
}

static void op_world_create(program* p, const world_snapshot before[WORLD_SLOTS])
{
    if (live_world_count(p) >= MAX_LIVE_WORLDS) {
        return;
    }
    int slot = -1;
    for (int i = 0; i < WORLD_SLOTS && slot < 0; ++i) {
        slot = p->worlds[i].state == SLOT_EMPTY ? i : -1;
    }
    for (int i = 0; i < WORLD_SLOTS && slot < 0; ++i) {
        slot = p->worlds[i].state == SLOT_DEAD ? i : -1;
    }
    r2d_world_def def = r2d_world_def_default();
    bool exact = true;
    if (take_bool(p)) {
        def.struct_size = take_struct_size(p, sizeof def, &exact);
        def.gravity = take_vec2(p);
        def.substep_count = take_int(p);
        def.contact_hertz = take_usual_float(p);
        def.contact_damping_ratio = take_usual_float(p);
        def.contact_push_max_speed = take_usual_float(p);
        def.restitution_threshold = take_usual_float(p);
        def.enable_sleep = take_bool(p);
        def.time_to_sleep = take_usual_float(p);
        def.sleep_speed = take_usual_float(p);
        def.hit_event_threshold = take_usual_float(p); /* hit events */
        /* Workers: mostly 1 to 4 threads of the world's own, sometimes the
         * task callbacks below, sometimes a count out of range or one
         * callback without the other. */
        uint8_t workers = take_byte(p);
        def.worker_count = workers < 240 ? 1 + workers % 4 : (int32_t)take_u32(p);
        uint8_t tasks = take_byte(p);
        if (tasks % 8 == 1 || tasks % 8 == 2) def.enqueue_task = enqueue_backwards;
        if (tasks % 8 == 1 || tasks % 8 == 3) def.finish_task = finish_backwards;
    }
    r2d_world_id id = {0};
    bool null_out = take_chance(p, 16);
    const r2d_world_def* def_arg = take_chance(p, 16) ? NULL : &def;
    maybe_fail_an_allocation(p);
    r2d_status status = r2d_world_create(def_arg, null_out ? NULL : &id);
    stop_failing_allocations(status, "r2d_world_create");
    check_mutation(p, before, "r2d_world_create", status, exact);
    if (status == R2D_OK) {
        p->worlds[slot].state = SLOT_ALIVE;
        p->worlds[slot].id = id;
        p->worlds[slot].absurd = p->saw_absurd;
    }
}

static void op_world_destroy(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id id = take_world_id(p, &slot);
    r2d_status status = r2d_world_destroy(id);
    if (slot >= 0 && p->worlds[slot].state == SLOT_DEAD) {
        check_stale(status, "r2d_world_destroy (destroyed world)");
        return;
    }
    check_mutation(p, before, "r2d_world_destroy", status, true);
    if (status == R2D_OK && slot >= 0) {
        kill_world(p, slot);
    }
}

/* A live world's profile holds times: each stage finite and not
 * negative, and the stages, laps of the step's clock, within the step. A
 * null out pointer is refused. */
static void check_profile(r2d_world_id world)
{
    r2d_step_profile profile;
    if (r2d_world_get_profile(world, &profile) != R2D_OK) {
        return; /* a stale or null id: refused like any other call */
    }
    const float stages[] = {profile.pairs,    profile.collide,    profile.prepare, profile.substeps, profile.store,
                            profile.finalize, profile.continuous, profile.sleep,   profile.sensors};
    double sum = 0.0;
    for (size_t i = 0; i < sizeof(stages) / sizeof(stages[0]); ++i) {
        if (!(stages[i] >= 0.0f && stages[i] < INFINITY)) violation("a stage time that is not a time", "r2d_world_get_profile", R2D_OK);
        sum += stages[i];
    }
    if (!(profile.step >= 0.0f && profile.step < INFINITY) || sum > (double)profile.step * 1.0001 + 1e-6) {
        violation("stages longer than their step", "r2d_world_get_profile", R2D_OK);
    }
    r2d_status status = r2d_world_get_profile(world, NULL);
    if (status != R2D_ERROR_NULL_POINTER) violation("a null profile pointer was not refused", "r2d_world_get_profile", status);
}

static void op_world_step(program* p, const world_snapshot before[WORLD_SLOTS])
{
    static const float usual_steps[] = {1.0f / 60.0f, 1.0f / 240.0f, 1.0f / 30.0f, 1.0f, 0.1f, 1e-4f};
    int slot;
    r2d_world_id id = take_world_id(p, &slot);
    uint8_t selector = take_byte(p);
    float dt = selector < 200 ? usual_steps[selector % 6] : take_float(p);
    int repeat = 1 + take_byte(p) % 4;
    for (int i = 0; i < repeat; ++i) {
        world_snapshot now[WORLD_SLOTS];
        if (i > 0) {
            take_snapshots(p, now);
        }
        /* Now and then as a batch: of this world alone, which must step it
         * as r2d_world_step does, or of it twice, which must be refused. */
        uint8_t batch = take_byte(p);
        r2d_world_id twice[2] = {id, id};
        int32_t threads = batch < 250 ? 1 + batch % 3 : (int32_t)take_u32(p);
        r2d_status status = batch % 4 != 0   ? r2d_world_step(id, dt)
                            : batch % 8 == 0 ? r2d_worlds_step(twice, 1, dt, threads)
                                             : r2d_worlds_step(twice, 2, dt, threads);
        if (batch % 8 == 4 && status == R2D_OK) violation("a batch naming one world twice was stepped", "r2d_worlds_step", status);
        if (slot >= 0 && p->worlds[slot].state == SLOT_DEAD) {
            check_stale(status, "r2d_world_step (destroyed world)");
            return;
        }
        check_mutation(p, i > 0 ? now : before, "r2d_world_step", status, true);
        int32_t worker_count = 0;
        if (r2d_world_get_worker_count(id, &worker_count) == R2D_OK && (worker_count < 1 || worker_count > 64)) {
            violation("a worker count outside what creation accepts", "r2d_world_get_worker_count", R2D_OK);
        }
        check_profile(id);
        note_accepted(p, status, slot);
        if (status != R2D_OK) {
            return;
        }
    }
}

static void op_body_create(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot = free_body_slot(p);
    if (slot < 0) {
        return;
    }
    int world;
    r2d_world_id world_id = take_world_id(p, &world);
    r2d_body_def def = r2d_body_def_default();
    bool exact = true;
    uint8_t type_selector = take_byte(p);
    def.type = type_selector < 250 ? (int32_t)(type_selector % 3) : take_int(p);
    def.position = take_vec2(p);
    if (take_bool(p)) {
        def.struct_size = take_struct_size(p, sizeof def, &exact);
        def.angle = take_usual_float(p);
        def.linear_velocity = take_vec2(p);
        def.angular_velocity = take_usual_float(p);
        def.linear_damping = take_usual_float(p);
        def.angular_damping = take_usual_float(p);
        def.gravity_scale = take_usual_float(p);
        def.fixed_rotation = take_bool(p);
        def.allow_sleep = take_bool(p);
        def.awake = take_bool(p);
        def.user_data = take_u32(p);
    }
    r2d_body_id id = {0};
    const r2d_body_def* def_arg = take_chance(p, 16) ? NULL : &def;
    r2d_body_id* out_body = take_chance(p, 16) ? NULL : &id;
    maybe_fail_an_allocation(p);
    r2d_status status = r2d_body_create(world_id, def_arg, out_body);
    stop_failing_allocations(status, "r2d_body_create");
    if (world >= 0 && p->worlds[world].state == SLOT_DEAD) {
        check_stale(status, "r2d_body_create (destroyed world)");
        return;
    }
    check_mutation(p, before, "r2d_body_create", status, exact);
    note_accepted(p, status, world);
    if (status == R2D_OK) {
        if (world < 0 || p->worlds[world].state != SLOT_ALIVE) {
            violation("a body was created in a null or made-up world", "r2d_body_create", status);
        }
        p->bodies[slot].state = SLOT_ALIVE;
        p->bodies[slot].id = id;
        p->bodies[slot].world = world;
        p->bodies[slot].shape_count = 0;
    }
}

static void op_body_destroy(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_body_id id = take_body_id(p, &slot);
    maybe_fail_an_allocation(p);
    r2d_status status = r2d_body_destroy(id);
    stop_failing_allocations(status, "r2d_body_destroy");
    if (slot >= 0 && p->bodies[slot].state == SLOT_DEAD) {
        check_stale(status, "r2d_body_destroy (destroyed body)");
        return;
    }
    check_mutation(p, before, "r2d_body_destroy", status, true);
    if (status == R2D_OK && slot >= 0) {
        kill_body(p, slot);
    }
}

static bool points_finite(const r2d_vec2* points, int32_t count)
{
    for (int32_t i = 0; i < count && i < POINT_BUFFER; ++i) {
        if (!isfinite(points[i].x) || !isfinite(points[i].y)) {
            return false;
        }
    }
    return true;
}

/* The points themselves; take_points decides which of them count. */
static int32_t take_points_unchecked(program* p, r2d_vec2 points[POINT_BUFFER])
{
    memset(points, 0, sizeof(r2d_vec2) * POINT_BUFFER);
    uint8_t shape = take_byte(p) % 4;
    int32_t count = 3 + take_byte(p) % (shape == 2 ? 10 : 24);
    float radius = take_size(p);
    for (int32_t i = 0; i < count; ++i) {
        float turn = 6.2831853f * (float)i / (float)count;
        float r = shape == 1 && (i & 1) ? radius * 0.4f : radius;
        points[i].x = r * cosf(turn);
        points[i].y = r * sinf(turn);
        if (shape == 2) {
            points[i] = take_vec2(p);
        } else if (shape == 3) {
            points[i].x = (float)i * radius;
            points[i].y = 2.0f * (float)i * radius;
        }
    }
    if (take_chance(p, 8)) {
        points[take_byte(p) % count] = take_vec2(p); /* one odd point */
    }
    uint8_t count_selector = take_byte(p);
    if (count_selector >= 240) {
        return take_int(p) % POINT_BUFFER; /* a lie about the count; negative stays negative */
    }
    if (count_selector >= 232) {
        return take_int(p); /* may exceed the buffer: the library must refuse before reading */
    }
    return count;
}


/* Points for a polygon: a regular n-gon, a star (concave), points from
 * the input (often degenerate or crossing), or collinear ones. The count
 * returned may lie; only the points it covers count as NaN-carrying input. */
static int32_t take_points(program* p, r2d_vec2 points[POINT_BUFFER])
{
    bool nonfinite_before = p->saw_nonfinite;
    int32_t count = take_points_unchecked(p, points);
    p->saw_nonfinite = nonfinite_before || !points_finite(points, count);
    return count;
}

/* ---- Chains (issue 16) ------------------------------------------- */

/* Chains are reached from op_shape_create's kind byte 255 (a box before,
 * as 255 % 6 is 3; no saved input has it there), with that call's body
 * and shape def. */
#define CHAIN_KIND_BYTE 255

static int free_chain_slot(const program* p)
{
    for (int i = 0; i < CHAIN_SLOTS; ++i) {
        if (p->chains[i].state == SLOT_EMPTY) {
            return i;
        }
    }
    for (int i = 0; i < CHAIN_SLOTS; ++i) {
        if (p->chains[i].state == SLOT_DEAD) {
            return i;
        }
    }
    return -1;
}

static r2d_chain_id take_chain_id(program* p, int* slot)
{
    r2d_chain_id id = {0};
    uint8_t selector = take_byte(p);
    *slot = -1;
    if (selector < 240) {
        *slot = selector % CHAIN_SLOTS;
        return p->chains[*slot].id;
    }
    if (selector < 248) {
        id.bits = take_id_bits(p);
    }
    *slot = find_slot(id.bits, &p->chains[0].state, &p->chains[0].id.bits, sizeof p->chains[0], CHAIN_SLOTS);
    return id;
}

static bool material_finite(const r2d_surface_material* m)
{
    return isfinite(m->static_friction) && isfinite(m->dynamic_friction) && isfinite(m->restitution);
}

static bool chain_inputs_finite(const r2d_chain_def* def)
{
    bool finite = material_finite(&def->material) && (def->points == NULL || points_finite(def->points, def->count));
    for (int32_t i = 0; i < def->material_count; ++i) {
        finite = finite && material_finite(&def->materials[i]);
    }
    return finite;
}

/* A chain from the shape def's settings through points like a polygon's,
 * kept under CHAIN_POINTS and the shape slots left, with no, one or a
 * material per segment; its segments are remembered as shapes of it. */
static void op_chain_create(program* p, const world_snapshot before[WORLD_SLOTS], r2d_body_id body, int body_slot,
                            const r2d_shape_def* shape_def)
{
    bool exact = true;
    int chain_slot = free_chain_slot(p);
    int32_t room = free_shape_slot_count(p);
    if (chain_slot < 0 || room < CHAIN_POINTS) {
        return;
    }
    r2d_vec2 points[POINT_BUFFER];
    int32_t count = take_points(p, points);
    if (count > CHAIN_POINTS || count < -CHAIN_POINTS) {
        count %= CHAIN_POINTS;
    }
    r2d_chain_def def = r2d_chain_def_default();
    if (take_chance(p, 8)) {
        def.struct_size = take_struct_size(p, sizeof def, &exact);
    }
    if (shape_def != NULL) {
        def.material.static_friction = shape_def->static_friction;
        def.material.dynamic_friction = shape_def->dynamic_friction;
        def.material.restitution = shape_def->restitution;
        def.filter = shape_def->filter;
        def.enable_contact_events = shape_def->enable_contact_events;
        def.enable_sensor_events = shape_def->enable_sensor_events;
        def.enable_hit_events = shape_def->enable_hit_events;
    }
    def.points = take_chance(p, 16) ? NULL : points;
    def.count = count;
    def.loop = take_bool(p);
    r2d_surface_material materials[CHAIN_POINTS];
    for (int i = 0; i < CHAIN_POINTS; ++i) {
        materials[i].static_friction = take_chance(p, 8) ? take_float(p) : 0.5f;
        materials[i].dynamic_friction = 0.5f;
        materials[i].restitution = take_chance(p, 8) ? take_float(p) : 0.0f;
    }
    def.materials = materials;
    def.material_count = take_chance(p, 2) ? 0 : take_int(p) % (CHAIN_POINTS + 1);
    /* Only what the chain reads counts (not the shape def's density). */
    p->saw_nonfinite = !chain_inputs_finite(&def);
    r2d_chain_id chain = {0};
    r2d_chain_id* out_chain = take_chance(p, 16) ? NULL : &chain;
    maybe_fail_an_allocation(p);
    r2d_status status = r2d_chain_create(body, &def, out_chain);
    stop_failing_allocations(status, "r2d_chain_create");
    const char* call = "r2d_chain_create";
    if (body_slot >= 0 && p->bodies[body_slot].state == SLOT_DEAD) {
        check_stale(status, call);
        return;
    }
    check_mutation(p, before, call, status, exact);
    note_accepted(p, status, world_of_body_slot(p, body_slot));
    if (status != R2D_OK) {
        return;
    }
    if (body_slot < 0 || p->bodies[body_slot].state != SLOT_ALIVE) {
        violation("a chain was added to a body this program does not have", call, status);
    }
    r2d_shape_id segments[CHAIN_POINTS];
    int32_t segment_count = 0;
    status = r2d_chain_get_segments(chain, segments, CHAIN_POINTS, &segment_count);
    check_status(status, "r2d_chain_get_segments");
    if (segment_count != (def.loop ? count : count - 1)) {
        violation("a chain has another number of segments than its points make", call, status);
    }
    p->chains[chain_slot].state = SLOT_ALIVE;
    p->chains[chain_slot].id = chain;
    p->chains[chain_slot].body = body_slot;
    for (int32_t i = 0; i < segment_count; ++i) {
        p->shapes[remember_shape(p, segments[i], body_slot)].chain = chain_slot + 1;
    }
}

/* Destroying a chain takes its segments; any other chain call on a live,
 * destroyed or made-up chain id keeps the promises of its kind. */
static void op_chain_calls(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_chain_id chain = take_chain_id(p, &slot);
    bool dead = slot >= 0 && p->chains[slot].state == SLOT_DEAD;
    r2d_status status;
    const char* call;
    r2d_body_id body;
    r2d_shape_id segments[CHAIN_POINTS];
    int32_t count = 0;
    bool query = true;
    switch (take_byte(p) % 6) {
    case 0:
        call = "r2d_chain_destroy";
        status = r2d_chain_destroy(chain);
        query = false;
        break;
    case 1:
        call = "r2d_chain_get_body";
        status = r2d_chain_get_body(chain, take_chance(p, 16) ? NULL : &body);
        break;
    case 2:
        call = "r2d_chain_get_segment_count";
        status = r2d_chain_get_segment_count(chain, &count);
        break;
    case 3:
        call = "r2d_chain_get_segments";
        status = r2d_chain_get_segments(chain, segments, take_int(p) % (CHAIN_POINTS + 1), &count);
        break;
    case 4:
        call = "r2d_chain_set_friction";
        status = r2d_chain_set_friction(chain, take_usual_float(p), take_usual_float(p));
        query = false;
        break;
    default:
        call = "r2d_chain_set_restitution";
        status = r2d_chain_set_restitution(chain, take_usual_float(p) / 16.0f);
        query = false;
        break;
    }
    if (dead) {
        check_stale(status, call);
    } else if (query) {
        check_query(p, before, call, status);
    } else {
        check_mutation(p, before, call, status, true);
    }
    if (r2d_chain_is_valid(chain) != (slot >= 0 && p->chains[slot].state == SLOT_ALIVE &&
                                      !(status == R2D_OK && strcmp(call, "r2d_chain_destroy") == 0))) {
        violation("r2d_chain_is_valid disagrees with the chains made and destroyed", call, status);
    }
    if (status != R2D_OK || strcmp(call, "r2d_chain_destroy") != 0) {
        return;
    }
    if (slot < 0) {
        violation("a made-up chain id was destroyed", call, status);
    }
    p->chains[slot].state = SLOT_DEAD;
    for (int i = 0; i < SHAPE_SLOTS; ++i) {
        if (p->shapes[i].state == SLOT_ALIVE && p->shapes[i].chain == slot + 1) {
            p->shapes[i].state = SLOT_DEAD;
            p->bodies[p->shapes[i].body].shape_count--;
        }
    }
}

static void op_chains(program* p, const world_snapshot before[WORLD_SLOTS], r2d_body_id body, int body_slot,
                      const r2d_shape_def* shape_def)
{
    if (take_bool(p)) {
        op_chain_create(p, before, body, body_slot, shape_def);
    } else {
        op_chain_calls(p, before);
    }
}

static void op_shape_create(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int32_t room = free_shape_slot_count(p);
    room = room < PIECE_BUFFER ? room : PIECE_BUFFER;
    if (room == 0) {
        return;
    }
    int slot;
    r2d_body_id body = take_body_id(p, &slot);
    r2d_shape_def def = r2d_shape_def_default();
    bool exact = true;
    if (take_bool(p)) {
        def.struct_size = take_struct_size(p, sizeof def, &exact);
        def.density = take_usual_float(p);
        def.static_friction = take_usual_float(p);
        def.dynamic_friction = take_usual_float(p);
        def.restitution = take_usual_float(p) / 16.0f;
        def.filter.category_bits = take_u32(p);
        def.filter.mask_bits = take_chance(p, 2) ? ~0ull : take_u32(p);
        def.filter.group_index = (int32_t)(take_byte(p) % 5) - 2;
        def.enable_contact_events = take_bool(p);
        /* sensors */
        def.is_sensor = take_chance(p, 4);
        def.enable_sensor_events = take_bool(p);
        /* hit events */
        def.enable_hit_events = take_bool(p);
    }
    const r2d_shape_def* def_arg = take_chance(p, 16) ? NULL : &def;
    r2d_shape_id shape = {0};
    r2d_shape_id* out_shape = take_chance(p, 16) ? NULL : &shape;
    r2d_vec2 points[POINT_BUFFER];
    r2d_shape_id pieces[PIECE_BUFFER];
    int32_t piece_count = 0;
    r2d_status status;
    const char* call;
    uint8_t kind = take_byte(p);
    if (kind == CHAIN_KIND_BYTE) {
        op_chains(p, before, body, slot, def_arg);
        return;
    }
    maybe_fail_an_allocation(p);
    switch (kind % 6) {
    case 0: {
        r2d_circle circle;
        circle.center = take_vec2(p);
        circle.radius = take_size(p);
        call = "r2d_shape_create_circle";
        status = r2d_shape_create_circle(body, def_arg, take_chance(p, 16) ? NULL : &circle, out_shape);
        break;
    }
    case 1: {
        r2d_capsule capsule;
        capsule.center1 = take_vec2(p);
        capsule.center2 = take_vec2(p);
        capsule.radius = take_size(p);
        call = "r2d_shape_create_capsule";
        status = r2d_shape_create_capsule(body, def_arg, &capsule, out_shape);
        break;
    }
    case 2: {
        r2d_segment segment;
        segment.point1 = take_vec2(p);
        segment.point2 = take_vec2(p);
        call = "r2d_shape_create_segment";
        status = r2d_shape_create_segment(body, def_arg, &segment, out_shape);
        break;
    }
    case 3: {
        r2d_box box;
        box.half_extents.x = take_size(p);
        box.half_extents.y = take_size(p);
        box.center = take_chance(p, 2) ? take_vec2(p) : (r2d_vec2){0.0f, 0.0f};
        box.angle = take_usual_float(p);
        call = "r2d_shape_create_box";
        status = r2d_shape_create_box(body, def_arg, &box, out_shape);
        break;
    }
    case 4: {
        int32_t count = take_points(p, points);
        call = "r2d_shape_create_polygon";
        status = r2d_shape_create_polygon(body, def_arg, take_chance(p, 16) ? NULL : points, count, out_shape);
        break;
    }
    default: {
        int32_t count = take_points(p, points);
        int32_t capacity = take_chance(p, 4) ? take_int(p) % (room + 1) : room;
        call = "r2d_shape_create_concave_polygon";
        status = r2d_shape_create_concave_polygon(body, def_arg, points, count, pieces, capacity, &piece_count);
        if (status == R2D_OK && (piece_count < 1 || piece_count > capacity)) {
            violation("concave piece count outside 1..capacity", call, status);
        }
        break;
    }
    }
    stop_failing_allocations(status, call);
    if (slot >= 0 && p->bodies[slot].state == SLOT_DEAD) {
        check_stale(status, call);
        return;
    }
    check_mutation(p, before, call, status, exact);
    note_accepted(p, status, world_of_body_slot(p, slot));
    if (status != R2D_OK) {
        return;
    }
    if (slot < 0 || p->bodies[slot].state != SLOT_ALIVE) {
        violation("a shape was added to a body this program does not have", call, status);
    }
    if (strcmp(call, "r2d_shape_create_concave_polygon") == 0) {
        for (int32_t i = 0; i < piece_count; ++i) {
            remember_shape(p, pieces[i], slot);
        }
    } else {
        remember_shape(p, shape, slot);
    }
}

static void op_shape_destroy(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_shape_id id = take_shape_id(p, &slot);
    maybe_fail_an_allocation(p);
    r2d_status status = r2d_shape_destroy(id);
    stop_failing_allocations(status, "r2d_shape_destroy");
    if (slot >= 0 && p->shapes[slot].state == SLOT_DEAD) {
        check_stale(status, "r2d_shape_destroy (destroyed shape)");
        return;
    }
    check_mutation(p, before, "r2d_shape_destroy", status, true);
    if (status == R2D_OK) {
        if (slot < 0) {
            violation("a made-up shape id was destroyed", "r2d_shape_destroy", status);
        }
        if (p->shapes[slot].chain != 0) {
            violation("a chain segment was destroyed without its chain", "r2d_shape_destroy", status);
        }
        p->shapes[slot].state = SLOT_DEAD;
        p->bodies[p->shapes[slot].body].shape_count--;
    }
}

static void op_body_setter(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_body_id body = take_body_id(p, &slot);
    bool wake = take_bool(p);
    r2d_status status;
    const char* call;
    switch (take_byte(p) % 12) {
    case 0: {
        r2d_vec2 position = take_vec2(p);
        call = "r2d_body_set_transform";
        status = r2d_body_set_transform(body, position, take_usual_float(p));
        break;
    }
    case 1:
        call = "r2d_body_set_linear_velocity";
        status = r2d_body_set_linear_velocity(body, take_vec2(p));
        break;
    case 2:
        call = "r2d_body_set_angular_velocity";
        status = r2d_body_set_angular_velocity(body, take_usual_float(p));
        break;
    case 3: {
        r2d_vec2 force = take_vec2(p);
        call = "r2d_body_apply_force";
        status = r2d_body_apply_force(body, force, take_vec2(p), wake);
        break;
    }
    case 4:
        call = "r2d_body_apply_force_to_center";
        status = r2d_body_apply_force_to_center(body, take_vec2(p), wake);
        break;
    case 5:
        call = "r2d_body_apply_torque";
        status = r2d_body_apply_torque(body, take_usual_float(p), wake);
        break;
    case 6: {
        r2d_vec2 impulse = take_vec2(p);
        call = "r2d_body_apply_linear_impulse";
        status = r2d_body_apply_linear_impulse(body, impulse, take_vec2(p), wake);
        break;
    }
    case 7:
        call = "r2d_body_apply_linear_impulse_to_center";
        status = r2d_body_apply_linear_impulse_to_center(body, take_vec2(p), wake);
        break;
    case 8:
        call = "r2d_body_apply_angular_impulse";
        status = r2d_body_apply_angular_impulse(body, take_usual_float(p), wake);
        break;
    case 9:
        call = "r2d_body_set_awake";
        status = r2d_body_set_awake(body, wake);
        break;
    case 10:
        call = "r2d_body_set_user_data";
        status = r2d_body_set_user_data(body, take_u32(p));
        break;
    default: {
        uint64_t user_data = 0;
        call = "r2d_body_get_user_data";
        status = r2d_body_get_user_data(body, take_chance(p, 8) ? NULL : &user_data);
        break;
    }
    }
    if (slot >= 0 && p->bodies[slot].state == SLOT_DEAD) {
        check_stale(status, call);
        return;
    }
    check_mutation(p, before, call, status, true);
    note_accepted(p, status, world_of_body_slot(p, slot));
}

static void check_finite_output(const program* p, int slot, float value, const char* call)
{
    int world = world_of_body_slot(p, slot);
    if (!isfinite(value) && world >= 0 && !p->worlds[world].absurd) {
        violation("a getter returned a non-finite number", call, R2D_OK);
    }
}

/* Every body getter; queries change nothing, whatever their status. */
static void op_body_getters(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_body_id body = take_body_id(p, &slot);
    bool dead = slot >= 0 && p->bodies[slot].state == SLOT_DEAD;
    r2d_world_id world;
    r2d_body_type type;
    r2d_vec2 v;
    float f;
    bool awake;
    int32_t count;
    r2d_status status;
#define QUERY(call_expr, name)                        \
    status = (call_expr);                             \
    if (dead) {                                       \
        check_stale(status, name);                    \
    } else {                                          \
        check_query(p, before, name, status);         \
    }
    QUERY(r2d_body_get_world(body, &world), "r2d_body_get_world");
    if (status == R2D_OK && slot >= 0 && world.bits != p->worlds[p->bodies[slot].world].id.bits) {
        violation("a body reports the wrong world", "r2d_body_get_world", status);
    }
    QUERY(r2d_body_get_type(body, &type), "r2d_body_get_type");
    QUERY(r2d_body_get_position(body, &v), "r2d_body_get_position");
    QUERY(r2d_body_get_angle(body, &f), "r2d_body_get_angle");
    QUERY(r2d_body_get_linear_velocity(body, &v), "r2d_body_get_linear_velocity");
    QUERY(r2d_body_get_angular_velocity(body, &f), "r2d_body_get_angular_velocity");
    QUERY(r2d_body_get_mass(body, &f), "r2d_body_get_mass");
    if (status == R2D_OK) {
        check_finite_output(p, slot, f, "r2d_body_get_mass");
        if (f < 0.0f) {
            violation("negative mass", "r2d_body_get_mass", status);
        }
    }
    QUERY(r2d_body_get_rotational_inertia(body, &f), "r2d_body_get_rotational_inertia");
    if (status == R2D_OK) {
        check_finite_output(p, slot, f, "r2d_body_get_rotational_inertia");
        if (f < 0.0f) {
            violation("negative rotational inertia", "r2d_body_get_rotational_inertia", status);
        }
    }
    QUERY(r2d_body_get_local_center_of_mass(body, &v), "r2d_body_get_local_center_of_mass");
    QUERY(r2d_body_get_world_center_of_mass(body, &v), "r2d_body_get_world_center_of_mass");
    QUERY(r2d_body_is_awake(body, &awake), "r2d_body_is_awake");
    QUERY(r2d_body_get_shape_count(body, &count), "r2d_body_get_shape_count");
    if (status == R2D_OK && slot >= 0 && count != p->bodies[slot].shape_count) {
        violation("a body's shape count differs from the shapes added", "r2d_body_get_shape_count", status);
    }
    int32_t capacity = take_int(p) % 16;
    r2d_shape_id* shapes = (r2d_shape_id*)malloc(sizeof(r2d_shape_id) * (size_t)(capacity > 0 ? capacity : 1));
    QUERY(r2d_body_get_shapes(body, take_chance(p, 16) ? NULL : shapes, capacity, &count), "r2d_body_get_shapes");
    if (status == R2D_OK && (count < 0 || count > capacity)) {
        violation("r2d_body_get_shapes copied more than its capacity", "r2d_body_get_shapes", status);
    }
    free(shapes);
    QUERY(r2d_body_get_position(body, NULL), "r2d_body_get_position(NULL)");
    if (status == R2D_OK) {
        violation("a null out pointer was accepted", "r2d_body_get_position(NULL)", status);
    }
#undef QUERY
}

static void op_contact_callbacks(program* p, const world_snapshot before[WORLD_SLOTS], int slot,
                                 r2d_world_id world, uint8_t selector);
static void op_runtime_settings(program* p, const world_snapshot before[WORLD_SLOTS]);

/* Selector bytes 240..247 set or clear contact callbacks (issue 15) and
 * 248..255 change run-time settings (issue 16); below, a byte picks the
 * setter it always did. */
#define CALLBACK_SETTER_START 240
#define RUNTIME_SETTINGS_START 248

static void op_world_setter(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    r2d_status status;
    const char* call;
    uint8_t selector = take_byte(p);
    if (selector >= RUNTIME_SETTINGS_START) {
        op_runtime_settings(p, before);
        return;
    }
    if (selector >= CALLBACK_SETTER_START) {
        op_contact_callbacks(p, before, slot, world, selector);
        return;
    }
    switch (selector % 3) {
    case 0:
        call = "r2d_world_set_gravity";
        status = r2d_world_set_gravity(world, take_vec2(p));
        break;
    case 1:
        call = "r2d_world_set_substep_count";
        status = r2d_world_set_substep_count(world, take_int(p));
        break;
    default:
        call = "r2d_world_enable_sleeping";
        status = r2d_world_enable_sleeping(world, take_bool(p));
        break;
    }
    if (slot >= 0 && p->worlds[slot].state == SLOT_DEAD) {
        check_stale(status, call);
        return;
    }
    check_mutation(p, before, call, status, true);
    note_accepted(p, status, slot);
}

static void check_contact_records(const program* p, int world, const r2d_contact_data* contacts, int32_t count,
                                  const char* call)
{
    for (int32_t i = 0; i < count; ++i) {
        const r2d_contact_data* c = &contacts[i];
        r2d_body_id owner_a = {0}, owner_b = {0};
        if (c->point_count < 1 || c->point_count > 2) {
            violation("a contact record has 0 or more than 2 points", call, R2D_OK);
        }
        if (r2d_shape_get_body(c->shape_a, &owner_a) != R2D_OK || owner_a.bits != c->body_a.bits ||
            r2d_shape_get_body(c->shape_b, &owner_b) != R2D_OK || owner_b.bits != c->body_b.bits) {
            violation("a contact names shapes that are gone or bodies that do not own them", call, R2D_OK);
        }
        float length = sqrtf(c->normal.x * c->normal.x + c->normal.y * c->normal.y);
        if (world >= 0 && !p->worlds[world].absurd && !(fabsf(length - 1.0f) < 1e-3f)) {
            violation("a contact normal is not unit length", call, R2D_OK);
        }
        /* The engine keeps one contact per shape pair without looking pairs
         * up: the broadphase must never report a pair twice. */
        for (int32_t j = 0; j < i; ++j) {
            bool same = (contacts[j].shape_a.bits == c->shape_a.bits && contacts[j].shape_b.bits == c->shape_b.bits) ||
                        (contacts[j].shape_a.bits == c->shape_b.bits && contacts[j].shape_b.bits == c->shape_a.bits);
            if (same) violation("two contacts name the same pair of shapes", call, R2D_OK);
        }
    }
}

static void op_contacts(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    int32_t capacity = take_int(p) % 64;
    r2d_contact_data* contacts =
        (r2d_contact_data*)malloc(sizeof(r2d_contact_data) * (size_t)(capacity > 0 ? capacity : 1));
    int32_t touching = -1, count = -1;
    r2d_status counted = r2d_world_get_contact_count(world, &touching);
    check_query(p, before, "r2d_world_get_contact_count", counted);
    r2d_status status = r2d_world_get_contacts(world, contacts, capacity, &count);
    check_query(p, before, "r2d_world_get_contacts", status);
    if (status == R2D_OK && counted == R2D_OK) {
        if (count < 0 || count > capacity || (capacity >= touching && count != touching)) {
            violation("r2d_world_get_contacts count disagrees with capacity or contact count",
                      "r2d_world_get_contacts", status);
        }
        check_contact_records(p, slot, contacts, count, "r2d_world_get_contacts");
    }
    int body_slot;
    r2d_body_id body = take_body_id(p, &body_slot);
    counted = r2d_body_get_contact_count(body, &touching);
    check_query(p, before, "r2d_body_get_contact_count", counted);
    status = r2d_body_get_contacts(body, contacts, capacity, &count);
    check_query(p, before, "r2d_body_get_contacts", status);
    if (status == R2D_OK && counted == R2D_OK) {
        if (count < 0 || count > capacity || (capacity >= touching && count != touching)) {
            violation("r2d_body_get_contacts count disagrees with capacity or contact count",
                      "r2d_body_get_contacts", status);
        }
        check_contact_records(p, world_of_body_slot(p, body_slot), contacts, count, "r2d_body_get_contacts");
    }
    free(contacts);
}

static void op_events(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    int32_t begin_count = -1, end_count = -1, count = -1;
    r2d_status status = r2d_world_get_contact_event_counts(world, &begin_count, &end_count);
    check_query(p, before, "r2d_world_get_contact_event_counts", status);
    int32_t capacity = take_chance(p, 2) ? (begin_count > end_count ? begin_count : end_count) : take_int(p) % 32;
    size_t room = (size_t)(capacity > 0 ? capacity : 1);
    r2d_contact_begin_event* begins = (r2d_contact_begin_event*)malloc(sizeof *begins * room);
    r2d_contact_end_event* ends = (r2d_contact_end_event*)malloc(sizeof *ends * room);
    status = r2d_world_get_contact_begin_events(world, begins, capacity, &count);
    check_query(p, before, "r2d_world_get_contact_begin_events", status);
    if (status == R2D_OK && (count < 0 || count > capacity || (capacity >= begin_count && count != begin_count))) {
        violation("begin event count disagrees", "r2d_world_get_contact_begin_events", status);
    }
    status = r2d_world_get_contact_end_events(world, ends, capacity, &count);
    check_query(p, before, "r2d_world_get_contact_end_events", status);
    if (status == R2D_OK && (count < 0 || count > capacity || (capacity >= end_count && count != end_count))) {
        violation("end event count disagrees", "r2d_world_get_contact_end_events", status);
    }
    free(begins);
    free(ends);
}

static void op_bulk_get(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    int32_t capacity = take_int(p) % 80;
    size_t room = (size_t)(capacity > 0 ? capacity : 1);
    /* Exactly capacity elements, so AddressSanitizer sees any overrun. */
    r2d_body_id* ids = (r2d_body_id*)malloc(sizeof *ids * room);
    r2d_vec2* positions = (r2d_vec2*)malloc(sizeof *positions * room);
    float* angles = (float*)malloc(sizeof *angles * room);
    r2d_vec2* velocities = (r2d_vec2*)malloc(sizeof *velocities * room);
    float* spins = (float*)malloc(sizeof *spins * room);
    int32_t count = -1, bodies = 0;
    r2d_world_get_body_count(world, &bodies);
    uint8_t nulls = take_byte(p);
    r2d_status status = r2d_world_get_bodies(world, (nulls & 1) ? NULL : ids, capacity, &count);
    check_query(p, before, "r2d_world_get_bodies", status);
    int32_t expected = capacity < bodies ? capacity : bodies;
    if (status == R2D_OK && count != expected) {
        violation("r2d_world_get_bodies copied the wrong number", "r2d_world_get_bodies", status);
    }
    status = r2d_world_get_body_states(world, (nulls & 2) ? NULL : positions, (nulls & 4) ? NULL : angles,
                                       (nulls & 8) ? NULL : velocities, (nulls & 16) ? NULL : spins, capacity, &count);
    check_query(p, before, "r2d_world_get_body_states", status);
    if (status == R2D_OK && count != expected) {
        violation("r2d_world_get_body_states copied the wrong number", "r2d_world_get_body_states", status);
    }
    free(ids);
    free(positions);
    free(angles);
    free(velocities);
    free(spins);
}

static void op_bulk_set(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    int32_t count = take_byte(p) % 12;
    r2d_body_id ids[12] = {{0}};
    r2d_vec2 velocities[12] = {{0.0f, 0.0f}};
    float spins[12] = {0.0f};
    bool dead[12] = {false};
    for (int32_t i = 0; i < count; ++i) {
        int body_slot;
        ids[i] = take_body_id(p, &body_slot);
        dead[i] = body_slot >= 0 && p->bodies[body_slot].state == SLOT_DEAD;
        velocities[i] = take_vec2(p);
        spins[i] = take_usual_float(p);
    }
    uint8_t nulls = take_byte(p);
    if (take_chance(p, 8)) {
        count = take_int(p); /* a lie: the library must refuse a bad count before reading */
        count = count > 12 ? -count : count;
    }
    /* Only the numbers the library reads can make it refuse. */
    p->saw_nonfinite = false;
    bool any_dead = false;
    for (int32_t i = 0; i < count; ++i) {
        any_dead |= dead[i];
        p->saw_nonfinite |= (!(nulls & 1) && !(isfinite(velocities[i].x) && isfinite(velocities[i].y))) ||
                            (!(nulls & 2) && !isfinite(spins[i]));
    }
    r2d_status status = r2d_world_set_body_velocities(world, ids, (nulls & 1) ? NULL : velocities,
                                                      (nulls & 2) ? NULL : spins, count);
    check_mutation(p, before, "r2d_world_set_body_velocities", status, true);
    if (status == R2D_OK && any_dead) {
        violation("a destroyed body's velocity was set", "r2d_world_set_body_velocities", status);
    }
    note_accepted(p, status, slot);
}

/* A body of one live world handed to another world must be refused. */
static void op_cross_world(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int body_slot = take_byte(p) % BODY_SLOTS;
    int world_slot = take_world_slot(p);
    if (p->bodies[body_slot].state != SLOT_ALIVE || p->worlds[world_slot].state != SLOT_ALIVE ||
        p->bodies[body_slot].world == world_slot) {
        return;
    }
    r2d_vec2 velocity = {1.0f, 1.0f};
    r2d_status status = r2d_world_set_body_velocities(p->worlds[world_slot].id, &p->bodies[body_slot].id, &velocity,
                                                      NULL, 1);
    check_mutation(p, before, "r2d_world_set_body_velocities (foreign body)", status, true);
    if (status == R2D_OK) {
        violation("a world accepted another world's body", "r2d_world_set_body_velocities", status);
    }
}

static void op_shape_calls(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_shape_id shape = take_shape_id(p, &slot);
    bool dead = slot >= 0 && p->shapes[slot].state == SLOT_DEAD;
    r2d_body_id body;
    r2d_shape_type type;
    r2d_aabb box;
    r2d_filter filter;
    r2d_vec2 points[R2D_MAX_POLYGON_VERTICES];
    int32_t count = -1;
    float radius;
    r2d_status status;
#define SHAPE_CALL(call_expr, name, is_query)                     \
    status = (call_expr);                                         \
    if (dead) {                                                   \
        check_stale(status, name);                                \
    } else if (is_query) {                                        \
        check_query(p, before, name, status);                     \
    } else {                                                      \
        check_mutation(p, before, name, status, true);            \
    }
    SHAPE_CALL(r2d_shape_get_body(shape, &body), "r2d_shape_get_body", true);
    if (status == R2D_OK && slot >= 0 && body.bits != p->bodies[p->shapes[slot].body].id.bits) {
        violation("a shape reports the wrong body", "r2d_shape_get_body", status);
    }
    SHAPE_CALL(r2d_shape_get_type(shape, &type), "r2d_shape_get_type", true);
    /* Chains (issue 16): no input bytes, so saved inputs replay as before. */
    r2d_chain_id chain;
    SHAPE_CALL(r2d_shape_get_chain(shape, &chain), "r2d_shape_get_chain", true);
    if (status == R2D_OK && slot >= 0 && p->shapes[slot].chain != 0 &&
        chain.bits != p->chains[p->shapes[slot].chain - 1].id.bits) {
        violation("a chain segment reports the wrong chain", "r2d_shape_get_chain", status);
    }
    r2d_chain_segment chain_segment;
    SHAPE_CALL(r2d_shape_get_chain_segment(shape, &chain_segment), "r2d_shape_get_chain_segment", true);
    if (status == R2D_OK && slot >= 0 && p->shapes[slot].chain == 0) {
        violation("a shape of no chain has chain segment geometry", "r2d_shape_get_chain_segment", status);
    }
    SHAPE_CALL(r2d_shape_get_aabb(shape, &box), "r2d_shape_get_aabb", true);
    if (status == R2D_OK && !(box.lower.x <= box.upper.x && box.lower.y <= box.upper.y)) {
        int world = slot >= 0 ? world_of_body_slot(p, p->shapes[slot].body) : -1;
        if (world >= 0 && !p->worlds[world].absurd) {
            violation("an AABB is inverted or NaN", "r2d_shape_get_aabb", status);
        }
    }
    int32_t capacity = take_int(p) % (R2D_MAX_POLYGON_VERTICES + 1);
    SHAPE_CALL(r2d_shape_get_geometry(shape, points, capacity, &count, &radius), "r2d_shape_get_geometry", true);
    if (status == R2D_OK && (count < 1 || count > R2D_MAX_POLYGON_VERTICES)) {
        violation("a shape has an impossible vertex count", "r2d_shape_get_geometry", status);
    }
    SHAPE_CALL(r2d_shape_get_filter(shape, &filter), "r2d_shape_get_filter", true);
    filter.category_bits = take_u32(p);
    filter.group_index = (int32_t)take_u32(p);
    SHAPE_CALL(r2d_shape_set_filter(shape, filter), "r2d_shape_set_filter", false);
    SHAPE_CALL(r2d_shape_set_user_data(shape, take_u32(p)), "r2d_shape_set_user_data", false);
#undef SHAPE_CALL
}

/* Validation without a world must agree with itself and never crash. */
static void op_validate(program* p, const world_snapshot before[WORLD_SLOTS])
{
    r2d_vec2 points[POINT_BUFFER];
    int32_t count = take_points(p, points);
    int32_t pieces = -1;
    r2d_status convex = r2d_polygon_validate(points, count);
    check_query(p, before, "r2d_polygon_validate", convex);
    r2d_status concave = r2d_concave_polygon_validate(points, count, take_bool(p) ? NULL : &pieces);
    check_query(p, before, "r2d_concave_polygon_validate", concave);
    if (p->saw_nonfinite && (convex == R2D_OK || concave == R2D_OK)) {
        violation("points with NaN or an infinity were accepted", "r2d_*polygon_validate", convex);
    }
    if (count < 3 && (convex == R2D_OK || concave == R2D_OK)) {
        violation("fewer than 3 points were accepted", "r2d_*polygon_validate", convex);
    }
    if (concave == R2D_OK && pieces != -1 && (pieces < 1 || pieces > count - 2)) {
        violation("a concave outline of n points split into 0 or more than n - 2 pieces",
                  "r2d_concave_polygon_validate", concave);
    }
}

/* ---- Debug drawing ------------------------------------------------- */

typedef struct draw_check {
    r2d_world_id world;
    bool check_numbers; /* false for worlds that took absurd numbers */
    bool tried_reentry;
} draw_check;

static void check_drawn_point(draw_check* check, r2d_vec2 point)
{
    if (check->check_numbers && !(isfinite(point.x) && isfinite(point.y))) {
        violation("draw callback got a non-finite point", "r2d_world_draw", R2D_OK);
    }
}

/* Calls from inside a callback must be refused with LOCKED. */
static void try_reentry(draw_check* check)
{
    if (check->tried_reentry) {
        return;
    }
    check->tried_reentry = true;
    r2d_body_def def = r2d_body_def_default();
    r2d_body_id body;
    r2d_status status = r2d_world_step(check->world, 1.0f / 60.0f);
    if (status != R2D_ERROR_LOCKED) {
        violation("a call from inside a draw callback was not refused with LOCKED", "r2d_world_step", status);
    }
    status = r2d_body_create(check->world, &def, &body);
    if (status != R2D_ERROR_LOCKED) {
        violation("a call from inside a draw callback was not refused with LOCKED", "r2d_body_create", status);
    }
    status = r2d_world_destroy(check->world);
    if (status != R2D_ERROR_LOCKED) {
        violation("a call from inside a draw callback was not refused with LOCKED", "r2d_world_destroy", status);
    }
}

static void draw_polygon_cb(const r2d_vec2* vertices, int32_t count, uint32_t color, void* context)
{
    draw_check* check = (draw_check*)context;
    (void)color;
    if (vertices == NULL || count < 1 || count > R2D_MAX_POLYGON_VERTICES) {
        violation("draw_polygon got a bad vertex array", "r2d_world_draw", R2D_OK);
    }
    for (int32_t i = 0; i < count; ++i) {
        check_drawn_point(check, vertices[i]);
    }
    try_reentry(check);
}

static void draw_circle_cb(r2d_vec2 center, float radius, uint32_t color, void* context)
{
    draw_check* check = (draw_check*)context;
    (void)color;
    check_drawn_point(check, center);
    if (check->check_numbers && !(radius >= 0.0f && isfinite(radius))) {
        violation("draw_circle got a bad radius", "r2d_world_draw", R2D_OK);
    }
    try_reentry(check);
}

static void draw_solid_circle_cb(r2d_vec2 center, float radius, r2d_vec2 axis, uint32_t color, void* context)
{
    draw_circle_cb(center, radius, color, context);
    check_drawn_point((draw_check*)context, axis);
}

static void draw_capsule_cb(r2d_vec2 center1, r2d_vec2 center2, float radius, uint32_t color, void* context)
{
    draw_circle_cb(center1, radius, color, context);
    check_drawn_point((draw_check*)context, center2);
}

static void draw_segment_cb(r2d_vec2 point1, r2d_vec2 point2, uint32_t color, void* context)
{
    draw_check* check = (draw_check*)context;
    (void)color;
    check_drawn_point(check, point1);
    check_drawn_point(check, point2);
    try_reentry(check);
}

static void draw_point_cb(r2d_vec2 point, float size, uint32_t color, void* context)
{
    (void)size;
    draw_segment_cb(point, point, color, context);
}

static void op_draw(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    draw_check check = {world, slot >= 0 && !p->worlds[slot].absurd, false};
    r2d_debug_draw draw = r2d_debug_draw_default();
    uint8_t flags = take_byte(p);
    uint8_t missing = take_byte(p); /* which callbacks stay null */
    draw.draw_polygon = (missing & 1) ? NULL : draw_polygon_cb;
    draw.draw_solid_polygon = (missing & 2) ? NULL : draw_polygon_cb;
    draw.draw_circle = (missing & 4) ? NULL : draw_circle_cb;
    draw.draw_solid_circle = (missing & 8) ? NULL : draw_solid_circle_cb;
    draw.draw_solid_capsule = (missing & 16) ? NULL : draw_capsule_cb;
    draw.draw_segment = (missing & 32) ? NULL : draw_segment_cb;
    draw.draw_point = (missing & 64) ? NULL : draw_point_cb;
    draw.context = &check;
    draw.draw_shapes = flags & 1;
    draw.draw_aabbs = flags & 2;
    draw.draw_contacts = flags & 4;
    draw.draw_contact_normals = flags & 8;
    draw.draw_mass = flags & 16;
    bool exact = true;
    if (flags & 32) {
        draw.struct_size = take_struct_size(p, sizeof draw, &exact);
    }
    r2d_status status = r2d_world_draw(world, (flags & 64) ? NULL : &draw);
    if (slot >= 0 && p->worlds[slot].state == SLOT_DEAD) {
        check_stale(status, "r2d_world_draw (destroyed world)");
        return;
    }
    check_query(p, before, "r2d_world_draw", status);
}

/* Ids this program destroyed, tried on every kind of call. */
static void op_stale_probe(program* p, const world_snapshot before[WORLD_SLOTS])
{
    (void)before;
    int world = take_world_slot(p);
    if (p->worlds[world].state == SLOT_DEAD) {
        int32_t count;
        check_stale(r2d_world_get_body_count(p->worlds[world].id, &count), "r2d_world_get_body_count (stale)");
        check_stale(r2d_world_set_gravity(p->worlds[world].id, (r2d_vec2){0.0f, 1.0f}),
                    "r2d_world_set_gravity (stale)");
    }
    int body = take_byte(p) % BODY_SLOTS;
    if (p->bodies[body].state == SLOT_DEAD) {
        r2d_vec2 position;
        check_stale(r2d_body_get_position(p->bodies[body].id, &position), "r2d_body_get_position (stale)");
        check_stale(r2d_body_apply_linear_impulse_to_center(p->bodies[body].id, (r2d_vec2){1.0f, 0.0f}, true),
                    "r2d_body_apply_linear_impulse_to_center (stale)");
        r2d_shape_def def = r2d_shape_def_default();
        r2d_circle circle = {{0.0f, 0.0f}, 1.0f};
        r2d_shape_id shape;
        check_stale(r2d_shape_create_circle(p->bodies[body].id, &def, &circle, &shape),
                    "r2d_shape_create_circle (stale body)");
    }
    int shape = take_byte(p) % SHAPE_SLOTS;
    if (p->shapes[shape].state == SLOT_DEAD) {
        r2d_aabb box;
        check_stale(r2d_shape_get_aabb(p->shapes[shape].id, &box), "r2d_shape_get_aabb (stale)");
    }
}

/* ---- Ids of one kind passed as another (issue 20) ------------------- */

/* The bits of a live or dead id of any kind the program made, with the
 * kind it really is: 0 world, 1 body, 2 shape. */
static uint64_t take_any_made_id(program* p, int* kind)
{
    *kind = take_byte(p) % 3;
    uint8_t index = take_byte(p);
    if (*kind == 0) return p->worlds[index % WORLD_SLOTS].id.bits;
    if (*kind == 1) return p->bodies[index % BODY_SLOTS].id.bits;
    return p->shapes[index % SHAPE_SLOTS].id.bits;
}

/* An id passed where another kind is expected, the way a cast in C or raw
 * bits from a binding would: refused with INVALID_ID, nothing changes. */
static void op_forge_kind(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int kind;
    uint64_t bits = take_any_made_id(p, &kind);
    if (bits == 0) return;
    int as_kind = (kind + 1 + take_byte(p) % 2) % 3;
    r2d_status status;
    const char* call;
    if (as_kind == 0) {
        r2d_world_id world = {bits};
        bool destroy = take_bool(p);
        call = destroy ? "r2d_world_destroy (another kind's id)" : "r2d_world_set_gravity (another kind's id)";
        status = destroy ? r2d_world_destroy(world) : r2d_world_set_gravity(world, (r2d_vec2){0.0f, 1.0f});
    } else if (as_kind == 1) {
        r2d_body_id body = {bits};
        bool destroy = take_bool(p);
        call = destroy ? "r2d_body_destroy (another kind's id)" : "r2d_body_set_awake (another kind's id)";
        status = destroy ? r2d_body_destroy(body) : r2d_body_set_awake(body, true);
    } else {
        r2d_shape_id shape = {bits};
        call = "r2d_shape_destroy (another kind's id)";
        status = r2d_shape_destroy(shape);
    }
    check_mutation(p, before, call, status, true);
    if (status != R2D_ERROR_INVALID_ID) violation("an id of another kind was not refused with INVALID_ID", call, status);
}

/* Worlds created and destroyed in a burst, reusing their registry slots:
 * every id of the program's destroyed worlds must stay refused. */
static void op_world_churn(program* p, const world_snapshot before[WORLD_SLOTS])
{
    (void)before;
    int rounds = 1 + take_byte(p) % 64;
    r2d_world_def def = r2d_world_def_default();
    for (int i = 0; i < rounds; ++i) {
        r2d_world_id world;
        r2d_status status = r2d_world_create(&def, &world);
        check_status(status, "r2d_world_create (churn)");
        if (status != R2D_OK) return;
        check_status(r2d_world_destroy(world), "r2d_world_destroy (churn)");
    }
    for (int i = 0; i < WORLD_SLOTS; ++i) {
        if (p->worlds[i].state != SLOT_DEAD) continue;
        int32_t count;
        check_stale(r2d_world_get_body_count(p->worlds[i].id, &count), "r2d_world_get_body_count (after churn)");
    }
    for (int i = 0; i < BODY_SLOTS; ++i) {
        if (p->bodies[i].state != SLOT_DEAD) continue;
        r2d_vec2 position;
        check_stale(r2d_body_get_position(p->bodies[i].id, &position), "r2d_body_get_position (after churn)");
    }
}

/* ---- Joints -------------------------------------------------------- */

/* The fields every joint def shares: two bodies (often a pair of one
 * world, sometimes anything), anchors and flags. */
static void take_joint_base(program* p, r2d_joint_base_def* base, int* slot_a, int* slot_b)
{
    base->body_a = take_body_id(p, slot_a);
    base->body_b = take_body_id(p, slot_b);
    base->local_anchor_a = take_vec2(p);
    base->local_anchor_b = take_vec2(p);
    base->collide_connected = take_bool(p);
    base->user_data = take_u32(p);
}

/* A hertz, damping, force or limit: usually sensible, sometimes anything. */
static float take_joint_number(program* p)
{
    return take_chance(p, 4) ? take_float(p) : (float)(take_byte(p) % 64) / 4.0f;
}

static r2d_status create_joint_of_kind(program* p, unsigned kind, r2d_world_id world, int* slot_a, int* slot_b,
                                       bool* exact, r2d_joint_id* out, const char** call)
{
    bool null_def = take_chance(p, 16);
    switch (kind) {
    case 0: {
        r2d_revolute_joint_def def = r2d_revolute_joint_def_default();
        def.struct_size = take_struct_size(p, sizeof def, exact);
        take_joint_base(p, &def.base, slot_a, slot_b);
        def.reference_angle = take_usual_float(p);
        def.enable_limit = take_bool(p);
        def.lower_angle = -take_joint_number(p);
        def.upper_angle = take_joint_number(p);
        def.enable_motor = take_bool(p);
        def.motor_speed = take_usual_float(p);
        def.max_motor_torque = take_joint_number(p);
        def.enable_spring = take_bool(p);
        def.hertz = take_joint_number(p);
        def.damping_ratio = take_joint_number(p);
        *call = "r2d_joint_create_revolute";
        return r2d_joint_create_revolute(world, null_def ? NULL : &def, out);
    }
    case 1: {
        r2d_prismatic_joint_def def = r2d_prismatic_joint_def_default();
        def.struct_size = take_struct_size(p, sizeof def, exact);
        take_joint_base(p, &def.base, slot_a, slot_b);
        def.local_axis_a = take_vec2(p);
        def.reference_angle = take_usual_float(p);
        def.enable_limit = take_bool(p);
        def.lower_translation = -take_joint_number(p);
        def.upper_translation = take_joint_number(p);
        def.enable_motor = take_bool(p);
        def.motor_speed = take_usual_float(p);
        def.max_motor_force = take_joint_number(p);
        def.enable_spring = take_bool(p);
        def.hertz = take_joint_number(p);
        def.damping_ratio = take_joint_number(p);
        *call = "r2d_joint_create_prismatic";
        return r2d_joint_create_prismatic(world, null_def ? NULL : &def, out);
    }
    case 2: {
        r2d_distance_joint_def def = r2d_distance_joint_def_default();
        def.struct_size = take_struct_size(p, sizeof def, exact);
        take_joint_base(p, &def.base, slot_a, slot_b);
        def.length = take_size(p);
        def.enable_spring = take_bool(p);
        def.hertz = take_joint_number(p);
        def.damping_ratio = take_joint_number(p);
        def.enable_limit = take_bool(p);
        def.min_length = take_joint_number(p);
        def.max_length = take_joint_number(p);
        def.enable_motor = take_bool(p);
        def.motor_speed = take_usual_float(p);
        def.max_motor_force = take_joint_number(p);
        *call = "r2d_joint_create_distance";
        return r2d_joint_create_distance(world, null_def ? NULL : &def, out);
    }
    case 3: {
        r2d_weld_joint_def def = r2d_weld_joint_def_default();
        def.struct_size = take_struct_size(p, sizeof def, exact);
        take_joint_base(p, &def.base, slot_a, slot_b);
        def.reference_angle = take_usual_float(p);
        def.linear_hertz = take_joint_number(p);
        def.linear_damping_ratio = take_joint_number(p);
        def.angular_hertz = take_joint_number(p);
        def.angular_damping_ratio = take_joint_number(p);
        *call = "r2d_joint_create_weld";
        return r2d_joint_create_weld(world, null_def ? NULL : &def, out);
    }
    case 4: {
        r2d_wheel_joint_def def = r2d_wheel_joint_def_default();
        def.struct_size = take_struct_size(p, sizeof def, exact);
        take_joint_base(p, &def.base, slot_a, slot_b);
        def.local_axis_a = take_vec2(p);
        def.enable_spring = take_bool(p);
        def.hertz = take_joint_number(p);
        def.damping_ratio = take_joint_number(p);
        def.enable_limit = take_bool(p);
        def.lower_translation = -take_joint_number(p);
        def.upper_translation = take_joint_number(p);
        def.enable_motor = take_bool(p);
        def.motor_speed = take_usual_float(p);
        def.max_motor_torque = take_joint_number(p);
        *call = "r2d_joint_create_wheel";
        return r2d_joint_create_wheel(world, null_def ? NULL : &def, out);
    }
    case 5: {
        r2d_motor_joint_def def = r2d_motor_joint_def_default();
        def.struct_size = take_struct_size(p, sizeof def, exact);
        take_joint_base(p, &def.base, slot_a, slot_b);
        def.linear_offset = take_vec2(p);
        def.angular_offset = take_usual_float(p);
        def.max_force = take_joint_number(p);
        def.max_torque = take_joint_number(p);
        def.correction_factor = take_joint_number(p) / 16.0f;
        *call = "r2d_joint_create_motor";
        return r2d_joint_create_motor(world, null_def ? NULL : &def, out);
    }
    default: {
        r2d_mouse_joint_def def = r2d_mouse_joint_def_default();
        def.struct_size = take_struct_size(p, sizeof def, exact);
        take_joint_base(p, &def.base, slot_a, slot_b);
        def.target = take_vec2(p);
        def.hertz = take_joint_number(p);
        def.damping_ratio = take_joint_number(p);
        def.max_force = take_joint_number(p);
        *call = "r2d_joint_create_mouse";
        return r2d_joint_create_mouse(world, null_def ? NULL : &def, out);
    }
    }
}

static bool slot_is_dead(const slot_state* state)
{
    return state != NULL && *state == SLOT_DEAD;
}

static void op_joint_create(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot = free_joint_slot(p);
    if (slot < 0) {
        return;
    }
    int world;
    r2d_world_id world_id = take_world_id(p, &world);
    unsigned kind = take_byte(p) % 7;
    int slot_a = -1;
    int slot_b = -1;
    bool exact = true;
    r2d_joint_id id = {0};
    const char* call = "r2d_joint_create_*";
    bool null_out = take_chance(p, 16);
    maybe_fail_an_allocation(p);
    r2d_status status = create_joint_of_kind(p, kind, world_id, &slot_a, &slot_b, &exact, null_out ? NULL : &id, &call);
    stop_failing_allocations(status, call);
    check_mutation(p, before, call, status, exact);
    note_accepted(p, status, world);
    if (status != R2D_OK) {
        return;
    }
    /* Accepted: two different live bodies of this live world. */
    bool stale = (world >= 0 && slot_is_dead(&p->worlds[world].state)) ||
                 (slot_a >= 0 && slot_is_dead(&p->bodies[slot_a].state)) ||
                 (slot_b >= 0 && slot_is_dead(&p->bodies[slot_b].state));
    if (stale) {
        violation("a joint was made with a destroyed id", call, status);
    }
    if (world < 0 || slot_a < 0 || slot_b < 0 || p->bodies[slot_a].world != world ||
        p->bodies[slot_b].world != world) {
        violation("a joint was made with a made-up id or across worlds", call, status);
    }
    if (slot_a == slot_b) {
        violation("a joint was made between a body and itself", call, status);
    }
    p->joints[slot].state = SLOT_ALIVE;
    p->joints[slot].id = id;
    p->joints[slot].world = world;
    p->joints[slot].body_a = slot_a;
    p->joints[slot].body_b = slot_b;
}

static void op_joint_destroy(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_joint_id id = take_joint_id(p, &slot);
    r2d_status status = r2d_joint_destroy(id);
    if (slot >= 0 && p->joints[slot].state == SLOT_DEAD) {
        check_stale(status, "r2d_joint_destroy (destroyed joint)");
        return;
    }
    check_mutation(p, before, "r2d_joint_destroy", status, true);
    if (status == R2D_OK) {
        if (slot < 0) {
            violation("a made-up joint id was destroyed", "r2d_joint_destroy", status);
        }
        p->joints[slot].state = SLOT_DEAD;
    }
}

static int world_of_joint_slot(const program* p, int slot)
{
    return slot >= 0 && p->joints[slot].state == SLOT_ALIVE ? p->joints[slot].world : -1;
}

/* Every joint setter, on any kind of joint: a kind without the feature
 * refuses it, and a refusal changes nothing. */
static void op_joint_setter(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_joint_id joint = take_joint_id(p, &slot);
    bool flag = take_bool(p);
    float x = take_joint_number(p);
    float y = take_joint_number(p);
    r2d_status status;
    const char* call;
    switch (take_byte(p) % 21) {
    case 0:
        call = "r2d_joint_set_collide_connected";
        status = r2d_joint_set_collide_connected(joint, flag);
        break;
    case 1:
        call = "r2d_joint_set_user_data";
        status = r2d_joint_set_user_data(joint, take_u32(p));
        break;
    case 2:
        call = "r2d_joint_enable_spring";
        status = r2d_joint_enable_spring(joint, flag);
        break;
    case 3:
        call = "r2d_joint_set_spring";
        status = r2d_joint_set_spring(joint, x, y);
        break;
    case 4:
        call = "r2d_joint_enable_limit";
        status = r2d_joint_enable_limit(joint, flag);
        break;
    case 5:
        call = "r2d_joint_set_limits";
        status = r2d_joint_set_limits(joint, -x, y);
        break;
    case 6:
        call = "r2d_joint_enable_motor";
        status = r2d_joint_enable_motor(joint, flag);
        break;
    case 7:
        call = "r2d_joint_set_motor_speed";
        status = r2d_joint_set_motor_speed(joint, take_usual_float(p));
        break;
    case 8:
        call = "r2d_joint_set_max_motor_effort";
        status = r2d_joint_set_max_motor_effort(joint, x);
        break;
    case 9:
        call = "r2d_distance_joint_set_length";
        status = r2d_distance_joint_set_length(joint, take_size(p));
        break;
    case 10:
        call = "r2d_weld_joint_set_linear_spring";
        status = r2d_weld_joint_set_linear_spring(joint, x, y);
        break;
    case 11:
        call = "r2d_weld_joint_set_angular_spring";
        status = r2d_weld_joint_set_angular_spring(joint, x, y);
        break;
    case 12:
        call = "r2d_motor_joint_set_linear_offset";
        status = r2d_motor_joint_set_linear_offset(joint, take_vec2(p));
        break;
    case 13:
        call = "r2d_motor_joint_set_angular_offset";
        status = r2d_motor_joint_set_angular_offset(joint, take_usual_float(p));
        break;
    case 14:
        call = "r2d_motor_joint_set_max_force";
        status = r2d_motor_joint_set_max_force(joint, x);
        break;
    case 15:
        call = "r2d_motor_joint_set_max_torque";
        status = r2d_motor_joint_set_max_torque(joint, x);
        break;
    case 16:
        call = "r2d_motor_joint_set_correction_factor";
        status = r2d_motor_joint_set_correction_factor(joint, x / 16.0f);
        break;
    case 17:
        call = "r2d_mouse_joint_set_target";
        status = r2d_mouse_joint_set_target(joint, take_vec2(p));
        break;
    case 18:
        call = "r2d_mouse_joint_set_max_force";
        status = r2d_mouse_joint_set_max_force(joint, x);
        break;
    case 19:
        call = "r2d_joint_set_spring (mouse hertz 0)";
        status = r2d_joint_set_spring(joint, 0.0f, y);
        break;
    default:
        call = "r2d_joint_set_limits (lower > upper)";
        status = r2d_joint_set_limits(joint, x + 1.0f, x);
        break;
    }
    if (slot >= 0 && p->joints[slot].state == SLOT_DEAD) {
        check_stale(status, call);
        return;
    }
    check_mutation(p, before, call, status, true);
    note_accepted(p, status, world_of_joint_slot(p, slot));
}

/* Every joint getter; queries change nothing, whatever their status, and
 * what they report agrees with what this program made. */
static void op_joint_getters(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_joint_id joint = take_joint_id(p, &slot);
    bool dead = slot >= 0 && p->joints[slot].state == SLOT_DEAD;
    bool alive = slot >= 0 && p->joints[slot].state == SLOT_ALIVE;
    int world = world_of_joint_slot(p, slot);
    bool check_numbers = world >= 0 && !p->worlds[world].absurd;
    r2d_joint_type type;
    r2d_world_id world_id;
    r2d_body_id body;
    r2d_vec2 v;
    float a;
    float b;
    bool flag;
    uint64_t user_data;
    r2d_status status;
#define JOINT_QUERY(call_expr, name)                  \
    status = (call_expr);                             \
    if (dead) {                                       \
        check_stale(status, name);                    \
    } else {                                          \
        check_query(p, before, name, status);         \
    }
#define JOINT_NUMBER(call_expr, name, value)                                                 \
    JOINT_QUERY(call_expr, name);                                                            \
    if (status == R2D_OK && check_numbers && !isfinite(value)) {                             \
        violation("a joint getter returned a non-finite number", name, status);              \
    }
    JOINT_QUERY(r2d_joint_get_type(joint, &type), "r2d_joint_get_type");
    if (status == R2D_OK && ((int)type < R2D_JOINT_REVOLUTE || (int)type > R2D_JOINT_MOUSE)) {
        violation("a joint reports an unknown type", "r2d_joint_get_type", status);
    }
    JOINT_QUERY(r2d_joint_get_world(joint, &world_id), "r2d_joint_get_world");
    if (status == R2D_OK && alive && world_id.bits != p->worlds[world].id.bits) {
        violation("a joint reports the wrong world", "r2d_joint_get_world", status);
    }
    JOINT_QUERY(r2d_joint_get_body_a(joint, &body), "r2d_joint_get_body_a");
    if (status == R2D_OK && alive && body.bits != p->bodies[p->joints[slot].body_a].id.bits) {
        violation("a joint reports the wrong body A", "r2d_joint_get_body_a", status);
    }
    JOINT_QUERY(r2d_joint_get_body_b(joint, &body), "r2d_joint_get_body_b");
    if (status == R2D_OK && alive && body.bits != p->bodies[p->joints[slot].body_b].id.bits) {
        violation("a joint reports the wrong body B", "r2d_joint_get_body_b", status);
    }
    JOINT_QUERY(r2d_joint_get_local_anchor_a(joint, &v), "r2d_joint_get_local_anchor_a");
    JOINT_QUERY(r2d_joint_get_local_anchor_b(joint, &v), "r2d_joint_get_local_anchor_b");
    JOINT_QUERY(r2d_joint_get_collide_connected(joint, &flag), "r2d_joint_get_collide_connected");
    JOINT_QUERY(r2d_joint_get_user_data(joint, &user_data), "r2d_joint_get_user_data");
    JOINT_NUMBER(r2d_joint_get_constraint_force(joint, &v), "r2d_joint_get_constraint_force", v.x + v.y);
    JOINT_NUMBER(r2d_joint_get_constraint_torque(joint, &a), "r2d_joint_get_constraint_torque", a);
    JOINT_QUERY(r2d_joint_is_spring_enabled(joint, &flag), "r2d_joint_is_spring_enabled");
    JOINT_QUERY(r2d_joint_get_spring(joint, &a, &b), "r2d_joint_get_spring");
    JOINT_QUERY(r2d_joint_is_limit_enabled(joint, &flag), "r2d_joint_is_limit_enabled");
    JOINT_QUERY(r2d_joint_get_limits(joint, &a, &b), "r2d_joint_get_limits");
    if (status == R2D_OK && !(a <= b)) {
        violation("a joint's lower limit is above its upper", "r2d_joint_get_limits", status);
    }
    JOINT_QUERY(r2d_joint_is_motor_enabled(joint, &flag), "r2d_joint_is_motor_enabled");
    JOINT_QUERY(r2d_joint_get_motor_speed(joint, &a), "r2d_joint_get_motor_speed");
    JOINT_QUERY(r2d_joint_get_max_motor_effort(joint, &a), "r2d_joint_get_max_motor_effort");
    JOINT_NUMBER(r2d_joint_get_motor_effort(joint, &a), "r2d_joint_get_motor_effort", a);
    JOINT_NUMBER(r2d_joint_get_position(joint, &a), "r2d_joint_get_position", a);
    JOINT_NUMBER(r2d_joint_get_speed(joint, &a), "r2d_joint_get_speed", a);
    JOINT_QUERY(r2d_distance_joint_get_length(joint, &a), "r2d_distance_joint_get_length");
    if (status == R2D_OK && !(a > 0.0f)) {
        violation("a distance joint's length is not positive", "r2d_distance_joint_get_length", status);
    }
    JOINT_QUERY(r2d_weld_joint_get_linear_spring(joint, &a, &b), "r2d_weld_joint_get_linear_spring");
    JOINT_QUERY(r2d_weld_joint_get_angular_spring(joint, &a, &b), "r2d_weld_joint_get_angular_spring");
    JOINT_QUERY(r2d_motor_joint_get_linear_offset(joint, &v), "r2d_motor_joint_get_linear_offset");
    JOINT_QUERY(r2d_motor_joint_get_angular_offset(joint, &a), "r2d_motor_joint_get_angular_offset");
    JOINT_QUERY(r2d_motor_joint_get_max_force(joint, &a), "r2d_motor_joint_get_max_force");
    JOINT_QUERY(r2d_motor_joint_get_max_torque(joint, &a), "r2d_motor_joint_get_max_torque");
    JOINT_QUERY(r2d_motor_joint_get_correction_factor(joint, &a), "r2d_motor_joint_get_correction_factor");
    JOINT_QUERY(r2d_mouse_joint_get_target(joint, &v), "r2d_mouse_joint_get_target");
    JOINT_QUERY(r2d_mouse_joint_get_max_force(joint, &a), "r2d_mouse_joint_get_max_force");
    JOINT_QUERY(r2d_joint_get_position(joint, NULL), "r2d_joint_get_position(NULL)");
    if (status == R2D_OK) {
        violation("a null out pointer was accepted", "r2d_joint_get_position(NULL)", status);
    }
#undef JOINT_NUMBER
#undef JOINT_QUERY
}

/* A body's joint count and list agree with the joints this program made
 * and has not lost to a destroyed body. */
static void op_body_joints(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_body_id body = take_body_id(p, &slot);
    bool dead = slot >= 0 && p->bodies[slot].state == SLOT_DEAD;
    int32_t count = -1;
    r2d_status status = r2d_body_get_joint_count(body, &count);
    if (dead) {
        check_stale(status, "r2d_body_get_joint_count (destroyed body)");
        return;
    }
    check_query(p, before, "r2d_body_get_joint_count", status);
    if (status == R2D_OK && slot >= 0) {
        int32_t expected = 0;
        for (int j = 0; j < JOINT_SLOTS; ++j) {
            const joint_slot* js = &p->joints[j];
            expected += js->state == SLOT_ALIVE && (js->body_a == slot || js->body_b == slot);
        }
        if (count != expected) {
            violation("a body's joint count differs from the joints made on it", "r2d_body_get_joint_count", status);
        }
    }
    int32_t capacity = take_int(p) % (JOINT_SLOTS + 1);
    r2d_joint_id* listed = (r2d_joint_id*)malloc(sizeof(r2d_joint_id) * (size_t)(capacity > 0 ? capacity : 1));
    int32_t copied = -1;
    status = r2d_body_get_joints(body, take_chance(p, 16) ? NULL : listed, capacity, &copied);
    check_query(p, before, "r2d_body_get_joints", status);
    if (status == R2D_OK && (copied < 0 || copied > capacity || (capacity >= count && copied != count))) {
        violation("r2d_body_get_joints copied the wrong number", "r2d_body_get_joints", status);
    }
    free(listed);
}

/* Scene queries: rays, boxes and points with fuzzed arguments and filters.
 * Accepted calls return finite hits on the ray, NaN is never accepted, and
 * a callback that calls back into its world is locked out. */
typedef struct query_reentry {
    program* p;
    r2d_world_id world;
    int answer_selector;
    int calls;
    r2d_vec2 translation; /* of the cast whose hits the callback checks */
} query_reentry;

static void check_ray_hit(const r2d_ray_hit* hit, const char* call)
{
    float length = sqrtf(hit->normal.x * hit->normal.x + hit->normal.y * hit->normal.y);
    if (!isfinite(hit->point.x) || !isfinite(hit->point.y) || !(hit->fraction >= 0.0f && hit->fraction <= 1.0f) ||
        !(fabsf(length - 1.0f) < 1e-3f)) {
        violation("a ray hit is not finite, off the ray or without a unit normal", call, R2D_OK);
    }
}

static void check_locked_out(const query_reentry* reentry, const char* call)
{
    int32_t count;
    r2d_status status = r2d_world_get_body_count(reentry->world, &count);
    if (status != R2D_ERROR_LOCKED) violation("a query callback was not locked out", call, status);
}

/* A cast that starts with the cores overlapping has a zero normal only
 * when it has no translation; every other hit has a unit one. */
static void check_cast_hit(const r2d_ray_hit* hit, r2d_vec2 translation, const char* call)
{
    if (hit->fraction == 0.0f && translation.x == 0.0f && translation.y == 0.0f) {
        if (!isfinite(hit->point.x) || !isfinite(hit->point.y)) violation("a cast hit is not finite", call, R2D_OK);
        return;
    }
    check_ray_hit(hit, call);
}

/* Answers the ray and shape casts' callbacks. */
static float fuzz_ray_answer(const r2d_ray_hit* hit, void* context)
{
    query_reentry* reentry = (query_reentry*)context;
    check_cast_hit(hit, reentry->translation, "r2d_world_ray_cast / cast_shape_each (callback)");
    check_locked_out(reentry, "r2d_world_ray_cast / cast_shape_each (callback)");
    ++reentry->calls;
    static const float answers[] = {1.0f, 0.0f, -1.0f, 0.5f, NAN, INFINITY, -INFINITY, 2.0f};
    float answer = answers[(reentry->answer_selector + reentry->calls) % 8];
    return answer == 0.5f ? hit->fraction : answer;
}

static bool fuzz_shape_answer(r2d_shape_id shape, void* context)
{
    (void)shape;
    query_reentry* reentry = (query_reentry*)context;
    check_locked_out(reentry, "r2d_world_overlap_* (callback)");
    ++reentry->calls;
    return (reentry->answer_selector + reentry->calls) % 5 != 0;
}

static r2d_query_filter take_query_filter(program* p)
{
    r2d_query_filter filter = r2d_query_filter_default();
    if (take_chance(p, 3)) {
        filter.category_bits = take_id_bits(p);
        filter.mask_bits = take_id_bits(p);
    }
    return filter;
}

/* ---- Shape casts, shape overlaps and closest points ---------------- */

/* A proxy with a fuzzed count, points, radius and pose; only the points
 * the library reads (the first count) are taken, so saw_nonfinite speaks
 * of them. */
static r2d_shape_proxy take_shape_proxy(program* p)
{
    r2d_shape_proxy proxy;
    memset(&proxy, 0, sizeof proxy);
    proxy.count = take_chance(p, 4) ? take_int(p) : 1 + take_byte(p) % R2D_MAX_POLYGON_VERTICES;
    if (proxy.count > R2D_MAX_POLYGON_VERTICES || proxy.count < 1) return proxy;
    for (int32_t i = 0; i < proxy.count; ++i) proxy.points[i] = take_vec2(p);
    proxy.radius = take_size(p);
    proxy.position = take_vec2(p);
    proxy.angle = take_usual_float(p);
    return proxy;
}

/* Called by op_scene_queries with its world, filter, callback context and
 * output capacity. */
static void op_shape_queries(program* p, const world_snapshot before[WORLD_SLOTS], r2d_world_id world,
                             r2d_query_filter filter, query_reentry* reentry, int32_t capacity)
{
    r2d_status status;
    const char* call;
    r2d_shape_id shapes[16];
    int32_t count = -1;
    r2d_ray_hit hit;
    bool found = false;
    int which = take_byte(p) % 5;
    /* Only the queries that read a proxy take one, so that saw_nonfinite
     * does not blame closest points for a proxy it never read. */
    r2d_shape_proxy proxy;
    memset(&proxy, 0, sizeof proxy);
    if (which < 4) proxy = take_shape_proxy(p);
    switch (which) {
    case 0: {
        call = "r2d_world_cast_shape";
        r2d_vec2 translation = take_vec2(p);
        status = r2d_world_cast_shape(world, &proxy, translation, filter, &hit, &found);
        if (status == R2D_OK && found) check_cast_hit(&hit, translation, call);
        break;
    }
    case 1:
        call = "r2d_world_cast_shape_each";
        reentry->translation = take_vec2(p);
        status = r2d_world_cast_shape_each(world, &proxy, reentry->translation, filter, fuzz_ray_answer, reentry);
        break;
    case 2:
        call = "r2d_world_overlap_shape";
        status = r2d_world_overlap_shape(world, &proxy, filter, fuzz_shape_answer, reentry);
        break;
    case 3:
        call = "r2d_world_get_shapes_overlapping";
        status = r2d_world_get_shapes_overlapping(world, &proxy, filter, take_bool(p) ? shapes : NULL, capacity,
                                                  &count);
        if (status == R2D_OK && (count < 0 || count > capacity)) violation("overlap count out of range", call, status);
        break;
    default: {
        call = "r2d_shape_get_closest_points";
        int slot_a;
        int slot_b;
        r2d_shape_id a = take_shape_id(p, &slot_a);
        r2d_shape_id b = take_shape_id(p, &slot_b);
        r2d_distance_result result;
        status = r2d_shape_get_closest_points(a, b, &result);
        if (status == R2D_OK && (!(result.distance >= 0.0f) || !isfinite(result.distance) ||
                                 !isfinite(result.point_a.x) || !isfinite(result.point_b.y))) {
            violation("closest points are not finite or the distance is negative", call, status);
        }
        break;
    }
    }
    check_query(p, before, call, status);
    if (status == R2D_OK && p->saw_nonfinite) violation("a shape query accepted NaN or an infinity", call, status);
}

/* Takes only the numbers each call reads, so saw_nonfinite speaks of them.
 * Selector bytes from SHAPE_QUERY_SELECTORS_START pick the shape queries. */
#define SHAPE_QUERY_SELECTORS_START 248
static void op_scene_queries(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    r2d_query_filter filter = take_query_filter(p);
    query_reentry reentry = {p, world, take_byte(p), 0, {0.0f, 0.0f}};
    r2d_ray_hit hit;
    bool found = false;
    r2d_shape_id shapes[16];
    int32_t capacity = take_int(p) % 17;
    int32_t count = -1;
    r2d_status status;
    uint8_t kind = take_byte(p);
    if (kind >= SHAPE_QUERY_SELECTORS_START) {
        op_shape_queries(p, before, world, filter, &reentry, capacity);
        return;
    }
    switch (kind % 8) {
    case 0: {
        r2d_vec2 origin = take_vec2(p);
        r2d_vec2 translation = take_vec2(p);
        status = r2d_world_ray_cast_closest(world, origin, translation, filter, &hit, &found);
        check_query(p, before, "r2d_world_ray_cast_closest", status);
        if (status == R2D_OK && found) check_ray_hit(&hit, "r2d_world_ray_cast_closest");
        break;
    }
    case 1: {
        r2d_vec2 origin = take_vec2(p);
        reentry.translation = take_vec2(p);
        status = r2d_world_ray_cast(world, origin, reentry.translation, filter, fuzz_ray_answer, &reentry);
        check_query(p, before, "r2d_world_ray_cast", status);
        break;
    }
    case 2: {
        r2d_aabb box = {take_vec2(p), take_vec2(p)};
        status = r2d_world_overlap_aabb(world, box, filter, fuzz_shape_answer, &reentry);
        check_query(p, before, "r2d_world_overlap_aabb", status);
        break;
    }
    case 3:
        status = r2d_world_overlap_point(world, take_vec2(p), filter, fuzz_shape_answer, &reentry);
        check_query(p, before, "r2d_world_overlap_point", status);
        break;
    case 4: {
        r2d_aabb box = {take_vec2(p), take_vec2(p)};
        status = r2d_world_get_shapes_in_aabb(world, box, filter, take_bool(p) ? shapes : NULL, capacity, &count);
        check_query(p, before, "r2d_world_get_shapes_in_aabb", status);
        break;
    }
    case 5: {
        r2d_vec2 point = take_vec2(p);
        status = r2d_world_get_shapes_at_point(world, point, filter, take_bool(p) ? shapes : NULL, capacity, &count);
        check_query(p, before, "r2d_world_get_shapes_at_point", status);
        break;
    }
    case 6: {
        int shape_slot;
        r2d_shape_id shape = take_shape_id(p, &shape_slot);
        status = r2d_shape_test_point(shape, take_vec2(p), &found);
        check_query(p, before, "r2d_shape_test_point", status);
        break;
    }
    default: {
        int shape_slot;
        r2d_shape_id shape = take_shape_id(p, &shape_slot);
        r2d_vec2 origin = take_vec2(p);
        r2d_vec2 translation = take_vec2(p);
        status = r2d_shape_ray_cast(shape, origin, translation, &hit, &found);
        check_query(p, before, "r2d_shape_ray_cast", status);
        if (status == R2D_OK && found) check_ray_hit(&hit, "r2d_shape_ray_cast");
        break;
    }
    }
    if (status == R2D_OK && p->saw_nonfinite) violation("a query accepted NaN or an infinity", "scene query", status);
}

/* Sensor events: counts agree with copies, and every id names a live shape
 * of that world (destroyed visitors leave no events). */
static void op_sensor_events(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    int32_t begin_count = -1, end_count = -1, count = -1;
    r2d_status status = r2d_world_get_sensor_event_counts(world, &begin_count, &end_count);
    check_query(p, before, "r2d_world_get_sensor_event_counts", status);
    int32_t capacity = take_chance(p, 2) ? (begin_count > end_count ? begin_count : end_count) : take_int(p) % 32;
    r2d_sensor_event* events = (r2d_sensor_event*)malloc(sizeof *events * (size_t)(capacity > 0 ? capacity : 1));
    for (int kind = 0; kind < 2; ++kind) {
        const char* call = kind == 0 ? "r2d_world_get_sensor_begin_events" : "r2d_world_get_sensor_end_events";
        status = kind == 0 ? r2d_world_get_sensor_begin_events(world, events, capacity, &count)
                           : r2d_world_get_sensor_end_events(world, events, capacity, &count);
        check_query(p, before, call, status);
        int32_t expected = kind == 0 ? begin_count : end_count;
        if (status == R2D_OK && (count < 0 || count > capacity || (capacity >= expected && count != expected))) {
            violation("sensor event count disagrees", call, status);
        }
        for (int32_t i = 0; status == R2D_OK && i < count; ++i) {
            r2d_body_id body;
            if (r2d_shape_get_body(events[i].sensor, &body) != R2D_OK ||
                r2d_shape_get_body(events[i].visitor, &body) != R2D_OK) {
                violation("a sensor event names a dead shape", call, status);
            }
        }
    }
    free(events);
}

/* Contact hit events: counts agree with copies; speeds are finite and
 * above zero, normals unit. */
static void op_hit_events(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id world = take_world_id(p, &slot);
    int32_t total = -1, count = -1;
    r2d_status status = r2d_world_get_contact_hit_event_count(world, &total);
    check_query(p, before, "r2d_world_get_contact_hit_event_count", status);
    int32_t capacity = take_chance(p, 2) && total > 0 ? total : take_int(p) % 32;
    r2d_contact_hit_event* events = (r2d_contact_hit_event*)malloc(sizeof *events * (size_t)(capacity > 0 ? capacity : 1));
    status = r2d_world_get_contact_hit_events(world, events, capacity, &count);
    check_query(p, before, "r2d_world_get_contact_hit_events", status);
    if (status == R2D_OK && (count < 0 || count > capacity || (capacity >= total && total >= 0 && count != total))) {
        violation("hit event count disagrees", "r2d_world_get_contact_hit_events", status);
    }
    for (int32_t i = 0; status == R2D_OK && i < count; ++i) {
        const r2d_contact_hit_event* e = &events[i];
        float length = sqrtf(e->normal.x * e->normal.x + e->normal.y * e->normal.y);
        if (!(e->approach_speed > 0.0f) || !isfinite(e->approach_speed) || !isfinite(e->point.x) ||
            !isfinite(e->point.y) || !(fabsf(length - 1.0f) < 1e-3f)) {
            violation("a hit event is not finite or has no unit normal", "r2d_world_get_contact_hit_events", status);
        }
    }
    free(events);
}

/* Contact callbacks: while the world steps they must be locked out of it,
 * see only live shapes' ids and sane manifolds; their answers vary. */
static void check_callback_locked_out(const contact_callback_context* context, const char* call)
{
    int32_t count;
    r2d_status status = r2d_world_get_body_count(context->world, &count);
    if (status != R2D_ERROR_LOCKED) violation("a contact callback was not locked out", call, status);
}

static bool fuzz_pair_filter(r2d_shape_id shape_a, r2d_shape_id shape_b, void* context)
{
    contact_callback_context* c = (contact_callback_context*)context;
    check_callback_locked_out(c, "pair filter");
    if (shape_a.bits == 0 || shape_b.bits == 0 || shape_a.bits == shape_b.bits) {
        violation("a pair filter was handed a null or repeated shape id", "pair filter", R2D_OK);
    }
    ++c->calls;
    return (c->answer_selector + c->calls) % 4 != 0;
}

static bool fuzz_pre_solve(const r2d_contact_data* contact, void* context)
{
    contact_callback_context* c = (contact_callback_context*)context;
    check_callback_locked_out(c, "pre-solve");
    float length = sqrtf(contact->normal.x * contact->normal.x + contact->normal.y * contact->normal.y);
    if (contact->point_count < 1 || contact->point_count > 2 || !(fabsf(length - 1.0f) < 1e-3f)) {
        violation("pre-solve was handed a manifold without points or a unit normal", "pre-solve", R2D_OK);
    }
    for (int32_t i = 0; i < contact->point_count; ++i) {
        if (!isfinite(contact->points[i].separation) || !isfinite(contact->points[i].point.x) ||
            !isfinite(contact->points[i].point.y)) {
            violation("pre-solve was handed a point that is not finite", "pre-solve", R2D_OK);
        }
    }
    ++c->calls;
    return (c->answer_selector + c->calls) % 3 != 0;
}

static void op_contact_callbacks(program* p, const world_snapshot before[WORLD_SLOTS], int slot,
                                 r2d_world_id world, uint8_t selector)
{
    /* A made-up id is refused, or names a live world by chance: the context outlives the call either way. */
    static contact_callback_context unknown_world;
    contact_callback_context* context = slot >= 0 ? &p->callback_contexts[slot] : &unknown_world;
    context->world = world;
    context->answer_selector = take_byte(p);
    context->calls = 0;
    bool clear = take_chance(p, 3);
    r2d_status status;
    const char* call;
    if (selector % 2 == 0) {
        call = "r2d_world_set_custom_filter_callback";
        status = r2d_world_set_custom_filter_callback(world, clear ? NULL : fuzz_pair_filter, context);
    } else {
        call = "r2d_world_set_pre_solve_callback";
        status = r2d_world_set_pre_solve_callback(world, clear ? NULL : fuzz_pre_solve, context);
    }
    if (slot >= 0 && p->worlds[slot].state == SLOT_DEAD) {
        check_stale(status, call);
        return;
    }
    check_mutation(p, before, call, status, true);
}

/* ---- Snapshots and serialized worlds (issue 18) -------------------- */

/* Damages a saved buffer as the input says: nothing, flipped bytes, a cut
 * or a run copied over another part of it. Returns the new size. */
static size_t mutate_buffer(program* p, unsigned char* bytes, size_t size)
{
    if (size == 0) {
        return 0;
    }
    switch (take_byte(p) % 4) {
    case 0:
        return size;
    case 1: {
        int flips = 1 + take_byte(p) % 4;
        for (int i = 0; i < flips; ++i) {
            bytes[take_u32(p) % size] ^= (unsigned char)(1u + take_byte(p) % 255u);
        }
        return size;
    }
    case 2:
        return take_u32(p) % size;
    default: {
        size_t from = take_u32(p) % size;
        size_t to = take_u32(p) % size;
        size_t length = take_u32(p) % (size - (from > to ? from : to));
        memmove(bytes + to, bytes + from, length);
        return size;
    }
    }
}

/* Saves a world as a snapshot or in the serialized format, damages the
 * bytes, and restores or deserializes them: each is refused with every
 * world as it was, or succeeds cleanly. A restored snapshot is the world
 * as just saved; a deserialized world steps, stays finite and goes. */
static void op_persistence(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int slot;
    r2d_world_id id = take_world_id(p, &slot);
    bool serialized = take_bool(p);
    size_t size = 0;
    r2d_status status = serialized ? r2d_world_get_serialized_size(id, &size) : r2d_world_get_snapshot_size(id, &size);
    check_query(p, before, serialized ? "r2d_world_get_serialized_size" : "r2d_world_get_snapshot_size", status);
    if (status != R2D_OK) {
        return;
    }
    unsigned char* bytes = (unsigned char*)malloc(size);
    if (bytes == NULL) {
        return;
    }
    /* Sometimes a buffer one byte short: CAPACITY, and the size needed. */
    size_t capacity = take_chance(p, 8) ? size - 1 : size;
    size_t written = 0;
    status = serialized ? r2d_world_serialize(id, bytes, capacity, &written)
                        : r2d_world_save_snapshot(id, bytes, capacity, &written);
    check_query(p, before, serialized ? "r2d_world_serialize" : "r2d_world_save_snapshot", status);
    if (status != R2D_OK || written != size) {
        if (status == R2D_OK || (status == R2D_ERROR_CAPACITY && written != size)) {
            violation("a save wrote another size than its size query", "save", status);
        }
        free(bytes);
        return;
    }
    size = mutate_buffer(p, bytes, size);
    if (!serialized) {
        status = r2d_world_restore_snapshot(id, bytes, size);
        check_status(status, "r2d_world_restore_snapshot");
        check_unchanged(p, before, "r2d_world_restore_snapshot", status);
        free(bytes);
        return;
    }
    r2d_world_id loaded = {0};
    r2d_world_def def = r2d_world_def_default();
    status = r2d_world_deserialize(take_chance(p, 4) ? &def : NULL, bytes, size, &loaded);
    check_status(status, "r2d_world_deserialize");
    check_unchanged(p, before, "r2d_world_deserialize", status);
    if (status == R2D_OK) {
        r2d_status stepped = r2d_world_step(loaded, 1.0f / 60.0f);
        check_status(stepped, "r2d_world_step (deserialized world)");
        bool absurd = slot >= 0 && p->worlds[slot].absurd;
        if (!probe_states_finite(loaded) && (!absurd || !p->tolerate_absurd)) {
            violation("a deserialized world of normal numbers is not finite", "r2d_world_deserialize", status);
        }
        if (r2d_world_destroy(loaded) != R2D_OK) {
            violation("a deserialized world could not be destroyed", "r2d_world_destroy", status);
        }
    }
    free(bytes);
}

/* ---- Run-time settings (issue 16) --------------------------------- */

/* Every setter and getter of world, body and shape settings with any
 * numbers and ids: a refusal changes nothing, a destroyed id is refused,
 * NaN and infinities are never accepted. Reached from op_world_setter's
 * selector bytes 248..255, so inputs that chose 0..239 there replay as before. */
static void op_runtime_settings(program* p, const world_snapshot before[WORLD_SLOTS])
{
    int world_slot, body_slot, shape_slot;
    r2d_world_id world = take_world_id(p, &world_slot);
    r2d_body_id body = take_body_id(p, &body_slot);
    r2d_shape_id shape = take_shape_id(p, &shape_slot);
    bool flag = take_bool(p);
    float f, g;
    bool b;
    int32_t i;
    r2d_mass_data m;
    r2d_status status;
    const char* call;
    /* Numbers are taken by the call that uses them, so a NaN seen is one passed. */
#define SET(name, ...) (call = #name, status = name(__VA_ARGS__))
    /* 0..13 and 44..45 world, 14..29 body, 30..43 shape; the getters are
     * 6..12, 23..29, 37..43 and 45. */
    unsigned which = take_byte(p) % 46;
    switch (which) {
    case 0: SET(r2d_world_set_contact_hertz, world, take_usual_float(p)); break;
    case 1: SET(r2d_world_set_contact_damping_ratio, world, take_usual_float(p)); break;
    case 2: SET(r2d_world_set_contact_push_max_speed, world, take_usual_float(p)); break;
    case 3: SET(r2d_world_set_restitution_threshold, world, take_usual_float(p)); break;
    case 4: SET(r2d_world_set_hit_event_threshold, world, take_usual_float(p)); break;
    case 5: SET(r2d_world_set_max_linear_speed, world, take_usual_float(p)); break;
    case 6: SET(r2d_world_get_substep_count, world, flag ? NULL : &i); break;
    case 7: SET(r2d_world_get_contact_hertz, world, flag ? NULL : &f); break;
    case 8: SET(r2d_world_get_contact_damping_ratio, world, flag ? NULL : &f); break;
    case 9: SET(r2d_world_get_contact_push_max_speed, world, flag ? NULL : &f); break;
    case 10: SET(r2d_world_get_restitution_threshold, world, flag ? NULL : &f); break;
    case 11: SET(r2d_world_get_hit_event_threshold, world, flag ? NULL : &f); break;
    case 12: SET(r2d_world_get_max_linear_speed, world, flag ? NULL : &f); break;
    case 13: SET(r2d_world_set_substep_count, world, take_int(p)); break;
    case 14: SET(r2d_body_set_type, body, (r2d_body_type)(take_byte(p) % 5)); break;
    case 15: SET(r2d_body_set_linear_damping, body, take_usual_float(p)); break;
    case 16: SET(r2d_body_set_angular_damping, body, take_usual_float(p)); break;
    case 17: SET(r2d_body_set_gravity_scale, body, take_usual_float(p)); break;
    case 18: SET(r2d_body_set_bullet, body, flag); break;
    case 19: SET(r2d_body_set_fixed_rotation, body, flag); break;
    case 20: SET(r2d_body_set_enabled, body, flag); break;
    case 21:
        m.mass = take_usual_float(p);
        m.center = take_vec2(p);
        m.rotational_inertia = take_usual_float(p);
        SET(r2d_body_set_mass_data, body, m);
        break;
    case 22: SET(r2d_body_reset_mass_data, body); break;
    case 23: SET(r2d_body_get_mass_data, body, flag ? NULL : &m); break;
    case 24: SET(r2d_body_get_linear_damping, body, flag ? NULL : &f); break;
    case 25: SET(r2d_body_get_angular_damping, body, flag ? NULL : &f); break;
    case 26: SET(r2d_body_get_gravity_scale, body, flag ? NULL : &f); break;
    case 27: SET(r2d_body_is_bullet, body, flag ? NULL : &b); break;
    case 28: SET(r2d_body_is_fixed_rotation, body, flag ? NULL : &b); break;
    case 29: SET(r2d_body_is_enabled, body, flag ? NULL : &b); break;
    case 30:
        f = take_usual_float(p);
        SET(r2d_shape_set_friction, shape, f, take_usual_float(p));
        break;
    case 31: SET(r2d_shape_set_restitution, shape, take_usual_float(p) / 16.0f); break;
    case 32: SET(r2d_shape_set_density, shape, take_usual_float(p)); break;
    case 33: SET(r2d_shape_set_sensor, shape, flag); break;
    case 34: SET(r2d_shape_set_contact_events, shape, flag); break;
    case 35: SET(r2d_shape_set_sensor_events, shape, flag); break;
    case 36: SET(r2d_shape_set_hit_events, shape, flag); break;
    case 37: SET(r2d_shape_get_friction, shape, flag ? NULL : &f, &g); break;
    case 38: SET(r2d_shape_get_restitution, shape, flag ? NULL : &f); break;
    case 39: SET(r2d_shape_get_density, shape, flag ? NULL : &f); break;
    case 40: SET(r2d_shape_is_sensor, shape, flag ? NULL : &b); break;
    case 41: SET(r2d_shape_get_contact_events, shape, flag ? NULL : &b); break;
    case 42: SET(r2d_shape_get_sensor_events, shape, flag ? NULL : &b); break;
    case 43: SET(r2d_shape_get_hit_events, shape, flag ? NULL : &b); break;
    case 44: SET(r2d_world_enable_continuous, world, flag); break;
    default: SET(r2d_world_is_continuous_enabled, world, take_bool(p) ? NULL : &b); break;
    }
#undef SET
    bool of_world = which < 14 || which >= 44;
    int world_index = of_world     ? world_slot
                      : which < 30 ? world_of_body_slot(p, body_slot)
                                   : (shape_slot >= 0 ? world_of_body_slot(p, p->shapes[shape_slot].body) : -1);
    bool dead = of_world     ? world_slot >= 0 && p->worlds[world_slot].state == SLOT_DEAD
                : which < 30 ? body_slot >= 0 && p->bodies[body_slot].state == SLOT_DEAD
                             : shape_slot >= 0 && p->shapes[shape_slot].state == SLOT_DEAD;
    bool getter = (which >= 6 && which <= 12) || (which >= 23 && which <= 29) || (which >= 37 && which <= 43) ||
                  which == 45;
    if (dead) {
        check_stale(status, call);
    } else if (getter) {
        check_query(p, before, call, status);
    } else {
        check_mutation(p, before, call, status, true);
        note_accepted(p, status, world_index);
    }
}

typedef void (*operation)(program* p, const world_snapshot before[WORLD_SLOTS]);

static const operation operations[] = {
    op_world_create, op_world_destroy, op_world_step, op_world_step,  op_body_create, op_body_create,
    op_body_destroy, op_shape_create,  op_shape_create, op_shape_destroy, op_body_setter, op_body_setter,
    op_body_getters, op_world_setter,  op_contacts,     op_events,        op_bulk_get,    op_bulk_set,
    op_cross_world,  op_shape_calls,   op_validate,     op_draw,          op_stale_probe,
};

/* Joint operations take the selector bytes 230..250; below 230 (ten times
 * the first table's size) a byte picks the same operation it always did, so
 * the saved corpus and regressions replay as they were recorded. */
#define JOINT_SELECTORS_START 230
static const operation joint_operations[] = {
    op_joint_create, op_joint_create, op_joint_destroy, op_joint_setter, op_joint_setter, op_joint_getters,
    op_body_joints,
};

/* Snapshots and serialized worlds (issue 18) take 250, the last byte of
 * the joints' range whose operation (op_body_joints) 237 and 244 select too. */
#define PERSISTENCE_SELECTOR 250

/* Scene queries, sensor events and hit events (issue 15) take 251..253,
 * three bytes of the joints' range that no saved input selects. */
#define QUERY_SELECTORS_START 251
static const operation query_operations[] = {op_scene_queries, op_sensor_events, op_hit_events};

/* Ids under pressure (issue 20) take the last two selector bytes, which the
 * joint operations gave up: ids of one kind passed as another, and bursts
 * of world churn. */
#define ID_SELECTORS_START 254
static const operation id_operations[] = {op_forge_kind, op_world_churn};

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static program p;
    memset(&p, 0, sizeof p);
    p.data = data;
    p.size = size;
    const char* tolerate = getenv("R2D_FUZZ_TOLERATE_ABSURD");
    p.tolerate_absurd = tolerate != NULL && tolerate[0] == '1';
    const char* trace = getenv("R2D_FUZZ_TRACE");
    trace_calls = trace != NULL && trace[0] == '1';

    const unsigned operation_count = sizeof operations / sizeof operations[0];
    const unsigned joint_operation_count = sizeof joint_operations / sizeof joint_operations[0];
    while (p.position < p.size) {
        world_snapshot before[WORLD_SLOTS];
        take_snapshots(&p, before);
        p.saw_nonfinite = false;
        p.saw_absurd = false;
        uint8_t selector = take_byte(&p);
        if (selector < JOINT_SELECTORS_START) {
            operations[selector % operation_count](&p, before);
        } else if (selector == PERSISTENCE_SELECTOR) {
            op_persistence(&p, before);
        } else if (selector < QUERY_SELECTORS_START) {
            joint_operations[(selector - JOINT_SELECTORS_START) % joint_operation_count](&p, before);
        } else if (selector < ID_SELECTORS_START) {
            query_operations[selector - QUERY_SELECTORS_START](&p, before);
        } else {
            id_operations[selector - ID_SELECTORS_START](&p, before);
        }
        check_worlds(&p);
    }
    /* Leave nothing behind: every live world must go, and its ids with it. */
    for (int i = 0; i < WORLD_SLOTS; ++i) {
        if (p.worlds[i].state == SLOT_ALIVE) {
            r2d_status status = r2d_world_destroy(p.worlds[i].id);
            check_status(status, "r2d_world_destroy (cleanup)");
            if (status != R2D_OK) {
                violation("a live world could not be destroyed", "r2d_world_destroy (cleanup)", status);
            }
            kill_world(&p, i);
            int32_t count;
            check_stale(r2d_world_get_body_count(p.worlds[i].id, &count), "r2d_world_get_body_count (after cleanup)");
        }
    }
    return 0;
}
