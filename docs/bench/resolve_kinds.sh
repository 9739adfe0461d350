#!/usr/bin/env bash
# Kinds of input `resolve` may answer pathologically slowly (issue 31):
# for each kind of resolve_kinds_input.py (own names in varied case,
# official names, translations, names in other scripts, codes,
# subdivisions, capitals, tagged, qualified and joined names, mojibake,
# long names, controls, numbers, a CSV column...), COUNT distinct names of
# that kind alone in one `countries resolve` process, beside the mixed file
# of 20,000 distinct messy names (resolve_speed_input.py messy).
#
# Instructions (callgrind's total, of a stripped copy: valgrind refuses the
# unstripped static binary), not time: they do not move with the load of a
# shared machine. For each file:
#   - a name: (the file's instructions - an empty input's) / its names;
#   - a further name: (the file's - its first half's) / the second half's
#     names, what each name costs once the tables a long run reads (after
#     32 missed names, 1,000 names...) are made: a kind whose first figure
#     only is high pays for those tables, one whose second is high pays a
#     name;
#   - a byte: a name's instructions over its length (long names).
# A kind is flagged when a name or a further name costs 3x the mixed
# file's or more, and a suspect when its bytes cost 1.5x the mixed file's
# or more too (a name near the length limit costs more by being long).
#
#   bash docs/bench/resolve_kinds.sh
#
# Environment: COUNT=5000 (names a kind), KINDS (default: every kind of
# resolve_kinds_input.py --list), JOBS=2 (callgrind runs at once), BIN (a
# stripped binary to measure instead of this commit's, built: another
# commit's figures), OUT=docs/BENCHMARKS.md (the section between the resolve_kinds.sh markers
# is replaced, or added at the end).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in valgrind python3 swift strip; do
    command -v "$tool" >/dev/null || { echo "Missing: $tool" >&2; exit 1; }
done
count=${COUNT:-5000}
jobs=${JOBS:-2}
out=${OUT:-docs/BENCHMARKS.md}
kinds=${KINDS:-$(python3 docs/bench/resolve_kinds_input.py . --list)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" # no cache or settings of the user's
mkdir -p "$HOME"

if [ -n "${BIN:-}" ]; then
    cp "$BIN" "$work/countries"
else
    swift build -c release --product countries >&2
    strip --strip-debug -o "$work/countries" "$(swift build -c release --show-bin-path)/countries"
fi

# The files: each kind, the mixed one, and each one's first half.
python3 docs/bench/resolve_speed_input.py . messy 20000 "$work/in-messy.txt"
: > "$work/in-empty.txt"
for kind in $kinds; do
    python3 docs/bench/resolve_kinds_input.py . "$kind" "$count" "$work/in-$kind.txt" "$work/countries" >/dev/null
done
for file in "$work"/in-*.txt; do
    name=$(basename "$file" .txt)
    [ "$name" = in-empty ] && continue
    lines=$(wc -l < "$file")
    if [ "$name" = in-csv ]; then
        head -n $(( (lines - 1) / 2 + 1 )) "$file" > "$work/half-${name#in-}.txt"
    else
        head -n $(( lines / 2 )) "$file" > "$work/half-${name#in-}.txt"
    fi
done

# One callgrind run a file, JOBS at once: "<file> <instructions>".
measure() {
    local file=$1 args=()
    case "$file" in *-csv.txt) args=(--column country) ;; esac
    valgrind --tool=callgrind --callgrind-out-file="$file.cg" "$work/countries" resolve "${args[@]}" < "$file" > /dev/null 2>&1 || true
    echo "$(basename "$file" .txt) $(awk '/^(summary|totals):/ {n = $2} END {print n}' "$file.cg")"
    rm -f "$file.cg"
}
export -f measure
export work
ls "$work"/in-*.txt "$work"/half-*.txt | xargs -P "$jobs" -I{} bash -c 'measure {}' > "$work/instructions.txt"

report=$(python3 - "$work" "$kinds" <<'PY'
import sys
work, kinds = sys.argv[1], sys.argv[2].split()
instructions = dict(line.split() for line in open(f"{work}/instructions.txt"))
empty = int(instructions["in-empty"])

def figures(kind):
    lines = open(f"{work}/in-{kind}.txt", encoding="utf-8", newline="").read().split("\n")[:-1]
    half = open(f"{work}/half-{kind}.txt", encoding="utf-8", newline="").read().count("\n")
    if kind == "csv":
        lines, half = lines[1:], half - 1
    names = len(lines)
    whole, first = int(instructions[f"in-{kind}"]), int(instructions[f"half-{kind}"])
    a_name = (whole - empty) / names
    further = (whole - first) / (names - half)
    size = sum(len(line.encode("utf-8")) for line in lines) / names
    return names, a_name, further, size

mixed = figures("messy")
print(f"| kind | names | bytes a name | instructions a name | a further name | a byte | ÷ mixed (a name; further) | |")
print("|---|---|---|---|---|---|---|---|")
def row(kind, f, flag=True):
    names, a_name, further, size = f
    ratio, further_ratio = a_name / mixed[1], further / mixed[2]
    byte_ratio = (a_name / size) / (mixed[1] / mixed[3])
    mark = ""
    if flag and max(ratio, further_ratio) >= 3:
        # A long name costs more by being long: suspect only when its bytes cost more too.
        mark = "**suspect**" if byte_ratio >= 1.5 else f"long: a byte {byte_ratio:.1f}×"
    print(f"| {kind} | {names:,} | {size:.0f} | {a_name:,.0f} | {further:,.0f} | {a_name / size:,.0f} | {ratio:.1f}×; {further_ratio:.1f}× | {mark} |")
row("mixed (messy, 20,000)", mixed, flag=False)
for kind in kinds:
    row(kind, figures(kind))
print()
print(f"An empty input: {empty:,} instructions.")
PY
)

section=$(cat <<MD
<!-- resolve_kinds.sh -->
## \`resolve\` by kind of input (docs/bench/resolve_kinds.sh)

Release build (stripped), $(date -u '+%Y-%m-%d %H:%M UTC'), ${BIN:+the binary $BIN, the script at }commit $(git rev-parse --short HEAD).
Callgrind's instructions of one \`countries resolve\` process a file of
$count distinct names of one kind (resolve_kinds_input.py; fewer where the
data has fewer: CJK, Arabic, codes), beside the 20,000 distinct messy names
of resolve_speed.sh. *A name*: the process's instructions less an empty
input's, over the names; *a further name*: the
second half of the file's names alone (the whole file less its first half),
once the tables a long run makes are made. Suspect: 3× the mixed file's
cost or more, either way, and its bytes 1.5× the mixed file's or more (a
name near the length limit costs more by being long).

$report
<!-- /resolve_kinds.sh -->
MD
)
python3 docs/bench/section.py "$out" resolve_kinds.sh "$section"
echo "$section"
