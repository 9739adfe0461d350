"""Converts the names in a file to ISO3 with country_converter (coco) in
one Python process, as `countries resolve` does, and prints the seconds the
conversion took (the import and the converter's set-up excluded) and its
answers, one a line, to compare."""
import logging
import sys
import time

import country_converter as coco

logging.disable(logging.CRITICAL)  # coco logs every name it cannot find
NOT_FOUND = "\x00not found"
with open(sys.argv[1], encoding="utf-8") as f:
    names = [line.rstrip("\n") for line in f]
converter = coco.CountryConverter()
start = time.perf_counter()
# coco guesses each name's kind (code or name), as its documentation's
# examples call it; a name it cannot find comes back as this marker.
answers = converter.convert(names, to="ISO3", not_found=NOT_FOUND)
elapsed = time.perf_counter() - start
print(f"{elapsed:.6f}")
with open(sys.argv[2], "w", encoding="utf-8") as f:
    for answer in answers:
        f.write(("" if answer == NOT_FOUND or isinstance(answer, list) else str(answer)) + "\n")
