/* Window mode: the scene live in an SDL2 window, with the scene list,
 * mouse dragging, pause, single step, reset and drawing toggles. */
#ifndef TESTBED_WINDOW_H
#define TESTBED_WINDOW_H

#include "options.h"

/* Returns the process exit code. */
int window_run(const options* o);

#endif
