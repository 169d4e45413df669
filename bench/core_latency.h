/* How long a cache line takes to travel between two threads and back. On a
 * virtual machine the two cores may sit on one die or on two, and which
 * changes over minutes: a round trip of about 100 ns against 400. Workers
 * that hand bodies and constraints to each other gain little in the slow
 * periods, so rounds with two workers are printed with the figure. */
#pragma once

/* The median of a few measurements between CPUs 0 and 1, in ns; 0 if this
 * process may not run on both or a thread could not start. */
double core_round_trip_ns(void);
