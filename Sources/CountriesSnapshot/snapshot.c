#include "CountriesSnapshot.h"

// C23 #embed copies the file into read-only data at compile time: the binary
// needs no resource bundle, and the build costs nothing a 1.4 MB Swift
// literal would.
static const unsigned char snapshot[] = {
#embed "countries-v3.1.json"
};

const unsigned char *countries_snapshot_bytes(void) { return snapshot; }

size_t countries_snapshot_length(void) { return sizeof snapshot; }

// The index of those bytes, written by `swift run countries-index`: the
// records laid out so a start needs no JSON parsing (see CountryIndex).
static const unsigned char snapshot_index[] = {
#embed "countries-v3.1.index"
};

const unsigned char *countries_snapshot_index_bytes(void) { return snapshot_index; }

size_t countries_snapshot_index_length(void) { return sizeof snapshot_index; }

// Natural Earth's country shapes, written by docs/data/maps/generate_shapes.py
// (see WorldShapes for the format): embedded like the snapshot, read in place.
static const unsigned char world_shapes[] = {
#embed "world-shapes.bin"
};

const unsigned char *countries_world_shapes_bytes(void) { return world_shapes; }

size_t countries_world_shapes_length(void) { return sizeof world_shapes; }
