#include "CountriesSnapshot.h"

// Where each time zone is, for `countries at` (docs/data/zoneshapes/):
// read in place, a point's cell found in a grid, so `at` reads a few
// pages of it and a command that asks of no point none.

static const unsigned char zone_shapes[] = {
#embed "zone-shapes.bin"
};

const unsigned char *zone_shapes_bytes(void) { return zone_shapes; }

size_t zone_shapes_length(void) { return sizeof zone_shapes; }
