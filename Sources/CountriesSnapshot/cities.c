#include "CountriesSnapshot.h"

// GeoNames' cities, embedded like the world data (docs/data/cities/): read
// in place, a name's cities by binary search of its key, so a command that
// names no city touches none of their pages.

static const unsigned char cities[] = {
#embed "cities.bin"
};

const unsigned char *cities_bytes(void) { return cities; }

size_t cities_length(void) { return sizeof cities; }

// Their names by key, made from them by `swift run countries-index`
// (CityNameKeys).
static const unsigned char city_keys[] = {
#embed "city-keys.bin"
};

const unsigned char *city_keys_bytes(void) { return city_keys; }

size_t city_keys_length(void) { return sizeof city_keys; }
