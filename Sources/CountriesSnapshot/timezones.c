#include "CountriesSnapshot.h"

// The tz database, embedded like the world data (docs/data/timezones/):
// read in place, one country's zones by binary search, so `show` reads a
// few pages of it and a command without times none.

static const unsigned char world_timezones[] = {
#embed "timezones.bin"
};

const unsigned char *world_timezones_bytes(void) { return world_timezones; }

size_t world_timezones_length(void) { return sizeof world_timezones; }
