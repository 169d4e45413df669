// The caller's contact callbacks of one world. The dynamics calls its
// hooks (dynamics/contact_hooks.h) with slot indices; trampolines in
// api_contact_callbacks.cpp turn those into ids and call these.
#pragma once

#include "rigid2d/rigid2d.h"

namespace r2d {

struct ContactCallbacks {
    r2d_custom_filter_fn custom_filter = nullptr;
    void* custom_filter_context = nullptr;
    r2d_pre_solve_fn pre_solve = nullptr;
    void* pre_solve_context = nullptr;
};

}  // namespace r2d
