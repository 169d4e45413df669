/* How long a cache line takes to travel between two threads and back. On a
 * virtual machine the two cores may sit on one die or on two, and which
 * changes over minutes: a round trip of about 100 ns against 400. Workers
 * that hand bodies and constraints to each other gain little in the slow
 * periods, so rounds with two workers are printed with the figure. */
#pragma once

/* The median of a few measurements between CPUs 0 and 1, in ns; 0 if this
 * process may not run on both or a thread could not start. */
double core_round_trip_ns(void);

/* How long one load takes on CPUs 0 and 1 when each depends on the last,
 * over 8 MB (beyond a core's own caches, within the shared one): in ns, the
 * median of a few measurements each; 0 for a CPU this process may not run
 * on, or when out of memory. A neighbour on the host that fills the shared
 * cache shows as a slow CPU: on the development VM CPU 0 once took 116 ns
 * against CPU 1's 19, and many_pyramids stepped in 16 ms there against 8.4
 * on CPU 1. */
void cpu_load_ns(double* out_cpu0, double* out_cpu1);
