// `countries` is a static executable: no dynamic loader, no shared library
// mapped or bound at start-up (docs/BENCHMARKS.md). A static glibc cannot
// load shared objects reliably: its `dlopen` needs, at run time, the shared
// libraries of the exact glibc it was linked with, and the linker warns as
// much wherever `dlopen` is linked in.
//
// The one caller is the Swift runtime, and only when SWIFT_DEBUG_LIB_
// PRESPECIALIZED_PATH asks it to load an optional library of prespecialised
// metadata: it then reports that the library could not be loaded, and goes
// on without it. This definition replaces glibc's weak one for this program
// alone: no other product or test links this target.
#include <stddef.h>

void *dlopen(const char *file, int mode) {
    (void)file;
    (void)mode;
    return NULL;
}
