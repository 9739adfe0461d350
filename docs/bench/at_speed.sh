#!/usr/bin/env bash
# `at` against its targets (issue 42), side by side in one run:
#
#   - the first answer: instructions (callgrind, a stripped copy) of
#     `at 48.8566,2.3522` and of its fields one by one beside `show fra`
#     (target: within 1.5x);
#   - points a second through a CSV pipe, parse, look up and write, the
#     whole process (hyperfine, median wall time, and its mean CPU time,
#     user and system): a million random points on land and sea alike
#     (lat,lng, five decimals), with the default fields
#     (country,subdivision,zone) and with country,zone alone (exit 1: some
#     points are at sea, so hyperfine -i) (target: at
#     least 1,000,000 a second), beside `cat` and an awk that appends a
#     field to each row of the same file (the ratio holds on a loaded machine),
#     and beside the peers' rates as docs/bench/at_accuracy.py recorded
#     them in docs/BENCHMARKS.md;
#   - peak memory of each, and of ten times the points (flat: answered a
#     batch at a time);
#   - the binary's size (stripped as docs/bench/cities.sh strips it), and
#     the zone shapes' part of it.
#
#   bash docs/bench/at_speed.sh
#   RUNS=2 POINTS=100000 bash docs/bench/at_speed.sh    (a quick look)
#
# Environment: RUNS=5 (hyperfine's runs of each), POINTS=1000000 (the file's), OUT=docs/BENCHMARKS.md (the section between the
# at_speed.sh markers is replaced, or added), BINARY=a release build made
# already (default: swift build -c release). The machine should be calm:
# the load average at the start and end of the timing is written down.
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in hyperfine python3 swift strip valgrind; do
    command -v "$tool" >/dev/null || { echo "Missing: $tool (apt-get install hyperfine valgrind binutils)" >&2; exit 1; }
done
runs=${RUNS:-5}
points=${POINTS:-1000000}
out=${OUT:-docs/BENCHMARKS.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home"
mkdir -p "$HOME"

if [ -z "${BINARY:-}" ]; then
    swift build -c release --product countries >&2
    BINARY="$(swift build -c release --show-bin-path)/countries"
fi
strip -o "$work/countries" "$BINARY"
bin="$work/countries"

python3 - "$work" "$points" <<'PY'
import random, sys
random.seed(42)
with open(f"{sys.argv[1]}/points.csv", "w") as f:
    f.write("lat,lng\n")
    for _ in range(int(sys.argv[2])):
        f.write(f"{random.uniform(-90, 90):.5f},{random.uniform(-180, 180):.5f}\n")
PY
for _ in 1 2 3 4 5 6 7 8 9 10; do tail -n +2 "$work/points.csv"; done | sed '1i lat,lng' > "$work/points10.csv"

load_start=$(cut -d' ' -f1 /proc/loadavg)
hyperfine --style basic -i --warmup 1 --runs "$runs" --export-json "$work/times.json" \
    -n cat "cat $work/points.csv > /dev/null" \
    -n awk "awk -F, '{ print \$0 \",\" (\$1 > 0 ? \"N\" : \"S\") }' $work/points.csv > /dev/null" \
    -n "country,zone" "$bin at --column lat,lng --fields country,zone < $work/points.csv > /dev/null" \
    -n "default" "$bin at --column lat,lng < $work/points.csv > /dev/null" \
    -n "lines" "tail -n +2 $work/points.csv | $bin at --fields country,zone > /dev/null" >&2

load_end=$(cut -d' ' -f1 /proc/loadavg)
# Some points are at sea, so `at` exits 1: the peak is the last line either way.
peak() { { /usr/bin/time -f %M "$@" 2>&1 >/dev/null || true; } | tail -1; }
mem1=$(peak sh -c "$bin at --column lat,lng --fields country,zone < $work/points.csv 2>/dev/null")
mem10=$(peak sh -c "$bin at --column lat,lng --fields country,zone < $work/points10.csv 2>/dev/null")

python3 docs/bench/bench.py callgrind \
    "show fra=$bin show fra" \
    "at=$bin at 48.8566,2.3522" \
    "at country,zone=$bin at 48.8566,2.3522 --fields country,zone" \
    "at at sea=$bin at 40,-30 --fields country,zone,nearest,distance" \
    "at city=$bin at 48.8566,2.3522 --fields city" > "$work/instructions.json"

size=$(stat -c %s "$bin")
shapes=$(stat -c %s Sources/CountriesSnapshot/zone-shapes.bin)

report=$(python3 - "$work" "$mem1" "$mem10" "$size" "$shapes" "$points" "$out" <<'PY'
import json, re, sys
work, mem1, mem10, size, shapes, n, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6]), sys.argv[7]
results = json.load(open(f"{work}/times.json"))["results"]
times = {r["command"]: r["median"] for r in results}
cpu = {r["command"]: r["user"] + r["system"] for r in results}
counts = json.load(open(f"{work}/instructions.json"))
show = counts["show fra"]
print("| first answer | instructions | ÷ `show fra` |")
print("|---|---|---|")
for name, title in (("show fra", "`show fra`"), ("at", "`at 48.8566,2.3522` (every field: a person's lines)"),
                    ("at country,zone", "`at 48.8566,2.3522 --fields country,zone`"),
                    ("at at sea", "`at 40,-30 --fields country,zone,nearest,distance` (at sea)"),
                    ("at city", "`at 48.8566,2.3522 --fields city`")):
    ir = counts.get(name)
    print(f"| {title} | {ir:,} | {ir / show:.2f} |" if ir else f"| {title} | (callgrind failed) | |")
print()
print(f"| {n:,} points through a CSV pipe | wall (median) | points a second, wall | CPU (mean, user + system) | points a CPU-second |")
print("|---|---|---|---|---|")
for name, title in (("cat", "`cat` of the file (the floor)"), ("awk", "`awk` appending a field to each row (a reference)"), ("country,zone", "`at --column lat,lng --fields country,zone`"),
                    ("default", "`at --column lat,lng` (country,subdivision,zone: the nearest city in the country each)"),
                    ("lines", "`tail -n +2 | at --fields country,zone` (a point a line; `tail`'s time too)")):
    t, c = times[name], cpu[name]
    # hyperfine takes the shell's start off the wall time: a command that short may come to nothing.
    rate = lambda seconds: f"{n / seconds:,.0f}" if seconds > 0 else "(too short to time)"
    print(f"| {title} | {t * 1000:.0f} ms | {rate(t)} | {c * 1000:.0f} ms | {rate(c)} |")
print()
# The peers' rates as at_accuracy.py recorded them (a list of points in one call, no CSV).
recorded = re.search(r"<!-- at_accuracy.py -->(.*?)<!-- /at_accuracy.py -->", open(out, encoding="utf-8").read(), re.S)
peers = [row for row in (recorded.group(1).splitlines() if recorded else []) if row.startswith("| ") and not row.startswith("| countries") and row.split("|")[-2].strip().replace(",", "").isdigit()]
if peers:
    print("The peers' rates, as docs/bench/at_accuracy.py recorded them above (a list of points in one call, loaded first; no CSV):")
    print()
    print("| peer | points a second |")
    print("|---|---|")
    for row in peers:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        print(f"| {cells[0]} | {cells[-1]} |")
    print()
if times["awk"] > 0:
    print(f"`at --fields country,zone` took {times['country,zone'] / times['awk']:.2f}× the awk's time over the same file.")
print()
print(f"Peak memory (`--fields country,zone`): {mem1 / 1024:.1f} MB for {n:,} points, {mem10 / 1024:.1f} MB for ten times as many.")
print(f"The stripped binary: {size / 1e6:.1f} MB, of which the zone shapes {shapes / 1e6:.1f} MB (`zone-shapes.bin`, embedded as it is).")
print()
print("| target | met | measured |")
print("|---|---|---|")
for name, title in (("country,zone", "CSV, country,zone"), ("default", "CSV, the default fields"), ("lines", "a point a line, country,zone")):
    rate, per_cpu = n / times[name], n / max(cpu[name], 1e-9)
    print(f"| at least 1,000,000 points a second end to end ({title}), wall | {'yes' if rate >= 1e6 else '**no**'} | {rate:,.0f} ({per_cpu:,.0f} a CPU-second) |")
ratio = counts["at"] / show
print(f"| first answer within 1.5× the instructions of `show fra` | {'yes' if ratio <= 1.5 else '**no**'} | {ratio:.2f}× |")
PY
)

section=$(cat <<MD
<!-- at_speed.sh -->
## \`at\`: first answer and throughput (docs/bench/at_speed.sh)

Release build, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD), $(nproc) cores, shared (load average $load_start at the start of the timing, $load_end at its end).
Instructions: callgrind, one run of a stripped copy. Time: median of $runs runs, an empty HOME;
$points points uniform in latitude and longitude (five decimals), every ratio from this one run.

$report
<!-- /at_speed.sh -->
MD
)
python3 docs/bench/section.py "$out" at_speed.sh "$section"
echo "$section"
