#ifndef COUNTRIES_UNICODE_H
#define COUNTRIES_UNICODE_H

#include <stddef.h>

/// The tables of the normal form every name is read in (NormalForm.swift),
/// written by docs/data/unicode/generate_normal_form.py from Unicode 15.0.0:
/// normal-form.bin, embedded.
const unsigned char *normal_form_bytes(void);
size_t normal_form_length(void);

#endif
