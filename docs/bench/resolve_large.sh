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
#     line, quoted fields), CSV_SIZES.
#
# Prints a markdown table; writes nothing in the repository.
#
#   bash docs/bench/resolve_large.sh
#
# Environment: SIZES="10 100 1000" (MB, 10^6 bytes), CSV_SIZES="100" ("" for
# none), UNKNOWN=0.05 (the share of distinct unknown names), PAUSE=2 (s).
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

for mb in $sizes; do run names "$mb"; done
for mb in $csv_sizes; do run csv "$mb"; done

cat <<MD

Release build, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD), $(nproc) cores.
Distinct unknown names: a share of $unknown. Wall time and MB/s leave out the
generator's ${pause} s pause; CPU is countries' user + system time; the latency
runs from the first 100 lines written to the first answer read, which came
while the input was paused, before it ended.

| input | size | lines | wall | CPU | MB/s | peak RSS | first answer |
|---|---|---|---|---|---|---|---|
MD
printf '%s\n' "${rows[@]}"
