"""Holds one `countries` binary's answers to another's, byte for byte, on
every name set the project has (issue 40: the resolver made anew must give
the answers it gave, but for differences named as improvements):

  - Tests/Corpus: the messy names, the names of no country, the held-out
    set, CLDR's names, the held-out places;
  - the peer lists (/tmp/peer-names.tsv, docs/bench/peer-names), when there;
  - the benchmarks' inputs: resolve_speed_input.py's 20,000 messy names and
    the column's distinct names, resolve_names.py's mixed names, and every
    kind of resolve_kinds_input.py;
  - variants of each corpus name (upper and lower case, a trailing full
    stop or comma, doubled spaces, hyphens for spaces and spaces for
    hyphens, a leading "The", spaces around), as EntryPointTests makes them;
  - the corpus names again with --locale de, fr, vi and el (el: a language
    only CLDR names countries in).

Each set is resolved by each binary in tsv (`--to cca3`) and in ndjson
(`--to cca3,name.common`: the outcome, the candidates, how it matched and
what was mended), with an empty HOME.

    python3 docs/bench/same_answers.py OLD NEW [--record DIR] [--show N] [--show-held-out]

Prints, for each set and format, the lines that differ (the first N, 20
unless told; the held-out set's only as a count, unless --show-held-out, as
it is never tuned on), and exits 1 when any does. --record DIR keeps both
binaries' outputs there.
"""
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import resolve_kinds_input  # noqa: E402
import resolve_names  # noqa: E402
import resolve_speed_input  # noqa: E402


def first_column(path, column=0):
    names = []
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.strip() and not line.startswith("#"):
                names.append(line.split("\t")[column])
    return names


def cldr_names():
    return sorted({name for _, name in resolve_kinds_input.cldr_names(ROOT)})


def variants(name):
    """The variants EntryPointTests makes of a name: none may change its answer."""
    out = [name.upper(), name.lower(), name + ".", name + ",", name.replace(" ", "  "), name.replace(" ", "-"),
           name.replace("-", " "), "The " + name, "  " + name + "  "]
    return [v for v in out if v != name]


def read_file(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def name_sets(binary, work):
    corpus = os.path.join(ROOT, "Tests", "Corpus")
    sets = {
        "messy-names": first_column(os.path.join(corpus, "messy-names.tsv")),
        "never-countries": first_column(os.path.join(corpus, "never-countries.tsv")),
        "held-out-names": first_column(os.path.join(corpus, "held-out-names.tsv")),
        "held-out-places": first_column(os.path.join(corpus, "held-out-places.tsv")),
        "cldr-country-names": cldr_names(),
    }
    if os.path.exists("/tmp/peer-names.tsv"):
        sets["peer-names"] = first_column("/tmp/peer-names.tsv")
    path = os.path.join(work, "in.txt")
    resolve_speed_input.messy(ROOT, 20000, path)
    sets["bench-messy"] = read_file(path)
    resolve_speed_input.column(ROOT, 100000, path)
    sets["bench-column"] = sorted(set(read_file(path)))
    names = resolve_names.pool(ROOT)
    sets["bench-mixed"] = sorted(set(names))
    for kind in resolve_kinds_input.KINDS:
        resolve_kinds_input_write(kind, path, binary)
        sets["kind-" + kind] = read_file(path)
    corpus_names = sets["messy-names"] + sets["never-countries"] + sets["peer-names" if "peer-names" in sets else "messy-names"]
    sets["variants"] = sorted({v for n in corpus_names for v in variants(n)})
    sets["variants-held-out"] = sorted({v for n in sets["held-out-names"] for v in variants(n)})
    return sets


def resolve_kinds_input_write(kind, path, binary):
    subprocess.run([sys.executable, os.path.join(HERE, "resolve_kinds_input.py"), ROOT, kind, "2000", path, binary],
                   check=True, capture_output=True)


def run(binary, names, args):
    home = tempfile.mkdtemp()
    try:
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"}
        done = subprocess.run([binary, "resolve"] + args, input="".join(n + "\n" for n in names).encode(),
                              capture_output=True, env=env)
    finally:
        shutil.rmtree(home)
    return done.stdout.decode("utf-8", "replace").split("\n"), done.stderr.decode("utf-8", "replace").strip(), done.returncode


def main():
    argv = sys.argv[1:]
    record = None
    show = 20
    if "--record" in argv:
        at = argv.index("--record")
        record = argv[at + 1]
        del argv[at:at + 2]
    if "--show" in argv:
        at = argv.index("--show")
        show = int(argv[at + 1])
        del argv[at:at + 2]
    show_held_out = "--show-held-out" in argv
    old, new = [a for a in argv if not a.startswith("--")]
    work = tempfile.mkdtemp()
    try:
        sets = name_sets(old, work)
    finally:
        shutil.rmtree(work)
    runs = [(name, names, fmt, args) for name, names in sets.items()
            for fmt, args in (("tsv", ["--to", "cca3"]), ("ndjson", ["--format", "ndjson", "--to", "cca3,name.common"]))]
    corpus = sets["messy-names"] + sets["never-countries"] + sets["held-out-names"] + sets["cldr-country-names"][:400]
    for locale in ("de", "fr", "vi", "el"):
        runs.append((f"corpus-{locale}", corpus, "ndjson", ["--locale", locale, "--format", "ndjson", "--to", "cca3,name.common"]))
    differing = 0
    for name, names, fmt, args in runs:
        (old_out, old_err, old_code), (new_out, new_err, new_code) = run(old, names, args), run(new, names, args)
        if record:
            os.makedirs(record, exist_ok=True)
            for which, out in (("old", old_out), ("new", new_out)):
                with open(os.path.join(record, f"{name}.{fmt}.{which}"), "w", encoding="utf-8") as f:
                    f.write("\n".join(out))
        diffs = [(n, a, b) for n, a, b in zip(names, old_out, new_out) if a != b]
        if len(old_out) != len(new_out):
            diffs.append(("(line count)", str(len(old_out)), str(len(new_out))))
        if (old_err, old_code) != (new_err, new_code):
            diffs.append(("(stderr, exit)", f"{old_err} {old_code}", f"{new_err} {new_code}"))
        differing += len(diffs)
        print(f"{name} {fmt}: {len(names)} names, {len(diffs)} differ")
        if "held-out" in name and not show_held_out:
            continue
        for n, a, b in diffs[:show]:
            print(f"  {n!r}\n    old {a}\n    new {b}")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
