#!/usr/bin/env bash
# The cities (issue 41): instructions of `city` against `show fra`, and
# what the built-in cities add to the binary.
#
#   - instructions (valgrind's callgrind, the total Ir, of a stripped copy),
#     which hardly move with the machine's load, of `show fra`, `city
#     paris`, `city 'Paris, TX'` and `time denver`, side by side in one run;
#   - the stripped binary's size, and with BASE (a `countries` binary built
#     from the commit before the cities), the growth.
#
# Target: `city paris` and `time denver` within 1.5x the instructions of
# `show fra`.
#
#   bash docs/bench/cities.sh
#   BASE=/path/to/countries-before-cities bash docs/bench/cities.sh
#
# Environment: BASE (or BASE_SIZE, its stripped size in bytes), OUT=docs/BENCHMARKS.md (the section between the
# cities.sh markers is replaced, or added).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in python3 swift strip valgrind; do
    command -v "$tool" >/dev/null || { echo "Missing: $tool (apt-get install valgrind binutils)" >&2; exit 1; }
done
out=${OUT:-docs/BENCHMARKS.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" # no cache or settings of the user's
mkdir -p "$HOME"

swift build -c release --product countries >&2
strip -o "$work/countries" "$(swift build -c release --show-bin-path)/countries"
bin="$work/countries"
python3 docs/bench/bench.py callgrind \
    "show fra=$bin show fra" "city paris=$bin city paris" "city 'Paris, TX'=$bin city 'Paris, TX'" "time denver=$bin time denver" \
    > "$work/instructions.json"
size=$(stat -c %s "$bin")
# BASE_SIZE: the stripped size measured before (as the report gives it),
# where no binary from before the cities is at hand.
base_size=${BASE_SIZE:-}
if [ -n "${BASE:-}" ]; then
    strip -o "$work/base" "$BASE"
    base_size=$(stat -c %s "$work/base")
fi
cities=$(stat -c %s Sources/CountriesSnapshot/cities.bin)
keys=$(stat -c %s Sources/CountriesSnapshot/city-keys.bin)

report=$(python3 - "$work/instructions.json" "$size" "$base_size" "$cities" "$keys" "$(git rev-parse --short HEAD)" <<'PY'
import json, sys
counts = json.load(open(sys.argv[1]))
size, base, cities, keys, commit = int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
floor = counts["show fra"]
lines = [
    "<!-- cities.sh -->",
    "## Cities: `city` against `show fra`, and the binary's growth",
    "",
    f"`docs/bench/cities.sh` at {commit}: callgrind's instructions of a stripped release build, an empty HOME.",
    "Target: `city paris` and `time denver` within 1.5x `show fra`.",
    "",
    "| command | instructions | x show fra |",
    "|---|---|---|",
]
for name, count in counts.items():
    lines.append(f"| `{name}` | {count:,} | {count / floor:.2f}x |")
lines += ["", f"The stripped binary: {size:,} bytes, of which the cities' files embedded: cities.bin {cities:,} and city-keys.bin {keys:,} ({(cities + keys) / 1e6:.2f} MB)."]
if base:
    base = int(base)
    lines.append(f"Before the cities: {base:,} bytes; growth {size - base:,} bytes (+{100 * (size - base) / base:.1f}%).")
lines.append("<!-- /cities.sh -->")
print("\n".join(lines))
PY
)
python3 docs/bench/section.py "$out" cities.sh "$report"
echo "$report"
