"""Scores `countries resolve` on a held-out set of issue 40: names written
before the lookup's rules were changed, never tuned on. The first set,
Tests/Corpus/held-out-names.tsv (round 8), is the default; --set PATH scores
another (Tests/Corpus/held-out-names-2.tsv, round 9). Prints counts only, by
expectation and by the set's sections, never a name it misses, so no rule is
made from them; a wrong answer (a country the name does not mean) is the one
thing it names, as every name set must have none.

    python3 docs/bench/held_out.py [path/to/countries] [--set PATH] [--label TEXT] [--write]
    python3 docs/bench/held_out.py --dry [--set PATH]

--dry reads the set only (no binary run): its rows by expectation and by
section, the check that the file parses. --write puts the figures into
docs/BENCHMARKS.md (section.py): one section, a table of runs for each set, a
row a label (the commit measured), kept from earlier runs.
Exit 1 on any wrong answer.

A set is a TSV: name <TAB> expected <TAB> where the form comes from. A section
is headed by "## TITLE" (the first set) or "# section: TITLE" (the second);
any other line starting with "#" and holding no tab is a comment. Expected: a
cca3; "-" or "none" for no country (no country answered is right); "?" or
"several:XXX,YYY" for a name of several countries (ambiguous is right).
"""
import os
import re
import textwrap
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
FIRST_SET = os.path.join(ROOT, "Tests", "Corpus", "held-out-names.tsv")
BENCHMARKS = os.path.join(ROOT, "docs", "BENCHMARKS.md")
GROUPS = ("one country", "no country", "several countries")
# What each set is, for its table in docs/BENCHMARKS.md (by its path in the repository).
ABOUT = {
    "Tests/Corpus/held-out-names.tsv": (
        "names as statistical offices, trade statistics, sports bodies, news, Natural "
        "Earth and other languages write them, written on branch r8-lookup before the "
        "lookup's rules of issue 40 were changed"),
    "Tests/Corpus/held-out-names-2.tsv": (
        "names as World Bank, IMF, UN, FAOSTAT, WTO, OECD and Eurostat lists, carriers' "
        "forms, Natural Earth, FIFA and IOC, news, former names, other languages, typed "
        "and damaged text write them, with regions, aggregates and values of no country, "
        "written on branch r9-heldout before the lookup's rules and data of round 9 were "
        "changed"),
}


def read_set(path):
    rows, section = [], "-"
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.startswith("## "):
                section = line[3:].strip()
            elif line.startswith("# section:"):
                section = line[len("# section:"):].strip()
            if not line or (line.startswith("#") and "\t" not in line):
                continue
            name, expected, source = line.split("\t")
            rows.append((name, expected, source, section))
    return rows


def group(expected):
    if expected in ("-", "none"):
        return "no country"
    if expected == "?" or expected.startswith("several:"):
        return "several countries"
    if not re.fullmatch(r"[A-Z]{3}", expected):
        sys.exit(f"not an expectation: {expected!r}")
    return "one country"


def judge(expected, outcome, cca3):
    kind = group(expected)
    # A city named where the set expects no country is that city (issue 41,
    # docs/SEARCH.md): no country taken for it, counted apart.
    if outcome == "city" and kind == "no country":
        return "city"
    if kind == "no country":
        return "wrong" if cca3 else "right"
    if kind == "several countries":
        return "wrong" if cca3 else "right" if outcome == "ambiguous" else "unknown"
    return "right" if cca3 == expected else "wrong" if cca3 else "unknown"


def relative(path):
    return os.path.relpath(os.path.abspath(path), ROOT)


def table_block(set_path, kept, row):
    about = ABOUT.get(set_path, "names")
    total = len(read_set(os.path.join(ROOT, set_path))) if os.path.exists(os.path.join(ROOT, set_path)) else "?"
    return "\n".join([
        f"### {set_path}",
        "",
        *textwrap.wrap(f"{total} {about}; never tuned on (the scorer prints counts only).", 80),
        "",
        "| run | right | one country | no country | several countries | wrong |",
        "|---|---|---|---|---|---|",
        *kept,
        *([row] if row else []),
    ])


def write(set_path, label, row):
    text = open(BENCHMARKS, encoding="utf-8").read()
    old = re.search(r"<!-- held_out.py -->.*?<!-- /held_out.py -->", text, re.S)
    old = old.group(0) if old else ""
    # The rows kept for each set: under its "### path" heading, or, in the
    # section as it was before a table per set, the first set's.
    kept = {}
    parts = re.split(r"^### (.+)$", old, flags=re.M)
    if len(parts) == 1:
        kept[relative(FIRST_SET)] = re.findall(r"^\| (?!run |---).*\|$", old, re.M)
    for at in range(1, len(parts), 2):
        kept[parts[at].strip()] = re.findall(r"^\| (?!run |---).*\|$", parts[at + 1], re.M)
    kept[set_path] = [r for r in kept.get(set_path, []) if not r.startswith(f"| {label} |")]
    order = [relative(FIRST_SET)] + sorted(p for p in kept if p != relative(FIRST_SET))
    section = "\n".join([
        "<!-- held_out.py -->",
        "## `resolve` on the held-out sets (docs/bench/held_out.py)",
        "",
        "Name sets written before the lookup's rules of issue 40 were changed, a table",
        "each. Right: the country expected; for a name of no country, no country; for a",
        "former state now several, or a name of several, ambiguous. Wrong: another",
        "country. A city named where no country is expected is counted apart, neither",
        "right nor wrong (issue 41).",
        "",
        "\n\n".join(table_block(p, kept.get(p, []), row if p == set_path else None) for p in order),
        "<!-- /held_out.py -->",
    ])
    subprocess.run([sys.executable, os.path.join(HERE, "section.py"), BENCHMARKS, "held_out.py", section], check=True)


def main():
    argv = sys.argv[1:]
    options = {}
    for flag in ("--label", "--set"):
        if flag in argv:
            at = argv.index(flag)
            options[flag] = argv[at + 1]
            del argv[at:at + 2]
    label = options.get("--label", "this run")
    set_file = options.get("--set", FIRST_SET)
    rows = read_set(set_file)
    if "--dry" in argv:
        counts = {}
        for name, expected, source, section in rows:
            for key in ("all", group(expected), section):
                counts[key] = counts.get(key, 0) + 1
        for key, n in counts.items():
            print(f"{key}: {n} names")
        return
    # The binary is run and its answers read as the peer lists' scorer does.
    sys.path.insert(0, os.path.join(HERE, "peer-names"))
    from score import answers
    args = [a for a in argv if not a.startswith("--")]
    binary = args[0] if args else os.path.join(ROOT, ".build", "release", "countries")
    results = answers(binary, [r[0] for r in rows])
    empty = {"right": 0, "wrong": 0, "unknown": 0, "city": 0}
    tally = {}
    wrong = []
    for (name, expected, source, section), (outcome, cca3) in zip(rows, results):
        kind = judge(expected, outcome, cca3)
        for key in ("all", group(expected), section):
            tally.setdefault(key, dict(empty))[kind] += 1
        if kind == "wrong":
            wrong.append(f"wrong\t{name}\texpected {expected}\tgot {cca3}")

    def line(key):
        t = tally.get(key, empty)
        total = sum(t.values())
        return total, t, 100 * t["right"] / max(total, 1)

    for text in wrong:
        print(text)
    for key in tally:
        total, t, share = line(key)
        print(f"{key}: {total} names, {t['right']} right ({share:.1f}%), {t['wrong']} wrong, "
              f"{t['unknown']} unknown or ambiguous, {t['city']} a city")
    if "--write" in argv:
        total, t, share = line("all")
        row = f"| {label} | {t['right']} of {total}, **{share:.1f}%** | " + " | ".join(
            f"{line(g)[1]['right']} of {line(g)[0]}" for g in GROUPS) + f" | **{t['wrong']}** |"
        write(relative(set_file), label, row)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
