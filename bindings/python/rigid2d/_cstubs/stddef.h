/* Empty on purpose: cffi knows size_t natively, so rigid2d.h is
   preprocessed against this stub instead of the system header, whose
   compiler builtins cffi cannot parse. */
