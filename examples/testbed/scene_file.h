/* Saving the running world to a file and loading one back, in the
 * library's serialized format (docs/serialized_format.md). */
#ifndef TESTBED_SCENE_FILE_H
#define TESTBED_SCENE_FILE_H

#include <stdbool.h>

#include "session.h"

/* The file the window's save and load keys use unless --load names one. */
#define SCENE_FILE_DEFAULT "testbed.r2dw"

/* Writes the session's world to path; false (with a message on stderr) on failure. */
bool scene_file_save(const session* s, const char* path);

/* Replaces the session's world with the one saved in path, keeping the
 * scene's name and time step, and counts steps from 0 again. On failure
 * (with a message on stderr) the session is left as it was. */
bool scene_file_load(session* s, const char* path);

#endif
