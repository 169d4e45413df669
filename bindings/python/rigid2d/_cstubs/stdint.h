/* Empty on purpose: cffi knows the fixed-width integer types natively, so
   rigid2d.h is preprocessed against this stub instead of the system header,
   whose compiler builtins cffi cannot parse. */
