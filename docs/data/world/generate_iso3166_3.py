"""Writes Sources/CountriesModel/Search/Resolver/ISO3166Part3.swift: ISO 3166-3,
the code elements of the countries' names ISO withdrew (31 entries), each with
its codes, its name as ISO writes it, the date it was withdrawn and the
countries that succeed it, for the lookup (docs/SEARCH.md): a name or code of
one with one successor is that country, with several is ambiguous, naming them.

Input: iso-codes' iso_3166-3.json as PyPI's pycountry 26.2.16 ships it
(pycountry/databases/iso3166-3.json; the wheel's sha256 is in
docs/data/world/README.md, the same wheel the world data is read from), and
the snapshot (cca2 -> cca3). Run by hand, never by the build:

    python3 docs/data/world/generate_iso3166_3.py --iso3 /tmp/world/pycountry/pycountry/databases/iso3166-3.json

ISO's four-letter code says who succeeds: its last two letters are the
successor's alpha-2 code; "AA" keeps the entry's own alpha-2 (only the
alpha-3 and numeric codes changed); "HH" and "XX" mean several, which the
entry's comment in iso-codes names, or ISO 3166-3's text:
iso3166-3-successors.tsv beside this file, each row with where it says so.
"""
import argparse
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
OUT = os.path.join(ROOT, "Sources", "CountriesModel", "Search", "Resolver", "ISO3166Part3.swift")
SNAPSHOT = os.path.join(ROOT, "Sources", "CountriesSnapshot", "countries-v3.1.json")

SUCCESSORS = os.path.join(HERE, "iso3166-3-successors.tsv")


def several():
    """The successors of the entries whose code ends in HH or XX, as alpha-2
    codes, from iso3166-3-successors.tsv (one row an entry, its source cited)."""
    rows = {}
    with open(SUCCESSORS, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            alpha4, successors, source = line.rstrip("\n").split("\t")
            if not source.strip():
                raise SystemExit(f"{alpha4}: no source")
            rows[alpha4] = (successors.split(), source)
    return rows


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iso3", required=True)
    args = parser.parse_args()
    with open(args.iso3, encoding="utf-8") as f:
        entries = json.load(f)["3166-3"]
    with open(SNAPSHOT, encoding="utf-8") as f:
        cca3 = {record["cca2"]: record["cca3"] for record in json.load(f)}
    rows = []
    SEVERAL = several()
    for entry in sorted(entries, key=lambda e: e["alpha_4"]):
        alpha4 = entry["alpha_4"]
        tail = alpha4[2:]
        if tail in ("HH", "XX") or alpha4 in SEVERAL:
            successors, note = SEVERAL[alpha4]
        elif tail == "AA":
            successors, note = [entry["alpha_2"]], "the same alpha-2 code"
        else:
            successors, note = [tail], ""
        missing = [code for code in successors if code not in cca3]
        if missing:
            raise SystemExit(f"{alpha4}: no country {missing} in the snapshot")
        rows.append((entry, sorted(cca3[code] for code in successors), note))
    if len(rows) != 31:
        raise SystemExit(f"{len(rows)} entries, ISO 3166-3 has 31")
    lines = [
        "// Written by docs/data/world/generate_iso3166_3.py from iso-codes' iso_3166-3.json",
        "// (pycountry 26.2.16): do not edit by hand, run the generator again.",
        "",
        "/// ISO 3166-3: the codes and names of countries ISO withdrew, with the date",
        "/// and the countries that succeed each (its four-letter code's last two letters,",
        "/// or, for several, the generator's sources). A name or code of one with one",
        "/// successor is that country; with several, it is ambiguous, naming them.",
        "enum ISO3166Part3 {",
        "    static let entries: [WithdrawnCountry] = [",
    ]
    for entry, successors, note in rows:
        lines.append(
            f"        WithdrawnCountry(alpha4: {swift_string(entry['alpha_4'])}, alpha3: {swift_string(entry['alpha_3'])}, "
            f"name: {swift_string(entry['name'])}, withdrawn: {swift_string(entry['withdrawal_date'])}, "
            f"successors: [{', '.join(swift_string(s) for s in successors)}]),"
        )
    lines += ["    ]", "}", ""]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"{OUT}: {len(rows)} entries")


if __name__ == "__main__":
    main()
