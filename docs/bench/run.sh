#!/usr/bin/env bash
# Benchmarks of countries, each figure beside its references measured in the
# same run: a Swift hello-world that imports Foundation (the floor), jq on the
# same snapshot, curl for the refresh. Writes docs/BENCHMARKS.md.
#
#   bash docs/bench/run.sh            (RUNS=30 by default; RUNS=10 for a quick look)
#
# It installs nothing: it says what is missing and stops.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
for tool in hyperfine jq curl python3 swift swiftc; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Missing: ${missing[*]}. On Debian: apt-get install hyperfine jq curl python3" >&2
    exit 1
fi

runs=${RUNS:-30}
work=$(mktemp -d)
server_pid=""
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
results="$work/results"
mkdir -p "$results" "$work/home"
export HOME="$work/home"   # no cache: offline runs read the embedded snapshot
snapshot=Sources/CountriesSnapshot/countries-v3.1.json
bench() { hyperfine --style basic --warmup 3 --runs "$runs" --output=pipe "$@" >/dev/null; }

echo "== clean release build (timed)"
build_start=$(date +%s.%N)
swift build -c release --scratch-path "$work/build" >/dev/null
build_end=$(date +%s.%N)
bin="$work/build/release/countries"
echo "$build_start $build_end $(stat -c %s "$bin")" > "$results/build.txt"

echo "== the floor: a Swift hello-world that imports Foundation"
printf 'import Foundation\nprint("hello")\n' > "$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello"
floor="$work/hello"
# The same, linking FoundationNetworking as URLSession needs: what start-up costs before any work.
printf 'import Foundation\nimport FoundationNetworking\nif CommandLine.arguments.count > 9 { print(URLSessionConfiguration.ephemeral) }\nprint("hello")\n' > "$work/hello-networking.swift"
swiftc -O "$work/hello-networking.swift" -o "$work/hello-networking"

echo "== show, list, search, JSON"
bench -N --export-json "$results/show.json" \
    -n floor "$floor" -n floor-networking "$work/hello-networking" \
    -n countries "$bin show fra" -n jq "jq '.[] | select(.cca3==\"FRA\")' $snapshot"
bench -N --export-json "$results/list.json" \
    -n floor "$floor" -n countries "$bin list" \
    -n jq "jq -r 'sort_by(.name.common)[] | [.flag, .name.common, .cca3, .population, .region] | @tsv' $snapshot"
search='[.[] | select([.cca2, .cca3, .name.common, .name.official, (.translations[] | .common, .official), .altSpellings[]] | map(ascii_downcase) | any(contains("land")))]'
bench -N --export-json "$results/search.json" \
    -n floor "$floor" -n countries "$bin list --search land --json" -n jq "jq '$search' $snapshot"
bench -N --export-json "$results/showjson.json" \
    -n floor "$floor" -n countries "$bin show fra --json" -n jq "jq '.[] | select(.cca3==\"FRA\")' $snapshot"

echo "== browse: 50 commands from a pipe, against a session that only quits"
python3 docs/bench/bench.py browse-script 50 > "$work/browse50.txt"
echo quit > "$work/browse0.txt"
bench --export-json "$results/browse.json" \
    -n quit "$bin browse < $work/browse0.txt" -n fifty "$bin browse < $work/browse50.txt"

echo "== refresh against the local test server, against curl asking the same"
python3 Tests/Server/fake_restcountries.py --data "$snapshot" --lifetime 600 > "$work/server.log" &
server_pid=$!
port=""
while [ -z "$port" ]; do sleep 0.1; port=$(sed -n 's/^PORT \([0-9][0-9]*\)$/\1/p' "$work/server.log"); done
base="http://127.0.0.1:$port"
"$bin" list --refresh --api v3.1 --base-url "$base" --cache-dir "$work/refresh" >/dev/null
# The requests the refresh made, for curl to make one after another.
urls=$(sed -n 's|^REQUEST \(/v3.1/all?fields=[a-zA-Z0-9,]*\)$|'"$base"'\1|p' "$work/server.log" | sort -u | tr '\n' ' ')
[ "$(echo $urls | wc -w)" -eq 4 ] || { echo "expected 4 refresh requests, saw: $urls" >&2; exit 1; }
bench -N --export-json "$results/refresh.json" \
    -n curl "curl -sf $(for u in $urls; do printf -- '-o /dev/null %s ' "$u"; done)" \
    -n countries "$bin list --refresh --api v3.1 --base-url $base --cache-dir $work/refresh"

echo "== scaling: the same commands on a data set 40 times larger"
# Both caches are refreshed from the local test server, as a user's would
# be, and so come with the index --refresh writes beside them.
python3 docs/bench/bench.py scale 40 "$snapshot" > "$work/x40.json"
"$bin" list --refresh --api v3.1 --base-url "$base" --cache-dir "$work/x1" >/dev/null
kill "$server_pid"
python3 Tests/Server/fake_restcountries.py --data "$work/x40.json" --lifetime 600 > "$work/server40.log" &
server_pid=$!
port=""
while [ -z "$port" ]; do sleep 0.1; port=$(sed -n 's/^PORT \([0-9][0-9]*\)$/\1/p' "$work/server40.log"); done
"$bin" list --refresh --api v3.1 --base-url "http://127.0.0.1:$port" --cache-dir "$work/x40" >/dev/null
bench -N --export-json "$results/scale-list.json" \
    -n x1 "$bin list --cache-dir $work/x1" -n x40 "$bin list --cache-dir $work/x40"
bench -N --export-json "$results/scale-show.json" \
    -n x1 "$bin show fra --cache-dir $work/x1" -n x40 "$bin show fra --cache-dir $work/x40"

echo "== peak memory"
python3 docs/bench/bench.py rss 10 "$floor" "$bin show fra" "$bin list" > "$results/rss.json"

echo "== report"
python3 docs/bench/bench.py report "$results" "$runs" > docs/BENCHMARKS.md
cat docs/BENCHMARKS.md
