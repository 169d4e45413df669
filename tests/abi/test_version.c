/* The loaded library reports the header's version, names every status
 * code, and clears its error message after a successful call. */
#include "helpers.h"

#include <string.h>

/* The last defined code; new codes are appended after it. */
#define LAST_STATUS R2D_ERROR_INVALID_OPERATION

static void version_matches_header(void** state)
{
    (void)state;
    r2d_version version = r2d_get_version();
    assert_int_equal(version.major, R2D_VERSION_MAJOR);
    assert_int_equal(version.minor, R2D_VERSION_MINOR);
    assert_int_equal(version.patch, R2D_VERSION_PATCH);
    assert_int_equal(version.abi, R2D_ABI_VERSION);
}

static void status_strings_are_distinct_and_non_empty(void** state)
{
    (void)state;
    for (int code = R2D_OK; code <= LAST_STATUS; ++code) {
        const char* text = r2d_status_string((r2d_status)code);
        assert_non_null(text);
        assert_true(strlen(text) > 0);
        for (int other = R2D_OK; other < code; ++other) {
            if (strcmp(text, r2d_status_string((r2d_status)other)) == 0) {
                fail_msg("codes %d and %d share the text \"%s\"", other, code, text);
            }
        }
    }
}

static void unknown_status_gets_its_own_text(void** state)
{
    (void)state;
    const int unknown_codes[] = {LAST_STATUS + 1, 1000, -1};
    for (size_t i = 0; i < sizeof unknown_codes / sizeof unknown_codes[0]; ++i) {
        const char* text = r2d_status_string((r2d_status)unknown_codes[i]);
        assert_non_null(text);
        assert_true(strlen(text) > 0);
        /* It must not pass for success or for a real error. */
        for (int code = R2D_OK; code <= LAST_STATUS; ++code) {
            assert_string_not_equal(text, r2d_status_string((r2d_status)code));
        }
    }
}

static void error_message_set_on_failure_and_cleared_on_success(void** state)
{
    (void)state;
    r2d_world_id world;
    assert_int_equal(r2d_world_create(NULL, &world), R2D_ERROR_NULL_POINTER);
    assert_true(strlen(r2d_last_error_message()) > 0);

    world = create_world(vec2(0.0f, -10.0f));
    assert_string_equal(r2d_last_error_message(), "");
    CHECK_OK(r2d_world_destroy(world));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(version_matches_header),
        cmocka_unit_test(status_strings_are_distinct_and_non_empty),
        cmocka_unit_test(unknown_status_gets_its_own_text),
        cmocka_unit_test(error_message_set_on_failure_and_cleared_on_success),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
