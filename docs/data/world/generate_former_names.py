"""Writes Sources/CountriesModel/Search/Resolver/FormerNames.swift: the former
and colonial names of countries, from former-names.tsv beside this file (one
row a name: the name, the current country or countries whose land it named,
or an ISO 3166-3 alpha-4 code standing for that entry's successors, the
years, the source), for the lookup (docs/SEARCH.md, step 3): a name of one
country resolves to it, the reason its years; of several, it is ambiguous,
naming them.

Inputs: former-names.tsv, the snapshot (every cca3 must be a country of it),
and ISO3166Part3.swift (every alpha-4 code must be one of its entries), all
in the repository. Run by hand, never by the build:

    python3 docs/data/world/generate_former_names.py

Refused: a row without years or a source, a name twice, a name that is
another country's own name or alternative spelling in the snapshot (a name a
current country has stays that country's: "Georgia", "Congo", "Guinea"); the
data may list a former name among its country's own ("Burma"), which then
matches first, as that country's.
"""
import json
import os
import re
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
TABLE = os.path.join(HERE, "former-names.tsv")
RESOLVER = os.path.join(ROOT, "Sources", "CountriesModel", "Search", "Resolver")
OUT = os.path.join(RESOLVER, "FormerNames.swift")
ISO3166_3 = os.path.join(RESOLVER, "ISO3166Part3.swift")
SNAPSHOT = os.path.join(ROOT, "Sources", "CountriesSnapshot", "countries-v3.1.json")


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def folded(text):
    return unicodedata.normalize("NFC", text).casefold().strip()


def main():
    with open(SNAPSHOT, encoding="utf-8") as f:
        records = json.load(f)
    codes = {record["cca3"] for record in records}
    own = {}
    for record in records:
        for name in [record["name"]["common"], record["name"]["official"]] + record.get("altSpellings", []):
            own.setdefault(folded(name), record["cca3"])
    with open(ISO3166_3, encoding="utf-8") as f:
        withdrawn = set(re.findall(r'alpha4: "([A-Z]{4})"', f.read()))
    rows = []
    seen = set()
    with open(TABLE, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 4 or not all(field.strip() for field in fields):
                raise SystemExit(f"former-names.tsv:{number}: four fields, none empty: {fields}")
            name, countries, years, source = fields
            key = folded(name)
            if key in seen:
                raise SystemExit(f"former-names.tsv:{number}: {name} twice")
            seen.add(key)
            countries = countries.split()
            if key in own and countries != [own[key]]:
                raise SystemExit(f"former-names.tsv:{number}: {name} is a name of {own[key]} today")
            if len(countries) == 1 and re.fullmatch(r"[A-Z]{4}", countries[0]):
                if countries[0] not in withdrawn:
                    raise SystemExit(f"former-names.tsv:{number}: {countries[0]} is no ISO 3166-3 entry")
                rows.append((name, [], countries[0], years, source))
                continue
            missing = [code for code in countries if code not in codes]
            if missing:
                raise SystemExit(f"former-names.tsv:{number}: no country {missing} in the snapshot")
            rows.append((name, sorted(countries), "", years, source))
    lines = [
        "// Written by docs/data/world/generate_former_names.py from docs/data/world/former-names.tsv:",
        "// do not edit by hand, run the generator again.",
        "",
        "/// Former and colonial names of countries, each with its years and its",
        "/// source: a name of one country is that country (its reason the years),",
        "/// of several, ambiguous, naming them (`FormerName.successors`).",
        "enum FormerNames {",
        "    static let all: [FormerName] = [",
    ]
    for name, countries, alpha4, years, source in rows:
        whose = f"withdrawn: {swift_string(alpha4)}" if alpha4 else f"countries: [{', '.join(swift_string(c) for c in countries)}]"
        lines.append(f"        FormerName(name: {swift_string(name)}, {whose}, years: {swift_string(years)}, source: {swift_string(source)}),")
    lines += ["    ]", "}", ""]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"{os.path.relpath(OUT, ROOT)}: {len(rows)} names")


if __name__ == "__main__":
    main()
