/* What the hardening programs read back from a world through the public
 * API alone: a hash of the body states, a finiteness check, the mechanical
 * energy and the process's resident memory. Plain C99, no test framework,
 * so the fuzzer can link it too. */
#ifndef RIGID2D_TESTS_HARDENING_WORLD_PROBE_H
#define RIGID2D_TESTS_HARDENING_WORLD_PROBE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rigid2d/rigid2d.h"

#define PROBE_FNV_OFFSET 14695981039346656037ull

uint64_t probe_fnv1a(uint64_t hash, const void* data, size_t size);

/* The body states of a world, in r2d_world_get_body_states order; the
 * arrays are owned by the struct. A failed read leaves count at -1. */
typedef struct probe_states {
    int32_t count;
    r2d_vec2* positions;
    float* angles;
    r2d_vec2* linear_velocities;
    float* angular_velocities;
} probe_states;

probe_states probe_states_read(r2d_world_id world);
void probe_states_free(probe_states* states);

/* FNV-1a over the bits of every position, angle and velocity, so two runs
 * agree only if every float agrees. */
uint64_t probe_state_hash(r2d_world_id world);

/* True when every position, angle and velocity is finite. */
bool probe_states_finite(r2d_world_id world);

/* Kinetic plus potential energy (J) of the dynamic bodies, the potential
 * measured from the origin along the world's gravity. Doubles, so the sum
 * of thousands of bodies does not lose the small changes we look for. */
double probe_energy(r2d_world_id world);

/* Largest speed (m/s) of any body's centre of mass. */
double probe_max_speed(r2d_world_id world);

/* Resident set size of this process in bytes, from /proc/self/statm. */
long probe_rss_bytes(void);

#endif
