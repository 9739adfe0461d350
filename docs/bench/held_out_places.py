"""Scores `countries resolve` on the held-out places (Tests/Corpus/held-out-places.tsv,
issue 41): 500 places as data sets write them ("City, ST", "City, Country",
other languages, bare names), written before any city rule and never tuned on.
Prints counts only, by convention, never a place it misses, so no rule is made
from them; a wrong answer (a country the place is not in) is the one thing it
names. The target: at least 98% resolved, none wrong.

    python3 docs/bench/held_out_places.py [path/to/countries] [--label TEXT] [--write]

--write puts the figures into docs/BENCHMARKS.md (section.py). Exit 1 on any
wrong answer.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
SET = os.path.join(ROOT, "Tests", "Corpus", "held-out-places.tsv")


def read_set():
    rows = []
    with open(SET, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if not line or line.startswith("#"):
                continue
            place, cca3, convention = line.split("\t")
            rows.append((place, cca3, convention))
    return rows


def main():
    label_at = sys.argv.index("--label") + 1 if "--label" in sys.argv else None
    args = [a for i, a in enumerate(sys.argv) if i > 0 and i != label_at and not a.startswith("--")]
    binary = args[0] if args else os.path.join(ROOT, ".build", "release", "countries")
    label = sys.argv[sys.argv.index("--label") + 1] if "--label" in sys.argv else "this build"
    rows = read_set()
    text = "\n".join(place for place, _, _ in rows) + "\n"
    env = dict(os.environ, HOME="/nonexistent", LANG="C.UTF-8")
    env.pop("COUNTRIES_CACHE_DIR", None)
    out = subprocess.run([binary, "resolve", "--format", "ndjson"], input=text.encode(), capture_output=True, env=env).stdout.decode()
    answers = [json.loads(line) for line in out.split("\n") if line.strip()]
    assert len(answers) == len(rows), (len(answers), len(rows))
    counts = {}
    right = wrong = 0
    for (place, expected, convention), answer in zip(rows, answers):
        got = (answer.get("country") or {}).get("cca3")
        kind = "right" if got == expected else ("unresolved" if got is None else "wrong")
        counts.setdefault(convention, {"right": 0, "unresolved": 0, "wrong": 0})[kind] += 1
        if kind == "wrong":
            wrong += 1
            print(f"WRONG: {place!r} -> {got}, expected {expected}")
        right += kind == "right"
    lines = [f"| {label} | {right} of {len(rows)} ({100 * right / len(rows):.1f}%) | {wrong} |", "", "| convention | right | unresolved | wrong |", "|---|---|---|---|"]
    for convention, c in counts.items():
        lines.append(f"| {convention} | {c['right']} | {c['unresolved']} | {c['wrong']} |")
    print("\n".join(lines))
    if "--write" in sys.argv:
        section = "\n".join([
            "<!-- held_out_places.py -->",
            "## Held-out places (issue 41)",
            "",
            "docs/bench/held_out_places.py: `resolve` on Tests/Corpus/held-out-places.tsv (500 places, never tuned on); target >= 98%, 0 wrong.",
            "",
            "| build | resolved to the right country | wrong |",
            "|---|---|---|",
        ] + lines + ["<!-- /held_out_places.py -->"])
        subprocess.run([sys.executable, os.path.join(HERE, "section.py"), os.path.join(ROOT, "docs", "BENCHMARKS.md"), "held_out_places.py", section], check=True)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
