"""Scores `countries resolve` on the held-out set (Tests/Corpus/held-out-names.tsv,
issue 40): names written before the lookup's rules were changed, never tuned
on. Prints counts only, by expectation and by the set's sections, never a name
it misses, so no rule is made from them; a wrong answer (a country the name
does not mean) is the one thing it names, as every name set must have none.

    python3 docs/bench/held_out.py [path/to/countries] [--label TEXT] [--write]

--write puts the figures into docs/BENCHMARKS.md (section.py), in a table of
runs: a row a label (the commit measured), kept from earlier runs.
Exit 1 on any wrong answer.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# The binary is run and its answers read as the peer lists' scorer does.
sys.path.insert(0, os.path.join(HERE, "peer-names"))
from score import answers  # noqa: E402
ROOT = os.path.join(HERE, "..", "..")
SET = os.path.join(ROOT, "Tests", "Corpus", "held-out-names.tsv")
BENCHMARKS = os.path.join(ROOT, "docs", "BENCHMARKS.md")


def read_set():
    rows, section = [], "-"
    with open(SET, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.startswith("## "):
                section = line[3:].strip()
            if not line or line.startswith("#"):
                continue
            name, expected, source = line.split("\t")
            rows.append((name, expected, source, section))
    return rows


def judge(expected, outcome, cca3):
    # A city named where the set expects no country is that city (issue 41,
    # docs/SEARCH.md): no country taken for it, counted apart.
    if outcome == "city" and expected == "-":
        return "city"
    if expected == "-":
        return "wrong" if cca3 else "right"
    if expected == "?":
        return "wrong" if cca3 else "right" if outcome == "ambiguous" else "unknown"
    return "right" if cca3 == expected else "wrong" if cca3 else "unknown"


def main():
    argv = sys.argv[1:]
    label = "this run"
    if "--label" in argv:
        at = argv.index("--label")
        label = argv[at + 1]
        del argv[at:at + 2]
    write = "--write" in argv
    args = [a for a in argv if not a.startswith("--")]
    binary = args[0] if args else os.path.join(ROOT, ".build", "release", "countries")
    rows = read_set()
    results = answers(binary, [r[0] for r in rows])
    tally = {}
    wrong = []
    for (name, expected, source, section), (outcome, cca3) in zip(rows, results):
        kind = judge(expected, outcome, cca3)
        group = {"-": "no country", "?": "several countries"}.get(expected, "one country")
        for key in ("all", group, section):
            tally.setdefault(key, {"right": 0, "wrong": 0, "unknown": 0, "city": 0})[kind] += 1
        if kind == "wrong":
            wrong.append(f"wrong\t{name}\texpected {expected}\tgot {cca3}")

    def line(key):
        t = tally.get(key, {"right": 0, "wrong": 0, "unknown": 0, "city": 0})
        total = sum(t.values())
        return total, t, 100 * t["right"] / max(total, 1)

    for text in wrong:
        print(text)
    for key in tally:
        total, t, share = line(key)
        print(f"{key}: {total} names, {t['right']} right ({share:.1f}%), {t['wrong']} wrong, {t['unknown']} unknown or ambiguous")
    if write:
        total, t, share = line("all")
        row = f"| {label} | {t['right']} of {total}, **{share:.1f}%** | " + " | ".join(
            f"{line(g)[1]['right']} of {line(g)[0]}" for g in ("one country", "no country", "several countries")) + f" | **{t['wrong']}** |"
        text = open(BENCHMARKS, encoding="utf-8").read()
        old = re.search(r"<!-- held_out.py -->.*?<!-- /held_out.py -->", text, re.S)
        rows_kept = [r for r in re.findall(r"^\| (?!run|---).*\|$", old.group(0), re.M) if not r.startswith(f"| {label} |")] if old else []
        section = "\n".join([
            "<!-- held_out.py -->",
            "## `resolve` on the held-out set (docs/bench/held_out.py)",
            "",
            f"Tests/Corpus/held-out-names.tsv: {total} names as statistical offices, trade",
            "statistics, sports bodies, news, Natural Earth and other languages write them,",
            "written before the lookup's rules of issue 40 were changed and never tuned on",
            "(the scorer prints counts only). Right: the country expected; for a name of no",
            "country, no country; for a former state now several, ambiguous. Wrong: another",
            "country.",
            "",
            "| run | right | one country | no country | several countries | wrong |",
            "|---|---|---|---|---|---|",
            *rows_kept,
            row,
            "<!-- /held_out.py -->",
        ])
        subprocess.run([sys.executable, os.path.join(HERE, "section.py"), BENCHMARKS, "held_out.py", section], check=True)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
