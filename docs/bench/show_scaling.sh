#!/usr/bin/env bash
# `show fra` on a cache of 1× the data beside one of 40× (issue 30 item 10:
# within 1.1× of its time on 1×), the part of run.sh's scaling rows that
# target watches, alone and with many runs: run.sh's full run takes a
# quarter of an hour and times 20 runs.
#
#   bash docs/bench/show_scaling.sh
#
# It builds the release binary (the one timed) and a copy with
# `-D BENCH_LARGE_REFRESH` (run.sh's, to refresh 40× the data past
# `AnswerLimits`), refreshes both caches from the v5 test server, then:
#   - hyperfine, `-N`, both caches side by side (`--cache-dir`): median and
#     fastest run; then the same interleaved, a run of each in turn
#     (`bench.py interleaved`), wall and CPU time: on a shared machine the
#     load drifts during hyperfine's runs of one command, then the other;
#   - callgrind's instructions of a stripped copy, HOME at each cache's home,
#     and from the built-in data (an empty HOME);
#   - the blocks of the index each reads (strace's preads of countries.index);
#   - issue 44's measure, as a person meets it: interleaved, with another
#     program (jq selecting France from the snapshot's JSON, ~40 ms) run
#     before each run, so that the pages a run reads reach the CPU cold;
#     its target, 40× within 1.1× of 1× (median wall time), met or not.
# It writes its section of docs/BENCHMARKS.md (or $OUT), between the
# markers `<!-- show_scaling.sh -->`, which run.sh keeps.
#
# Environment:
#   RUNS=300     hyperfine's runs of each (after 10 warm-ups), and the
#                interleaved rounds
#   SCALE=40     how many times over the data
#   WORK=dir     where the builds and caches go (kept, so that the large
#                build is incremental, and the scaled data made once, kept);
#                default /tmp/show-scaling
#   OUT=docs/BENCHMARKS.md  where the section goes
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=${RUNS:-300}
factor=${SCALE:-40}
work=${WORK:-/tmp/show-scaling}
out=${OUT:-docs/BENCHMARKS.md}
key=rc_test_bench00000000000000
snapshot=Sources/CountriesSnapshot/countries-v3.1.json
mkdir -p "$work"
# Only what is set here (as run.sh does): no configuration from the caller.
unset COUNTRIES_CACHE_DIR XDG_CACHE_HOME COUNTRIES_API COUNTRIES_API_URL REST_COUNTRIES_API_KEY LC_ALL LANGUAGE
export LANG=C.UTF-8 COUNTRIES_API_KEY=$key
server=""
trap '[ -z "$server" ] || kill "$server" 2>/dev/null || true' EXIT

echo "== release build, and the large-refresh copy" >&2
swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)/countries"
large=(--scratch-path "$work/build-large" -Xswiftc -DBENCH_LARGE_REFRESH)
swift build -c release "${large[@]}" >/dev/null
refresher="$(swift build -c release "${large[@]}" --show-bin-path)/countries"
strip --strip-debug -o "$work/countries" "$bin"

echo "== caches of 1× and ${factor}×, refreshed from the v5 test server" >&2
[ -s "$work/scaled-$factor.json" ] || python3 docs/bench/bench.py scale "$factor" "$snapshot" > "$work/scaled-$factor.json"
for name in x1 "x$factor"; do
    data=$snapshot
    [ "$name" = x1 ] || data="$work/scaled-$factor.json"
    python3 Tests/Server/fake_restcountries_v5.py --data "$data" --key "$key" --seed 1 --lifetime 600 > "$work/server.log" &
    server=$!
    port=""
    for _ in $(seq 600); do
        port=$(sed -n 's/^PORT \([0-9][0-9]*\)$/\1/p' "$work/server.log")
        [ -n "$port" ] && break
        sleep 0.1
    done
    rm -rf "$work/home-$name"
    mkdir -p "$work/home-$name"
    "$refresher" list --refresh --base-url "http://127.0.0.1:$port" --cache-dir "$work/home-$name/.cache/countries" >/dev/null
    kill "$server"
    wait "$server" 2>/dev/null || true
    server=""
done
mkdir -p "$work/home-empty"
cache_of() { echo "$work/home-$1/.cache/countries/countries.index"; }
for name in x1 "x$factor"; do
    [ -s "$(cache_of "$name")" ] || { echo "no index in $work/home-$name" >&2; exit 1; }
done
cmp -s <(HOME="$work/home-x1" "$bin" show fra) <(HOME="$work/home-x$factor" "$bin" show fra) \
    || echo "note: show fra differs between x1 and x$factor" >&2

echo "== blocks of the index read (pread64 of countries.index)" >&2
rm -f "$work/preads.txt"
for name in x1 "x$factor"; do
    index=$(cache_of "$name")
    HOME="$work/home-$name" strace -f -e trace=openat,pread64 -o "$work/strace-$name" "$bin" show fra >/dev/null
    fd=$(sed -n "s|.*openat(.*\"$index\".* = \([0-9][0-9]*\)\$|\1|p" "$work/strace-$name" | head -1)
    reads=$(grep -c "pread64($fd," "$work/strace-$name" || true)
    bytes=$(sed -n "s/.*pread64($fd, .*, \([0-9][0-9]*\), [0-9][0-9]*) = .*/\1/p" "$work/strace-$name" | paste -sd+ | bc)
    echo "$name: index $(stat -c %s "$index") bytes, $reads preads, $bytes bytes read"
    echo "$name $(stat -c %s "$index") $reads $bytes" >> "$work/preads.txt"
done

echo "== callgrind (instructions), stripped copy" >&2
# HOME in valgrind's environment: through env(1), valgrind would follow env
# and not what it runs.
for name in x1 "x$factor" empty; do
    echo "$name $(HOME="$work/home-$name" python3 docs/bench/bench.py callgrind "$name=$work/countries show fra")"
done | tee "$work/callgrind.txt"

echo "== hyperfine, $runs runs each, side by side" >&2
hyperfine -N --style basic --warmup 10 --runs "$runs" --output=pipe --export-json "$work/hyperfine.json" \
    -n x1 "$bin show fra --cache-dir $work/home-x1/.cache/countries" \
    -n "x$factor" "$bin show fra --cache-dir $work/home-x$factor/.cache/countries" >/dev/null
python3 - "$work/hyperfine.json" <<'EOF'
import json, statistics, sys
results = {r["command"]: r["times"] for r in json.load(open(sys.argv[1]))["results"]}
(one, one_times), (many, many_times) = results.items()
median = lambda times: statistics.median(times) * 1000
fastest = lambda times: min(times) * 1000
print("median  %s %.3f ms  %s %.3f ms  ratio %.3f" % (one, median(one_times), many, median(many_times), median(many_times) / median(one_times)))
print("fastest %s %.3f ms  %s %.3f ms  ratio %.3f" % (one, fastest(one_times), many, fastest(many_times), fastest(many_times) / fastest(one_times)))
EOF
echo "== the same, interleaved: a run of each in turn, $runs times" >&2
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
python3 docs/bench/bench.py interleaved "$runs" --json "$work/back-to-back.json" \
    "x1=$bin show fra --cache-dir $work/home-x1/.cache/countries" \
    "x$factor=$bin show fra --cache-dir $work/home-x$factor/.cache/countries"
echo "== interleaved with another program: jq before each run, $runs times" >&2
python3 docs/bench/bench.py interleaved "$runs" --before "jq '.[] | select(.cca3 == \"FRA\")' $snapshot" --json "$work/after-jq.json" \
    "x1=$bin show fra --cache-dir $work/home-x1/.cache/countries" \
    "x$factor=$bin show fra --cache-dir $work/home-x$factor/.cache/countries"
load="$load_before; after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "load: $load"

commit=$(git rev-parse --short HEAD)
[ -z "$(git status --porcelain -- Package.swift Sources)" ] || commit+=" (with uncommitted changes)"
python3 docs/bench/bench.py scaling-section "$work" "$factor" "$commit" "$load" "$runs" > "$work/section.md"
python3 docs/bench/section.py "$out" show_scaling.sh "$(cat "$work/section.md")"
cat "$work/section.md"
