"""Writes Sources/CountriesModel/Search/Resolver/NaturalEarthNames.swift: the
names Natural Earth gives each country (its admin-0 table's `name`,
`name_long`, `brk_name`, `name_sort`, `name_alt`, `admin`, `formal_en`, and
`abbrev` where it is no single short word; none whose words are all
another country's, as "Korea" is), which people join Natural Earth's
shapes on ("Bosnia and Herz.", "W. Sahara", "Dem. Rep. Korea"), each with the
cca3 of the snapshot, for the lookup (docs/SEARCH.md).

The same input as the map's shapes (README.md beside this file: Debian's
r-cran-rnaturalearthdata 0.1.0-2, `countries50`) and the same matching of
Natural Earth's codes to cca3 (generate_shapes.py's tables), but for the
features that are no country of the snapshot's: an area merged into another
(Northern Cyprus, Somaliland), land no cca3 holds (Siachen Glacier, Ashmore
and Cartier Islands) and the one feature of two territories (the Indian Ocean
Territories): their names name no country. Run by hand, never by the build:

    python3 docs/data/maps/generate_natural_earth_names.py /tmp/r-cran-rnaturalearthdata_0.1.0-2_all.deb
"""
import json
import os
import re
import sys

import generate_shapes as shapes
import rdata

OUT = os.path.join(shapes.ROOT, "Sources", "CountriesModel", "Search", "Resolver", "NaturalEarthNames.swift")
FIELDS = ["name", "name_long", "brk_name", "name_sort", "name_alt", "admin", "formal_en"]


def words(text):
    return set(re.findall(r"[a-z]+", text.lower()))


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: generate_natural_earth_names.py r-cran-rnaturalearthdata_0.1.0-2_all.deb")
    files = shapes.read_deb(sys.argv[1])
    datasets = rdata.lazy_load_db(files["Rdata.rdx"], files["Rdata.rdb"])
    table = datasets["countries50"]().attrs["data"]
    columns = dict(zip(table.attrs["names"].value, table.value))
    with open(shapes.SNAPSHOT, encoding="utf-8") as f:
        records = json.load(f)
    cca3s = {c["cca3"] for c in records}
    # Each country's words, of its own names: a Natural Earth name all of
    # whose words are another country's ("Korea", "Congo", "Guinea") names
    # neither alone, and is left to the lookup's rules.
    words_of = {c["cca3"]: [words(n) for n in [c["name"]["common"], c["name"]["official"]] + c.get("altSpellings", [])] for c in records}
    split_parents = {parent for parent, _, _ in shapes.SPLITS if parent not in cca3s}
    pairs = set()
    for i, adm0 in enumerate(columns["adm0_a3"].value):
        if adm0 in shapes.MERGED or adm0 in shapes.UNCLAIMED or adm0 in split_parents:
            continue
        iso = columns["iso_a3"].value[i]
        code = shapes.RENAMED.get(adm0) or (iso if iso in cca3s else adm0)
        if code not in cca3s:
            raise SystemExit(f"{adm0} matches no cca3: add it to generate_shapes.py's tables")
        names = [columns[field].value[i] for field in FIELDS]
        abbrev = columns["abbrev"].value[i]
        # A short word ("Fr.", "Ger.") is a word of too many names.
        if abbrev and (" " in abbrev.strip() or len(re.sub(r"[^A-Za-z]", "", abbrev)) >= 5 or abbrev.count(".") > 1):
            names.append(abbrev)
        for name in names:
            # One name lost a character in the package ("F\ufffdroyar"): not a name as written.
            if not name or not name.strip() or name == "NA" or "\ufffd" in name:
                continue
            if any(other != code and any(words(name) <= own for own in owns) for other, owns in words_of.items()):
                continue
            pairs.add((name.strip(), code))
    rows = sorted(pairs, key=lambda p: (p[1], p[0]))
    lines = [
        "// Written by docs/data/maps/generate_natural_earth_names.py from Natural Earth's",
        "// admin-0 countries (Debian r-cran-rnaturalearthdata 0.1.0-2, countries50): do not",
        "// edit by hand, run the generator again. Natural Earth is in the public domain.",
        "",
        "/// The names Natural Earth gives each country (short, long, sort, formal,",
        "/// alternative, and abbreviations of more than one short word), with its cca3:",
        "/// what people join Natural Earth's shapes on (\"Bosnia and Herz.\", \"W. Sahara\").",
        "enum NaturalEarthNames {",
        "    static let all: [(name: String, cca3: String)] = [",
    ]
    lines += [f"        ({swift_string(name)}, {swift_string(code)})," for name, code in rows]
    lines += ["    ]", "}", ""]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"{OUT}: {len(rows)} names of {len({c for _, c in rows})} countries")


if __name__ == "__main__":
    main()
