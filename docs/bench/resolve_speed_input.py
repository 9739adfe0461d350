"""The inputs of docs/bench/resolve_speed.sh, seeded so that every run
resolves the same names:

  column <lines> <out>   a country column: <lines> lines drawn from the
                         program's own names and codes (each country's
                         common and official names, cca3 and cca2: 943
                         distinct), as a real data set repeats them;
  messy <count> <out>    <count> distinct messy names: the corpus's names,
                         every country's names, alternative spellings and
                         translations, in other cases, with tags, extra
                         spaces, articles moved, and a letter swapped,
                         dropped or doubled.
"""
import json
import random
import sys


def countries(here):
    with open(f"{here}/Sources/CountriesSnapshot/countries-v3.1.json", encoding="utf-8") as f:
        return json.load(f)


def column(here, lines, out):
    names = set()
    for country in countries(here):
        names.update([country["name"]["common"], country["name"]["official"], country["cca3"], country["cca2"]])
    names = sorted(names)
    rng = random.Random(31)
    with open(out, "w", encoding="utf-8") as f:
        for _ in range(lines):
            f.write(rng.choice(names) + "\n")


def messy(here, count, out):
    bases = []
    for corpus in ("Tests/Corpus/messy-names.tsv", "Tests/Corpus/never-countries.tsv"):
        with open(f"{here}/{corpus}", encoding="utf-8") as f:
            bases += [line.split("\t")[0] for line in f if line.strip() and not line.startswith("#")]
    for country in countries(here):
        bases += [country["name"]["common"], country["name"]["official"]] + country.get("altSpellings", [])
        bases += [t["common"] for t in country.get("translations", {}).values()]
    bases = sorted(set(b for b in bases if b))
    rng = random.Random(2031)

    def typo(name):
        if len(name) < 4:
            return name + name[-1]
        i = rng.randrange(1, len(name) - 1)
        kind = rng.randrange(3)
        if kind == 0:
            return name[:i] + name[i + 1] + name[i] + name[i + 2:]
        if kind == 1:
            return name[:i] + name[i + 1:]
        return name[:i] + name[i] + name[i:]

    forms = [
        lambda n: n, str.upper, str.lower, str.title, lambda n: "  " + n + " ", lambda n: n + "*",
        lambda n: n + " (the)", lambda n: "The " + n, lambda n: n.replace(" ", "  "), typo,
        lambda n: typo(n).lower(), lambda n: n + ", Rep.", lambda n: n.replace("and", "&"),
    ]
    names, seen = [], set()
    while len(names) < count:
        name = rng.choice(forms)(rng.choice(bases))
        if name.strip() and "\n" not in name and name not in seen:
            seen.add(name)
            names.append(name)
    with open(out, "w", encoding="utf-8") as f:
        for name in names:
            f.write(name + "\n")


if __name__ == "__main__":
    here, kind, count, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    (column if kind == "column" else messy)(here, count, out)
