#define _GNU_SOURCE /* CPU affinity */
#include "core_latency.h"

#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <sys/mman.h>

#include "stats.h"

enum { trips = 20000, samples = 5 };

/* The line the two threads pass back and forth: the main thread writes odd
 * numbers, the other answers each with the next even one. */
static int ball __attribute__((aligned(64)));

/* Waits for the ball to read value. Yields now and then, so that two
 * threads on one core still finish, if slowly. */
static void wait_for(int value)
{
    for (int spins = 1; __atomic_load_n(&ball, __ATOMIC_ACQUIRE) != value; ++spins) {
        if (spins % 16384 == 0) sched_yield();
    }
}

/* The two threads on CPUs 0 and 1, the cores the workers share: a new
 * thread otherwise starts on its creator's CPU, and the figure would be that
 * of the scheduler moving it. */
static void run_on_cpu(pthread_t thread, int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    pthread_setaffinity_np(thread, sizeof(set), &set);
}

static void* answer(void* unused)
{
    (void)unused;
    run_on_cpu(pthread_self(), 1);
    for (int i = 0; i < trips; ++i) {
        wait_for(2 * i + 1);
        __atomic_store_n(&ball, 2 * i + 2, __ATOMIC_RELEASE);
    }
    return NULL;
}

static double one_sample(void)
{
    __atomic_store_n(&ball, 0, __ATOMIC_SEQ_CST);
    pthread_t other;
    if (pthread_create(&other, NULL, answer, NULL) != 0) return 0.0;
    __atomic_store_n(&ball, 2 * 0 + 1, __ATOMIC_RELEASE);
    wait_for(2);  /* both in place */
    double start = stats_now_ms();
    for (int i = 1; i < trips; ++i) {
        __atomic_store_n(&ball, 2 * i + 1, __ATOMIC_RELEASE);
        wait_for(2 * i + 2);
    }
    double end = stats_now_ms();
    pthread_join(other, NULL);
    return (end - start) * 1.0e6 / (trips - 1);
}

double core_round_trip_ns(void)
{
    cpu_set_t was;
    if (pthread_getaffinity_np(pthread_self(), sizeof(was), &was) != 0) return 0.0;
    if (!CPU_ISSET(0, &was) || !CPU_ISSET(1, &was)) return 0.0;
    run_on_cpu(pthread_self(), 0);
    double ns[samples];
    double median = 0.0;
    int taken = 0;
    while (taken < samples && (ns[taken] = one_sample()) > 0.0) ++taken;
    if (taken == samples) median = stats_median(ns, samples);
    pthread_setaffinity_np(pthread_self(), sizeof(was), &was);
    return median;
}

enum { chase_bytes = 8 << 20, chase_loads = 1 << 20, chase_cpus = 2 };

/* Pages straight from the system and back to it: the benchmark's runs are
 * children of this process, and memory the allocator kept after a free
 * would count in every child's peak RSS. */
static uint32_t* map_slots(void)
{
    void* pages = mmap(NULL, chase_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return pages == MAP_FAILED ? NULL : (uint32_t*)pages;
}

static void unmap_slots(uint32_t* slots)
{
    if (slots != NULL) munmap(slots, chase_bytes);
}

/* A single cycle through every slot in a random order, so that each load
 * waits for the last and no prefetcher guesses the next; null when out of
 * memory. */
static uint32_t* make_chase_cycle(void)
{
    uint32_t count = chase_bytes / sizeof(uint32_t);
    uint32_t* order = map_slots();
    uint32_t* next = map_slots();
    if (order == NULL || next == NULL) {
        unmap_slots(order);
        unmap_slots(next);
        return NULL;
    }
    uint64_t state = 0x9e3779b97f4a7c15u;
    for (uint32_t i = 0; i < count; ++i) order[i] = i;
    for (uint32_t i = count - 1; i > 0; --i) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        uint32_t j = (uint32_t)((state >> 33) % (i + 1));
        uint32_t kept = order[i];
        order[i] = order[j];
        order[j] = kept;
    }
    for (uint32_t i = 0; i < count; ++i) next[order[i]] = order[(i + 1) % count];
    unmap_slots(order);
    return next;
}

/* The median ns of a load along the cycle on the calling thread's CPU. */
static double chase_ns(const uint32_t* next)
{
    double ns[samples];
    volatile uint32_t sink = 0;
    for (int s = 0; s < samples; ++s) {
        uint32_t at = 0;
        double start = stats_now_ms();
        for (int i = 0; i < chase_loads; ++i) at = next[at];
        ns[s] = (stats_now_ms() - start) * 1.0e6 / chase_loads;
        sink += at;
    }
    (void)sink;
    return stats_median(ns, samples);
}

void cpu_load_ns(double* out_cpu0, double* out_cpu1)
{
    double* out[chase_cpus] = {out_cpu0, out_cpu1};
    for (int cpu = 0; cpu < chase_cpus; ++cpu) *out[cpu] = 0.0;
    cpu_set_t was;
    if (pthread_getaffinity_np(pthread_self(), sizeof(was), &was) != 0) return;
    uint32_t* next = make_chase_cycle(); /* made for each call, unmapped after it */
    if (next == NULL) return;
    for (int cpu = 0; cpu < chase_cpus; ++cpu) {
        if (!CPU_ISSET(cpu, &was)) continue;
        run_on_cpu(pthread_self(), cpu);
        *out[cpu] = chase_ns(next);
    }
    pthread_setaffinity_np(pthread_self(), sizeof(was), &was);
    unmap_slots(next);
}
