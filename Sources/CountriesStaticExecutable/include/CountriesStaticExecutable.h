// Nothing to import: this target only supplies symbols to the static link
// of `countries` (see static_executable.c).
