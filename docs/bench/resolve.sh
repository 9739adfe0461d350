#!/usr/bin/env bash
# The `resolve` benchmark (issue 21), apart from run.sh, which takes long:
#
#   - 20,000 mixed names (docs/bench/resolve_names.py: the corpus's messy
#     names and names of no country, every country's names and codes) through
#     `countries resolve` in one process, beside country_converter ("coco",
#     Python) converting the same names to ISO3 in one Python process, its
#     import and set-up excluded; reported per name, and as a ratio;
#   - `show "<messy name>"` beside `show fra`, a new process each run: one
#     name of each kind the resolver mends, and one that is no country.
#
# coco is installed with pip in a virtual environment under /tmp, for this
# benchmark only: it is never a dependency of the program.
#
#   bash docs/bench/resolve.sh
#
# Environment: NAMES=20000, RUNS=10, OUT=docs/BENCHMARKS.md (the section
# between the resolve.sh markers is replaced, or added at the end).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in hyperfine python3 swift jq; do
    command -v "$tool" >/dev/null || { echo "Missing: $tool" >&2; exit 1; }
done
names=${NAMES:-20000}
runs=${RUNS:-10}
out=${OUT:-docs/BENCHMARKS.md}
venv=${COCO_VENV:-/tmp/coco-venv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q country_converter
fi
coco_version=$("$venv/bin/python" -c 'import country_converter as c; print(c.__version__)')

swift build -c release --product countries >&2
bin=$(swift build -c release --show-bin-path)/countries

distinct=$(python3 docs/bench/resolve_names.py "$(pwd)" "$names" "$work/names.txt")

# countries: the whole process, start-up and all.
# Through a shell for the redirection (hyperfine subtracts the shell's own time).
hyperfine --warmup 1 --runs "$runs" --export-json "$work/resolve.json" -i \
    "$bin resolve < $work/names.txt > /dev/null" >&2
"$bin" resolve < "$work/names.txt" > "$work/countries.tsv" || true
countries_s=$(jq '.results[0].median' "$work/resolve.json")

# coco: once (it is slow), its conversion only.
coco_s=$("$venv/bin/python" docs/bench/resolve_coco.py "$work/names.txt" "$work/coco.txt" | head -1)

# The distinct names once each: no name asked twice, for either.
sort -u "$work/names.txt" > "$work/distinct.txt"
hyperfine --warmup 1 --runs "$runs" --export-json "$work/distinct.json" -i \
    "$bin resolve < $work/distinct.txt > /dev/null" >&2
countries_distinct_s=$(jq '.results[0].median' "$work/distinct.json")
coco_distinct_s=$("$venv/bin/python" docs/bench/resolve_coco.py "$work/distinct.txt" "$work/coco-distinct.txt" | head -1)

# One messy name of each kind the resolver mends (docs/SEARCH.md), then
# one that is no country: a new process each, against `show fra` (a code),
# timed before them and after.
hyperfine -N --warmup 3 --runs $((runs * 3)) --export-json "$work/show.json" -i \
    "$bin show fra" "$bin show 'côte d'\''ivoire'" "$bin show 'Korea, Rep.'" "$bin show 'CÃ´te d'\''Ivoire'" \
    "$bin show 'Bouvet Island (NO)'" "$bin show 'Upper Volta'" "$bin show DPRK" "$bin show 'N. Ireland'" \
    "$bin show Deutschland" "$bin show 'Wallis and Futuna Isds'" "$bin show Argentinia" "$bin show Botsuana" \
    "$bin show Narnia" "$bin show fra" >&2

report=$(python3 - "$work" "$names" "$distinct" "$countries_s" "$coco_s" "$coco_version" "$countries_distinct_s" "$coco_distinct_s" <<'PY'
import json, sys
work, names, distinct, countries_s, coco_s, version, countries_d, coco_d = sys.argv[1:]
names = int(names); countries_s = float(countries_s); coco_s = float(coco_s); countries_d = float(countries_d); coco_d = float(coco_d)
unique = sum(1 for _ in open(f"{work}/distinct.txt", encoding="utf-8"))
ours = [l.rstrip("\n").split("\t") for l in open(f"{work}/countries.tsv", encoding="utf-8")]
theirs = [l.rstrip("\n") for l in open(f"{work}/coco.txt", encoding="utf-8")]
found_ours = sum(1 for row in ours if len(row) > 1 and row[1])
found_theirs = sum(1 for t in theirs if t)
differ = sum(1 for row, t in zip(ours, theirs) if len(row) > 1 and row[1] and t and row[1] != t)
per = lambda s: s / names * 1e6
print(f"| | countries | coco {version} |")
print("|---|---|---|")
print(f"| {names:,} names ({int(distinct):,} distinct), one process | {countries_s*1000:.0f} ms (the whole process) | {coco_s:.2f} s (the conversion alone) |")
print(f"| per name | {per(countries_s):.1f} µs | {per(coco_s):.0f} µs |")
print(f"| **ratio** | **{coco_s/countries_s:.0f}× faster** | |")
print(f"| the {unique:,} distinct names, once each | {countries_d*1000:.0f} ms, {countries_d/unique*1e6:.0f} µs a name | {coco_d:.2f} s, {coco_d/unique*1e6:.0f} µs a name |")
print(f"| ratio, distinct names | {coco_d/countries_d:.0f}× faster | |")
print(f"| names given a country | {found_ours:,} | {found_theirs:,} |")
print(f"| both found one, and not the same | {differ:,} | |")
print()
# `show fra` runs first and last, the runs between timed against the
# faster of the two: a shared machine's noise is not counted for a name.
shows = json.load(open(f"{work}/show.json"))["results"]
base = min(shows[0]["median"], shows[-1]["median"])
shows = shows[:-1]
shows[0]["median"] = base
print("| command | median | ÷ `show fra` | within 2× |")
print("|---|---|---|---|")
for r in shows:
    cmd = r["command"].split(" ", 1)[1]
    ratio = r["median"] / base
    print(f"| `{cmd}` | {r['median']*1000:.1f} ms | {ratio:.2f} | {'yes' if ratio <= 2 else 'no'} |")
PY
)

section=$(cat <<MD
<!-- resolve.sh -->
## \`resolve\` (docs/bench/resolve.sh)

Release build, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD). countries is
timed as a whole process (median of $runs runs, start-up included); coco converts the
same names to ISO3 in one Python process, its import and set-up excluded (one run).

$report

"names given a country" counts answers, not right ones: coco answers some names
countries leaves unknown on purpose (cities, regions, former states now several).
<!-- /resolve.sh -->
MD
)
python3 docs/bench/section.py "$out" resolve.sh "$section"
echo "$section"
