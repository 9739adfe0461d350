#ifndef COUNTRIES_SNAPSHOT_H
#define COUNTRIES_SNAPSHOT_H

#include <stddef.h>

/// The bytes of countries-v3.1.json, as shipped, embedded in the binary.
const unsigned char *countries_snapshot_bytes(void);

/// The number of bytes `countries_snapshot_bytes` points at.
size_t countries_snapshot_length(void);

/// The index of those bytes (see CountryIndex), embedded beside them.
const unsigned char *countries_snapshot_index_bytes(void);

/// The number of bytes `countries_snapshot_index_bytes` points at.
size_t countries_snapshot_index_length(void);

/// The country shapes drawn by the maps (see WorldShapes), embedded beside them.
const unsigned char *countries_world_shapes_bytes(void);

/// The number of bytes `countries_world_shapes_bytes` points at.
size_t countries_world_shapes_length(void);

#endif
