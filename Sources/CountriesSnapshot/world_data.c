#include "CountriesSnapshot.h"

// The world data files, embedded like the snapshot: written by
// docs/data/world/generate_world_data.py and read in place (sorted tables,
// binary search), so a start that does not ask for them touches none of
// their pages.

static const unsigned char world_names[] = {
#embed "world-names.bin"
};

const unsigned char *world_names_bytes(void) { return world_names; }

size_t world_names_length(void) { return sizeof world_names; }

static const unsigned char world_subdivisions[] = {
#embed "subdivisions.bin"
};

const unsigned char *world_subdivisions_bytes(void) { return world_subdivisions; }

size_t world_subdivisions_length(void) { return sizeof world_subdivisions; }

static const unsigned char world_m49[] = {
#embed "m49.bin"
};

const unsigned char *world_m49_bytes(void) { return world_m49; }

size_t world_m49_length(void) { return sizeof world_m49; }

static const unsigned char world_memberships[] = {
#embed "memberships.bin"
};

const unsigned char *world_memberships_bytes(void) { return world_memberships; }

size_t world_memberships_length(void) { return sizeof world_memberships; }

// Their names by key, made from them by `swift run countries-index`
// (WorldNameKeys): a name is a look-up, not a scan.
static const unsigned char world_name_keys[] = {
#embed "world-name-keys.bin"
};

const unsigned char *world_name_keys_bytes(void) { return world_name_keys; }

size_t world_name_keys_length(void) { return sizeof world_name_keys; }

static const unsigned char world_subdivision_keys[] = {
#embed "subdivision-keys.bin"
};

const unsigned char *world_subdivision_keys_bytes(void) { return world_subdivision_keys; }

size_t world_subdivision_keys_length(void) { return sizeof world_subdivision_keys; }
