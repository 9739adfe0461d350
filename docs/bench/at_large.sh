#!/usr/bin/env bash
# `at` on input of any shape (issue 45: "peak memory under 64 MB for resolve
# and at on a 1 GB input of any shape"): SIZE MB of each of SHAPES, made by
# docs/bench/resolve_large_shapes.py as it is read (nothing on disk), piped
# into one `countries at --fields country,zone` (points one a line), or
# `at --column lat,lng --fields country,zone` for the CSV shapes; under
# `/usr/bin/time -v`, the wall time and the peak RSS; the output's lines
# counted, one for each input line (a line or row past 1 MiB is refused,
# 65, naming it). `resolve`'s shapes are resolve_large.sh's.
#
# Writes its report into docs/BENCHMARKS.md (OUT) between its markers
# (docs/bench/section.py), and prints it.
#
#   bash docs/bench/at_large.sh
#
# Environment: SIZE=1000 (MB, 10^6 bytes), SHAPES="points csv-points
# one-line long-lines controls", BIN (a release build of countries; else
# built here).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x /usr/bin/time ] || { echo "Missing: /usr/bin/time (GNU time: apt-get install time)" >&2; exit 1; }
size=${SIZE:-1000}
shapes=${SHAPES:-points csv-points one-line long-lines controls}
out=${OUT:-docs/BENCHMARKS.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" # no cache or settings of the user's
mkdir -p "$HOME"
if [ -z "${BIN:-}" ]; then
    swift build -c release --product countries >&2
    BIN=$(swift build -c release --show-bin-path)/countries
fi

rows=()
for name in $shapes; do
    args=(at --fields country,zone)
    case $name in csv-*) args=(at --column lat,lng --fields country,zone) ;; esac
    echo "== $name, $size MB" >&2
    set +e
    python3 docs/bench/resolve_large_shapes.py "$name" $((size * 1000000)) "$work/in.json" \
        | /usr/bin/time -v -o "$work/time.txt" "$BIN" "${args[@]}" 2>"$work/stderr.txt" \
        | wc -l > "$work/lines.txt"
    status=("${PIPESTATUS[@]}")
    set -e
    if [ "${status[0]}" != 0 ]; then
        echo "Failed: statuses ${status[*]}" >&2
        tail -3 "$work/stderr.txt" >&2
        exit 1
    fi
    rows+=("$(python3 - "$work" "$name" "${status[1]}" "${args[*]}" "$size" <<'PY'
import json, re, sys
work, name, status, command, offered = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
given = json.load(open(f"{work}/in.json"))
lines = int(open(f"{work}/lines.txt").read())
time_v = open(f"{work}/time.txt").read()
error = [line for line in open(f"{work}/stderr.txt", encoding="utf-8", errors="replace") if line.startswith("Error: ")]
def field(label):
    return re.search(rf"{re.escape(label)}: (.*)", time_v).group(1).strip()
h_m_s = [float(p) for p in field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")]
wall = sum(p * 60 ** i for i, p in enumerate(reversed(h_m_s)))
cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
rss = int(field("Maximum resident set size (kbytes)")) / 1024
if name == "one-line":
    if status != 65 or not error or "line 1 " not in error[0]:
        sys.exit(f"{name}: status {status}, {error}: not refused at line 1")
    ended = f"65 at line 1, {given['bytes'] / 1e6:,.0f} MB read by then"
else:
    if status not in (0, 1) or lines != given["lines"]:
        sys.exit(f"{name}: status {status}, {lines} output lines for {given['lines']} input lines: {error}")
    ended = f"{status}, every line answered"
print(f"| {name} | `{command}` | {given['bytes'] / 1e6:,.0f} MB | {given['lines']:,} | {wall:.1f} s | {cpu:.1f} s "
      f"| {rss:.1f} MB | {'yes' if rss < 64 else '**no**'} | {ended} |")
PY
)")
    echo "${rows[-1]}" >&2
done

section=$(cat <<MD
<!-- at_large.sh -->
## \`at\` on large input of any shape (docs/bench/at_large.sh)

Release build, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD), $(nproc) cores,
load $(cut -d' ' -f1 /proc/loadavg) at the end. Each shape made as it is read
(docs/bench/resolve_large_shapes.py), piped into one process; a point anywhere on
the globe (most at sea: exit 1). Target (issue 45): peak RSS under 64 MB.

| shape | command | size | lines | wall | CPU | peak RSS | under 64 MB | status |
|---|---|---|---|---|---|---|---|---|
$(printf '%s\n' "${rows[@]}")
<!-- /at_large.sh -->
MD
)
python3 docs/bench/section.py "$out" at_large.sh "$section"
echo "$section"
