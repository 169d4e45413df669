/* Runs the fuzz harness once per file, without libFuzzer, so builds with
 * any compiler (gcc, with or without sanitizers) replay the seed corpus and
 * every saved crash as an ordinary test. Arguments are files or folders. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

static int replay_file(const char* path)
{
    FILE* file = fopen(path, "rb");
    if (!file) {
        fprintf(stderr, "cannot open %s\n", path);
        return 1;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t* data = (uint8_t*)malloc(size > 0 ? (size_t)size : 1);
    size_t got = data ? fread(data, 1, (size_t)size, file) : 0;
    fclose(file);
    if (!data || got != (size_t)size) {
        fprintf(stderr, "cannot read %s\n", path);
        free(data);
        return 1;
    }
    LLVMFuzzerTestOneInput(data, got);
    free(data);
    return 0;
}

/* Files of a folder in name order, so runs are repeatable. */
static int compare_names(const void* a, const void* b)
{
    return strcmp(*(char* const*)a, *(char* const*)b);
}

static int replay_folder(const char* path, int* replayed)
{
    DIR* folder = opendir(path);
    if (!folder) {
        fprintf(stderr, "cannot open %s\n", path);
        return 1;
    }
    char** names = NULL;
    size_t count = 0;
    struct dirent* entry;
    while ((entry = readdir(folder)) != NULL) {
        if (entry->d_name[0] == '.') {
            continue;
        }
        char** grown = (char**)realloc(names, (count + 1) * sizeof *names);
        size_t length = strlen(path) + strlen(entry->d_name) + 2;
        if (!grown || !(grown[count] = (char*)malloc(length))) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
        names = grown;
        snprintf(names[count++], length, "%s/%s", path, entry->d_name);
    }
    closedir(folder);
    qsort(names, count, sizeof *names, compare_names);
    int failures = 0;
    for (size_t i = 0; i < count; ++i) {
        failures += replay_file(names[i]);
        free(names[i]);
    }
    free(names);
    *replayed += (int)count;
    return failures;
}

int main(int argc, char** argv)
{
    int failures = 0, replayed = 0;
    for (int i = 1; i < argc; ++i) {
        struct stat info;
        if (stat(argv[i], &info) == 0 && S_ISDIR(info.st_mode)) {
            failures += replay_folder(argv[i], &replayed);
        } else {
            failures += replay_file(argv[i]);
            replayed++;
        }
    }
    printf("replayed %d inputs, %d unreadable\n", replayed, failures);
    return failures == 0 && replayed > 0 ? 0 : 1;
}
