#!/usr/bin/env bash
# `time` against `show fra` (issue 34, item 5), side by side in one run:
#
#   - instructions (valgrind's callgrind, the total Ir, of a stripped copy:
#     the same code) of each command below, which hardly move with the
#     machine's load;
#   - wall time (hyperfine, median, output to a pipe, an empty HOME: the
#     data built into the program);
#   - the floor beside them: a Swift hello-world with no import (swiftc -O).
#
# Targets: `time jp` within 2x `show fra`, `time` with every zone of the
# world within 5x; `show fra` stays at the floor (its zones are read, as it
# shows their local time).
#
#   bash docs/bench/time.sh
#
# Environment: RUNS=20, OUT=docs/BENCHMARKS.md (the section between the
# time.sh markers is replaced, or added).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in hyperfine python3 swift swiftc strip valgrind; do
    command -v "$tool" >/dev/null || { echo "Missing: $tool (apt-get install hyperfine valgrind binutils)" >&2; exit 1; }
done
runs=${RUNS:-20}
out=${OUT:-docs/BENCHMARKS.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" # no cache or settings of the user's
mkdir -p "$HOME"

swift build -c release --product countries >&2
strip --strip-debug -o "$work/countries" "$(swift build -c release --show-bin-path)/countries"
printf 'print("hello")\n' > "$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello"
bin="$work/countries"

# name|arguments: every command is timed and counted the same way.
commands=(
    "floor|"
    "show fra|show fra"
    "show us|show us"
    "time jp|time jp"
    "time us|time us"
    "time|time"
    "meeting|time --hours 9-17 paris tokyo 'new york'"
)
command_line() { # the command line of entry $1
    local name=${1%%|*} arguments=${1#*|}
    if [ "$name" = floor ]; then echo "$work/hello"; else echo "$bin $arguments"; fi
}

named=()
for entry in "${commands[@]}"; do named+=(-n "${entry%%|*}" "$(command_line "$entry")"); done
hyperfine --style basic --warmup 3 --runs "$runs" --output=pipe -N --export-json "$work/times.json" "${named[@]}" >&2

counted=()
for entry in "${commands[@]}"; do counted+=("${entry%%|*}=$(command_line "$entry")"); done
python3 docs/bench/bench.py callgrind "${counted[@]}" > "$work/instructions.json"

report=$(python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
times = {r["command"]: r["median"] for r in json.load(open(f"{work}/times.json"))["results"]}
counts = json.load(open(f"{work}/instructions.json"))
titles = {"floor": "floor: Swift hello-world, no import", "meeting": "`time --hours 9-17 paris tokyo 'new york'`"}
show_ms, show_ir = times["show fra"], counts["show fra"]
print("| command | instructions | ÷ `show fra` | time | ÷ `show fra` |")
print("|---|---|---|---|---|")
for name in times:
    title = titles.get(name, f"`{name}`")
    ir = counts.get(name)
    ir_text = f"{ir:,} | {ir / show_ir:.2f}" if ir else "(callgrind failed) |"
    print(f"| {title} | {ir_text} | {times[name] * 1000:.1f} ms | {times[name] / show_ms:.2f} |")
print()
print("| target | met | measured |")
print("|---|---|---|")
def row(label, ratio, most):
    print(f"| {label} | {'yes' if ratio <= most else '**no**'} | {ratio:.2f}× |")
for name, most in (("time jp", 2), ("time", 5)):
    label = "`time` (every zone of the world)" if name == "time" else f"`{name}`"
    row(f"{label} at most {most}× the instructions of `show fra`", counts[name] / show_ir, most)
    row(f"{label} at most {most}× the time of `show fra`", times[name] / show_ms, most)
row("`show fra` at most 1.5× the floor's time", show_ms / times["floor"], 1.5)
PY
)

section=$(cat <<MD
<!-- time.sh -->
## \`time\` beside \`show fra\` (docs/bench/time.sh)

Release build, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD), $(nproc) cores, shared.
Instructions: callgrind, one run of a stripped copy. Time: median of $runs runs (after 3
warm-ups), output to a pipe, an empty HOME; every ratio from this one run.

$report
<!-- /time.sh -->
MD
)
python3 docs/bench/section.py "$out" time.sh "$section"
echo "$section"
