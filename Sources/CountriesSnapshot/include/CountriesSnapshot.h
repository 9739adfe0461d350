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

/// The world data written by docs/data/world/generate_world_data.py (see
/// NOTICE.md), each file read in place by the readers in WorldData/.
/// Country and M49 region names in every CLDR language: world-names.bin.
const unsigned char *world_names_bytes(void);
size_t world_names_length(void);

/// ISO 3166-2 subdivisions with their names: subdivisions.bin.
const unsigned char *world_subdivisions_bytes(void);
size_t world_subdivisions_length(void);

/// UN M49 regions and the countries in each: m49.bin.
const unsigned char *world_m49_bytes(void);
size_t world_m49_length(void);

/// The hand-written membership lists: memberships.bin.
const unsigned char *world_memberships_bytes(void);
size_t world_memberships_length(void);

/// The names of world-names.bin and subdivisions.bin by key, written by
/// `swift run countries-index` from them: world-name-keys.bin,
/// subdivision-keys.bin.
const unsigned char *world_name_keys_bytes(void);
size_t world_name_keys_length(void);
const unsigned char *world_subdivision_keys_bytes(void);
size_t world_subdivision_keys_length(void);

/// The IANA tz database: each country's zones, each zone's transitions and
/// rule, written by docs/data/timezones/generate_timezones.py: timezones.bin.
const unsigned char *world_timezones_bytes(void);
size_t world_timezones_length(void);

/// GeoNames' cities, written by docs/data/cities/generate_cities.py:
/// cities.bin; their names by key, written by `swift run countries-index`
/// from it and docs/data/cities/alternate-names.tsv: city-keys.bin.
const unsigned char *cities_bytes(void);
size_t cities_length(void);
const unsigned char *city_keys_bytes(void);
size_t city_keys_length(void);

/// Where each time zone is (timezone-boundary-builder's polygons, simplified,
/// with a cell index), written by docs/data/zoneshapes/generate_zone_shapes.py:
/// zone-shapes.bin.
const unsigned char *zone_shapes_bytes(void);
size_t zone_shapes_length(void);

#endif
