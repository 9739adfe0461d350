#include "CountriesUnicode.h"

// The normal form's tables, embedded as the world data is: written by
// docs/data/unicode/generate_normal_form.py, read in place, so a text that is
// all ASCII touches none of their pages.
static const unsigned char normal_form[] = {
#embed "normal-form.bin"
};

const unsigned char *normal_form_bytes(void) { return normal_form; }

size_t normal_form_length(void) { return sizeof normal_form; }
