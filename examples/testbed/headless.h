/* Headless mode: run a scene and write pictures to PNG files. */
#ifndef TESTBED_HEADLESS_H
#define TESTBED_HEADLESS_H

#include "options.h"

/* Returns the process exit code. */
int headless_run(const options* o);

#endif
