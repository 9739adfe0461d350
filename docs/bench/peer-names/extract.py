"""Writes peer-names.tsv: the country names two peer libraries test their
own name matching with, each with the ISO 3166-1 alpha-3 code it means (or
"-" where the library's test says no country), for `score.py`.

Run by hand, never by the build or a test. Its output is NOT checked in:
both lists are GPL-3.0 test files of other projects, and this repository
(Apache-2.0) holds no copy of them (docs/SEARCH.md: the corpus is written
for this project). README.md beside this file gives the commits and the
sha256 of the output, so a score can be reproduced exactly.
Inputs (read from local copies; nothing is fetched):
  --coco        a checkout of github.com/IndEcol/country_converter (GPL-3.0):
                tests/test_regex_*.txt (name_short <TAB> name_test),
                tests/should_not_match.txt (names matching no country),
                country_converter/country_data.tsv (name_short -> ISO3).
  --countrycode a checkout of github.com/vincentarelbundock/countrycode (GPL-3.0):
                tests/testthat/test-regex-external.R (expect_equal(iso3c_of('name'), 'ISO'))
                tests/testthat/data-known-name-variations.R (target = c("variation", ...)).

Each row's third column names the file it comes from; the fourth says
whether it is held out (`score.py` prints no held-out name, only counts):
a fifth of the names, chosen by a hash of the name, so the choice needs no
look at them.
"""
import argparse
import csv
import hashlib
import os
import re
import sys

# Codes the peers use for what the snapshot codes otherwise.
SNAPSHOT_CODE = {"XKX": "UNK", "KSV": "UNK"}
# countrycode's known variations name their target by its CLDR English name;
# these are the targets its file has, each with the code CLDR gives it.
COUNTRYCODE_TARGETS = {
    "Suriname": "SUR", "French Guiana": "GUF", "Guyana": "GUY",
    "Congo - Brazzaville": "COG", "Congo - Kinshasa": "COD", "China": "CHN",
    "Hong Kong SAR China": "HKG", "Macao SAR China": "MAC", "Taiwan": "TWN",
    "Ireland": "IRL", "Italy": "ITA", "Martinique": "MTQ", "North Korea": "PRK",
    "North Macedonia": "MKD", "South Africa": "ZAF", "South Korea": "KOR",
    "Turkey": "TUR", "United Arab Emirates": "ARE", "United Kingdom": "GBR",
    "United States": "USA", "United States Minor Outlying Islands (the)": "UMI",
    "U.S. Virgin Islands": "VIR", "Yemen": "YEM",
    # Former states with no ISO 3166-1 code of their own: left out.
    "Yemen Arab Republic": None, "Yemen People's Republic": None,
}


def held_out(name):
    return hashlib.sha256(name.encode("utf-8")).digest()[0] % 5 == 0


def coco_rows(root):
    with open(os.path.join(root, "country_converter", "country_data.tsv"), encoding="utf-8") as f:
        iso3 = {row["name_short"]: row["ISO3"] for row in csv.DictReader(f, delimiter="\t")}
    tests = sorted(n for n in os.listdir(os.path.join(root, "tests")) if n.startswith("test_regex") and n.endswith(".txt"))
    for name in tests:
        path = os.path.join(root, "tests", name)
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t"):  # quoted as pandas reads it
                short = row["name_short"].strip()
                # "XXX": coco's own not-found marker, a name matching no country.
                code = "-" if short == "XXX" else iso3[short]
                yield row["name_test"], SNAPSHOT_CODE.get(code, code), "coco/tests/" + name
    with open(os.path.join(root, "tests", "should_not_match.txt"), encoding="utf-8") as f:
        for line in f:
            text = line.strip()
            if text and not text.startswith("#"):
                yield text, "-", "coco/tests/should_not_match.txt"


def r_string(text):
    return text.encode("latin-1", "backslashreplace").decode("unicode_escape") if "\\" in text else text


def countrycode_rows(root):
    base = os.path.join(root, "tests", "testthat")
    with open(os.path.join(base, "test-regex-external.R"), encoding="utf-8") as f:
        for match in re.finditer(r"iso3c_of\('((?:[^'\\]|\\.)*)'\), '([A-Z]{3})'\)", f.read()):
            yield r_string(match.group(1)), SNAPSHOT_CODE.get(match.group(2), match.group(2)), "countrycode/test-regex-external.R"
    target = None
    with open(os.path.join(base, "data-known-name-variations.R"), encoding="utf-8") as f:
        for line in f:
            text = line.strip()
            if text.startswith("#"):
                continue
            opened = re.match(r'"([^"]+)"\s*=\s*c\(', text)
            if opened:
                if opened.group(1) not in COUNTRYCODE_TARGETS:
                    sys.exit(f"data-known-name-variations.R: a target this script does not know: {opened.group(1)}")
                target = COUNTRYCODE_TARGETS[opened.group(1)]
                continue
            variation = re.match(r'(?:x\s*=\s*)?"([^"]+)",?$', text)
            if variation and target:
                yield r_string(variation.group(1)), target, "countrycode/data-known-name-variations.R"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--coco", required=True)
    parser.add_argument("--countrycode", required=True)
    parser.add_argument("--out", default="/tmp/peer-names.tsv")
    args = parser.parse_args()
    seen = set()
    rows = []
    for name, code, source in list(coco_rows(args.coco)) + list(countrycode_rows(args.countrycode)):
        name = name.strip()
        if not name or (name, code) in seen:
            continue
        seen.add((name, code))
        rows.append((name, code, source, "held-out" if held_out(name) else "dev"))
    with open(args.out, "w", encoding="utf-8", newline="") as f:
        f.write("# name\texpected cca3 or -\tsource\tpart (written by extract.py; see README.md)\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    held = sum(r[3] == "held-out" for r in rows)
    print(f"{len(rows)} names ({len(rows) - held} dev, {held} held out) -> {args.out}")


if __name__ == "__main__":
    main()
