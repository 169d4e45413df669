/* Stops the example with the library's message when a call fails, so a
 * failing run is never mistaken for a good one. */
#ifndef RIGID2D_EXAMPLES_CHECK_H
#define RIGID2D_EXAMPLES_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#include "rigid2d/rigid2d.h"

#define CHECK(call)                                                                                     \
    do {                                                                                                \
        r2d_status check_status_ = (call);                                                              \
        if (check_status_ != R2D_OK) {                                                                  \
            fprintf(stderr, "%s failed: %s (%s)\n", #call, r2d_status_string(check_status_),          \
                    r2d_last_error_message());                                                          \
            exit(EXIT_FAILURE);                                                                         \
        }                                                                                               \
    } while (0)

#endif
