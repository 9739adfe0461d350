"""Scores `countries resolve` on the peer libraries' test names
(/tmp/peer-names.tsv, written by extract.py): right, wrong (a country the name
does not mean), unknown (no single country: unknown or ambiguous). A name
the peers say is no country is right when no country is answered; answered
as a city (issue 41), it is counted apart. The figure is given with and
without the names whose code no country of the snapshot has (ANT, EAZ).

    python3 docs/bench/peer-names/score.py [path/to/countries] [--names FILE] [--show-held-out]

Reads the list extract.py wrote (its sha256 is checked against README.md's)
and runs the binary once; fetches nothing. It lists the dev part's misses; of the held-out part (a fifth of
the names, by a hash of the name) it prints only counts, so rules are made
without looking at it. Exit 1 when any answer is wrong.
"""
import hashlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SNAPSHOT = os.path.join(HERE, "..", "..", "..", "Sources", "CountriesSnapshot", "countries-v3.1.json")


# The sha256 of the list extract.py writes from the commits README.md names.
EXPECTED_SHA256 = "9a56e7e69f114f6df6fff4971aad9b2b2731a52df53cee9344c70aafb7a68b10"


def read_names(path):
    with open(path, "rb") as f:
        data = f.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != EXPECTED_SHA256:
        print(f"note: {path} is not the list README.md names (sha256 {digest}); scores are not comparable", file=sys.stderr)
    return [line.split("\t") for line in data.decode("utf-8").splitlines() if not line.startswith("#")]


def answers(binary, names):
    env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "LANG": "C.UTF-8"}
    run = subprocess.run([binary, "resolve", "--format", "ndjson", "--to", "cca3"], input="".join(n + "\n" for n in names),
                         capture_output=True, text=True, env=env)
    lines = run.stdout.splitlines()
    if len(lines) != len(names):
        sys.exit(f"{len(names)} names in, {len(lines)} answers out: {run.stderr.strip()}")
    out = []
    for line in lines:
        answer = json.loads(line)
        found = answer.get("outcome") == "found"
        country = answer.get("country") or answer
        # A city (issue 41) answers its country, the city as its reason.
        city = (answer.get("match") or {}).get("by") == "city"
        out.append(("city" if city else answer.get("outcome"), country.get("cca3") if found else None))
    return out


def main():
    argv = sys.argv[1:]
    names_path = "/tmp/peer-names.tsv"
    if "--names" in argv:
        at = argv.index("--names")
        names_path = argv[at + 1]
        del argv[at:at + 2]
    args = [a for a in argv if not a.startswith("--")]
    show_held_out = "--show-held-out" in argv
    binary = args[0] if args else os.path.join(HERE, "..", "..", "..", ".build", "release", "countries")
    rows = read_names(names_path)
    results = answers(binary, [r[0] for r in rows])
    tally = {}
    misses = []
    with open(SNAPSHOT, encoding="utf-8") as f:
        codes = {record["cca3"] for record in json.load(f)}
    for (name, expected, source, part), (outcome, cca3) in zip(rows, results):
        if expected == "-":
            # A city named (issue 41: "city: Mexico City, Mexico") is no
            # country, but no "no country" either: counted apart, as
            # held_out.py counts it, never as right.
            kind = "city" if outcome == "city" else "wrong" if cca3 else "right"
        else:
            kind = "right" if cca3 == expected else "wrong" if cca3 else "unknown"
        # A code that is no country of the snapshot (ANT, the Netherlands
        # Antilles, now three; EAZ, Zanzibar, a part of Tanzania): no
        # answer can be right. Scored with them and without them.
        groups = ["all", part] + ([] if expected == "-" or expected in codes else ["no-code"])
        for group in groups:
            tally.setdefault(group, {"right": 0, "wrong": 0, "unknown": 0, "city": 0})[kind] += 1
        if kind != "right" and (part == "dev" or show_held_out):
            misses.append(f"{kind}\t{name}\texpected {expected}\tgot {cca3 or outcome}\t{source}\t{part}")
    for line in misses:
        print(line)
    empty = {"right": 0, "wrong": 0, "unknown": 0, "city": 0}
    for group in ("all", "dev", "held-out"):
        t = tally.get(group, empty)
        total = sum(t.values())
        print(f"{group}: {total} names, {t['right']} right ({100 * t['right'] / max(total, 1):.1f}%), {t['wrong']} wrong, "
              f"{t['unknown']} unknown or ambiguous, {t['city']} no-country names answered as a city")
    t, n = tally.get("all", empty), tally.get("no-code", empty)
    total = sum(t.values()) - sum(n.values())
    right = t["right"] - n["right"]
    print(f"all but the {sum(n.values())} names of a code no country has (ANT, EAZ): {total} names, {right} right ({100 * right / max(total, 1):.2f}%)")
    sys.exit(1 if tally["all"]["wrong"] else 0)


if __name__ == "__main__":
    main()
