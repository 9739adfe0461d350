#!/usr/bin/env bash
# `resolve` on large input (issue 21: "memory stays flat as the input grows
# (try 1 GB), and the first answer comes out before the input ends"):
#
#   - for each size (10 MB, 100 MB, 1 GB), mixed names, one a line
#     (docs/bench/resolve_large_input.py: resolve_names.py's pool of messy
#     names, names of no country, every country's names and codes, and a
#     share of distinct unknown names, random letters), made as they are
#     read and piped into one `countries resolve`: nothing on disk;
#   - under `/usr/bin/time -v`: the wall time and the peak RSS of countries;
#   - the output's lines counted, which must be as many as the input's;
#   - the first answer's latency: the generator writes its first 100 lines,
#     then sleeps PAUSE seconds before the rest; the first output line must
#     come out in that pause, and the time from those lines written to it
#     is the latency. The pause is taken off the wall time and MB/s;
#   - the same with `--column name` on CSV rows (`id,name,note`, a header
#     line, quoted fields), CSV_SIZES;
#   - input of any shape (issue 45: "peak memory under 64 MB for resolve on
#     a 1 GB input of any shape"), SHAPE_SIZE of each of SHAPES, made by
#     docs/bench/resolve_large_shapes.py as it is read: one line of it all,
#     lines of a MB, lines of controls, CR-only and lone CRs, CSV fields of
#     900 KB over nine lines, rows of 20,000 columns, a quote never closed;
#     the peak RSS and how it ended (a line or row past 1 MiB is refused,
#     65, naming it, the lines before it answered).
#
# Writes its report into docs/BENCHMARKS.md (OUT) between its markers
# (docs/bench/section.py), and prints it.
#
#   bash docs/bench/resolve_large.sh
#
# Environment: SIZES="10 100 1000" (MB, 10^6 bytes), CSV_SIZES="100" ("" for
# none), UNKNOWN=0.05 (the share of distinct unknown names), PAUSE=2 (s),
# SHAPES="one-line long-lines ..." ("" for none), SHAPE_SIZE=1000 (MB).
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in python3 swift; do
    command -v "$tool" >/dev/null || { echo "Missing: $tool" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "Missing: /usr/bin/time (GNU time: apt-get install time)" >&2; exit 1; }
sizes=${SIZES:-10 100 1000}
csv_sizes=${CSV_SIZES-100}
unknown=${UNKNOWN:-0.05}
pause=${PAUSE:-2}
shapes=${SHAPES-one-line long-lines controls cr-only lone-crs csv-huge-fields csv-wide csv-never-closed}
shape_size=${SHAPE_SIZE:-1000}
out=${OUT:-docs/BENCHMARKS.md}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" # no cache or settings of the user's
mkdir -p "$HOME"

swift build -c release --product countries >&2
bin=$(swift build -c release --show-bin-path)/countries

# Reads countries' output: counts its lines and notes when the first came.
count_output=$(cat <<'PY'
import json, sys, time
count, first = 0, None
stream = sys.stdin.buffer.raw
while True:
    chunk = stream.read(1 << 16)
    if not chunk:
        break
    if first is None:
        first = time.monotonic()
    count += chunk.count(b"\n")
json.dump({"first_output": first, "ended": time.monotonic(), "lines": count}, open(sys.argv[1], "w"))
PY
)

rows=()
run() { # kind (names|csv), size in MB
    local kind=$1 mb=$2 flags=() args=(resolve)
    [ "$kind" = csv ] && flags=(--csv) && args=(resolve --column name)
    echo "== $kind, $mb MB" >&2
    set +e
    python3 docs/bench/resolve_large_input.py . $((mb * 1000000)) "$work/in.json" \
            --pause "$pause" --unknown "$unknown" "${flags[@]}" \
        | /usr/bin/time -v -o "$work/time.txt" "$bin" "${args[@]}" 2>"$work/stderr.txt" \
        | python3 -c "$count_output" "$work/out.json"
    local status=("${PIPESTATUS[@]}")
    set -e
    # countries exits 1 when some name fits no country: expected here.
    if [ "${status[0]}" != 0 ] || [ "${status[1]}" -gt 1 ] || [ "${status[2]}" != 0 ]; then
        echo "Failed: statuses ${status[*]}" >&2
        cat "$work/stderr.txt" "$work/time.txt" >&2
        exit 1
    fi
    rows+=("$(python3 - "$work" "$kind" "$pause" <<'PY'
import json, re, sys
work, kind, pause = sys.argv[1], sys.argv[2], float(sys.argv[3])
given = json.load(open(f"{work}/in.json"))
got = json.load(open(f"{work}/out.json"))
time_v = open(f"{work}/time.txt").read()
def field(name):
    return re.search(rf"{re.escape(name)}: (.*)", time_v).group(1).strip()
h_m_s = [float(p) for p in field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")]
wall = sum(p * 60 ** i for i, p in enumerate(reversed(h_m_s))) - pause
cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
rss = int(field("Maximum resident set size (kbytes)")) / 1024
if got["lines"] != given["lines"]:
    sys.exit(f"Output has {got['lines']} lines, input {given['lines']}")
latency = got["first_output"] - given["first_written"]
during = got["first_output"] < given["resumed"]
if not during:
    sys.exit("The first answer came after the input went on")
label = "names" if kind == "names" else "CSV `--column name`"
print(f"| {label} | {given['bytes'] / 1e6:,.0f} MB | {given['lines']:,} | {wall:.1f} s | {cpu:.1f} s "
      f"| {given['bytes'] / 1e6 / wall:.2f} | {rss:.1f} MB | {latency * 1000:.0f} ms |")
PY
)")
    echo "${rows[-1]}" >&2
    tail -1 "$work/stderr.txt" >&2
}

shape_rows=()
shape() { # shape, size in MB
    local name=$1 mb=$2 args=(resolve)
    case $name in csv-*) args=(resolve --column name) ;; esac
    echo "== $name, $mb MB" >&2
    set +e
    python3 docs/bench/resolve_large_shapes.py "$name" $((mb * 1000000)) "$work/in.json" \
        | /usr/bin/time -v -o "$work/time.txt" "$bin" "${args[@]}" 2>"$work/stderr.txt" \
        | python3 -c "$count_output" "$work/out.json"
    local status=("${PIPESTATUS[@]}")
    set -e
    if [ "${status[0]}" != 0 ] || [ "${status[2]}" != 0 ]; then
        echo "Failed: statuses ${status[*]}" >&2
        cat "$work/stderr.txt" >&2
        exit 1
    fi
    shape_rows+=("$(python3 - "$work" "$name" "${status[1]}" "${args[*]}" "$mb" <<'PY'
import json, re, sys
work, name, status, command, offered = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
given = json.load(open(f"{work}/in.json"))
got = json.load(open(f"{work}/out.json"))
time_v = open(f"{work}/time.txt").read()
error = [line for line in open(f"{work}/stderr.txt", encoding="utf-8", errors="replace") if line.startswith("Error: ")]
def field(name):
    return re.search(rf"{re.escape(name)}: (.*)", time_v).group(1).strip()
h_m_s = [float(p) for p in field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")]
wall = sum(p * 60 ** i for i, p in enumerate(reversed(h_m_s)))
rss = int(field("Maximum resident set size (kbytes)")) / 1024
refused = {"one-line": 1, "csv-never-closed": 1002}.get(name)
if refused:
    if status != 65 or not error or f"line {refused} " not in error[0]:
        sys.exit(f"{name}: status {status}, {error}: not refused at line {refused}")
    ended = f"65 at line {refused}, {got['lines']:,} lines before it written, {given['bytes'] / 1e6:,.0f} MB read by then"
else:
    answers = got["lines"] - (1 if command.endswith("--column name") else 0)
    rows = given["lines"] - 1 if command.endswith("--column name") else given["lines"]
    if status not in (0, 1) or answers != rows:
        sys.exit(f"{name}: status {status}, {answers} answers for {rows}: {error}")
    ended = f"{status}, every line answered"
print(f"| {name} | `{command}` | {offered:,} MB | {wall:.1f} s | {rss:.1f} MB | {'yes' if rss < 64 else '**no**'} | {ended} |")
PY
)")
    echo "${shape_rows[-1]}" >&2
}

for mb in $sizes; do run names "$mb"; done
for mb in $csv_sizes; do run csv "$mb"; done
for name in $shapes; do shape "$name" "$shape_size"; done

shapes_table=""
if [ ${#shape_rows[@]} -gt 0 ]; then
    shapes_table=$(printf '\nInput of any shape, %s MB of each, made as it is read (docs/bench/resolve_large_shapes.py):\n\n| shape | command | size | wall | peak RSS | under 64 MB | status |\n|---|---|---|---|---|---|---|\n' "$shape_size"; printf '%s\n' "${shape_rows[@]}")
fi
section=$(cat <<MD
<!-- resolve_large.sh -->
## \`resolve\` on large input (docs/bench/resolve_large.sh)

Release build, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD), $(nproc) cores.
Mixed names piped in as they are made (nothing on disk), a share of $unknown of
them distinct unknown names. Wall time and MB/s leave out the generator's
${pause} s pause; CPU is countries' user + system time; the latency runs from
the first 100 lines written to the first answer read, which came while the
input was paused, before it ended. Every run printed one line for each line read.

| input | size | lines | wall | CPU | MB/s | peak RSS | first answer |
|---|---|---|---|---|---|---|---|
$(printf '%s\n' "${rows[@]}")
$shapes_table
<!-- /resolve_large.sh -->
MD
)
python3 docs/bench/section.py "$out" resolve_large.sh "$section"
echo "$section"
