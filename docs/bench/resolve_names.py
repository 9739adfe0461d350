"""Writes the benchmark's mixed names, one a line: the corpus's messy names
and names of no country, each country's common and official names and its
codes, some in other cases. Seeded, so every run resolves the same names."""
import json
import random
import sys

def pool(here):
    """The names drawn from: the corpus's messy names and names of no
    country, each country's names and codes, some in other cases."""
    names = []
    for corpus in ("Tests/Corpus/messy-names.tsv", "Tests/Corpus/never-countries.tsv"):
        with open(f"{here}/{corpus}", encoding="utf-8") as f:
            names += [line.split("\t")[0] for line in f if line.strip() and not line.startswith("#")]
    with open(f"{here}/Sources/CountriesSnapshot/countries-v3.1.json", encoding="utf-8") as f:
        for country in json.load(f):
            names += [country["name"]["common"], country["name"]["official"], country["cca3"], country["cca2"]]
            names += [country["name"]["common"].upper(), country["name"]["common"].lower()]
    return names


if __name__ == "__main__":
    here = sys.argv[1]          # the repository's root
    count = int(sys.argv[2])    # how many names
    out = sys.argv[3]
    names = pool(here)
    rng = random.Random(21)
    with open(out, "w", encoding="utf-8") as f:
        for _ in range(count):
            f.write(rng.choice(names) + "\n")
    print(len(set(names)))
