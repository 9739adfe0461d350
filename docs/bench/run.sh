#!/usr/bin/env bash
# Benchmarks of countries against the targets of issue 14. Every figure is
# measured beside its reference in the same run, and reported as a ratio,
# since a shared machine's speed varies from one run to the next:
#
#   - the floor: a Swift hello-world with no import, linked dynamically
#     (swiftc -O); beside it a Foundation one and a C one (cc -O2);
#   - jq doing the same selection over the same JSON;
#   - curl making the requests a --refresh made, one after another, against
#     the same local test server;
#   - the same commands on 40 times the data, in a cache refreshed from that
#     server.
#
# It measures whatever `swift build -c release` produces when it runs: the
# countries executable, and the countries-fetch helper beside it if the
# package builds one. It writes docs/BENCHMARKS.md (or $OUT).
#
#   bash docs/bench/run.sh
#
# Environment:
#   RUNS=20             runs of each timed command (after 3 warm-ups)
#   SKIP_TEST_TIME=1    do not build the tests and time `swift test`
#   SCALE=40            how many times over the data is for the scaling rows
#   MESSY="côte d'ivoire"   the name `show` is asked to resolve
#   SWIFT_BUILD_FLAGS   extra flags for the release build (default: none)
#   OUT=docs/BENCHMARKS.md  where the report goes
#   RESULTS=dir         keep the raw results there (hyperfine's JSON, ...)
#
# It installs nothing: it says what is missing and stops. valgrind is
# optional (instruction counts are left out without it).
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
for tool in hyperfine jq curl python3 swift swiftc cc strip; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
# GNU time, for peak memory: a child of python3 would report python3's own.
[ -x /usr/bin/time ] || missing+=(/usr/bin/time)
if [ ${#missing[@]} -gt 0 ]; then
    echo "Missing: ${missing[*]}. On Debian or Ubuntu: apt-get install hyperfine jq curl python3 gcc binutils time" >&2
    echo "(swift and swiftc come with the Swift toolchain.)" >&2
    exit 1
fi
command -v valgrind >/dev/null || echo "valgrind is missing: no instruction counts (apt-get install valgrind)" >&2

runs=${RUNS:-20}
factor=${SCALE:-40}
messy=${MESSY:-"côte d'ivoire"}
out=${OUT:-docs/BENCHMARKS.md}
# A test key, as the stand-in server accepts; never a live one.
key=rc_test_bench00000000000000
snapshot=Sources/CountriesSnapshot/countries-v3.1.json
here=$(pwd)

work=$(mktemp -d)
server_pids=()
cleanup() {
    for pid in "${server_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    # Kept on request, even after a failure: the raw figures, to look into.
    if [ -n "${RESULTS:-}" ]; then mkdir -p "$RESULTS" && cp -r "$results"/. "$RESULTS"/; fi
    rm -rf "$work"
}
trap cleanup EXIT
results="$work/results"
mkdir -p "$results" "$work/home"

# hyperfine with what every timed run here shares: output through a pipe (a
# program may write to a terminal or /dev/null differently), its own summary
# discarded (the report is made from the JSON export).
bench() { hyperfine --style basic --warmup 3 --runs "$runs" --output=pipe "$@" >/dev/null; }

# Starts a stand-in server with its log in $1, and waits for its port.
# Sets $port; the server is stopped on exit.
start_server() {
    local log=$1
    shift
    python3 "$@" --lifetime 3600 > "$log" &
    server_pids+=($!)
    port=""
    for _ in $(seq 600); do
        port=$(sed -n 's/^PORT \([0-9][0-9]*\)$/\1/p' "$log")
        [ -n "$port" ] && return
        kill -0 "${server_pids[-1]}" 2>/dev/null || break
        sleep 0.1
    done
    echo "the server $* did not start" >&2
    exit 1
}

echo "== clean release build (timed), in a new scratch directory"
build_start=$(date +%s.%N)
# shellcheck disable=SC2086  # SWIFT_BUILD_FLAGS is a list of flags
swift build -c release --scratch-path "$work/build" ${SWIFT_BUILD_FLAGS:-} >/dev/null
build_end=$(date +%s.%N)
bin_dir=$(swift build -c release --scratch-path "$work/build" ${SWIFT_BUILD_FLAGS:-} --show-bin-path)
bin="$bin_dir/countries"
# The binaries are run where the build put them, side by side, as the
# program may look for its helper next to itself.
binaries=(countries)
if [ -x "$bin_dir/countries-fetch" ]; then binaries+=(countries-fetch); fi

echo "== the floors: hello-worlds in Swift (no import, Foundation, FoundationNetworking) and C"
printf 'print("hello")\n' > "$work/hello.swift"
printf 'import Foundation\nprint("hello")\n' > "$work/hello-foundation.swift"
# Linking FoundationNetworking, as URLSession needs: what a program pays
# before any work when its networking is in the same binary.
printf 'import Foundation\nimport FoundationNetworking\nif CommandLine.arguments.count > 9 { print(URLSessionConfiguration.ephemeral) }\nprint("hello")\n' > "$work/hello-networking.swift"
printf '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n' > "$work/hello.c"
for name in hello hello-foundation hello-networking; do
    swiftc -O "$work/$name.swift" -o "$work/$name"
done
cc -O2 "$work/hello.c" -o "$work/hello-c"
swiftc -O docs/bench/urlsession_get.swift -o "$work/urlsession-get"
floor="$work/hello"

# Sizes and shared libraries of what was built, and of the floor for scale.
{
    echo "seconds $(python3 -c "print($build_end - $build_start)")"
    # Stripped copies too: their size is what would ship, and valgrind 3.19
    # gives up on the DWARF 5 of the toolchain's debug information.
    mkdir -p "$work/stripped"
    for name in "${binaries[@]}"; do
        strip -o "$work/stripped/$name" "$bin_dir/$name"
        echo "size:$name $(stat -c %s "$bin_dir/$name")"
        echo "stripped:$name $(stat -c %s "$work/stripped/$name")"
    done
    # Libraries the package built, which the runpath's $ORIGIN finds beside
    # the binaries: the stripped copies need them beside them too.
    for library in "$bin_dir"/*.so; do
        if [ -e "$library" ]; then ln -s "$library" "$work/stripped/"; fi
    done
    for path in "${binaries[@]/#/$bin_dir/}" "$floor"; do
        # Lines naming a .so: none for a static binary (ldd then fails or says so).
        echo "libs:$(basename "$path") $(ldd "$path" 2>/dev/null | grep -c '\.so' || true)"
    done
} > "$results/build.txt"

if [ "${SKIP_TEST_TIME:-}" = 1 ]; then
    echo "status skipped" > "$results/test.txt"
else
    # Here, before the benchmarks set their environment (a key, no HOME),
    # which tests of the key and the cache must not see.
    echo "== swift test (timed once; the tests are built first, untimed)"
    swift build --build-tests >/dev/null
    test_start=$(date +%s.%N)
    test_status=passed
    swift test --skip-build > "$results/test.log" 2>&1 || test_status="failed (exit $?)"
    test_end=$(date +%s.%N)
    printf 'seconds %s\nstatus %s\n' "$(python3 -c "print($test_end - $test_start)")" "$test_status" > "$results/test.txt"
fi

# From here on, only what the benchmarks set: no cache unless a command names
# one (so one-shot commands read the data built into the program), no
# configuration from the caller's environment, one locale.
export HOME="$work/home"
unset COUNTRIES_CACHE_DIR XDG_CACHE_HOME COUNTRIES_API COUNTRIES_API_URL REST_COUNTRIES_API_KEY LC_ALL LANGUAGE
export LANG=C.UTF-8
export COUNTRIES_API_KEY=$key

echo "== checking the commands measured"
"$bin" show fra >/dev/null
"$bin" map fr >/dev/null
"$bin" list >/dev/null
messy_exit=0
"$bin" show "$messy" >/dev/null 2>&1 || messy_exit=$?
ignore=()
if [ "$messy_exit" -ne 0 ]; then
    # Still worth timing (the lookup runs to the end), but hyperfine would stop.
    echo "note: show \"$messy\" exits $messy_exit; timing it anyway" >&2
    ignore=(--ignore-failure)
fi

echo "== one-shot commands beside the floors and jq"
jq_show='.[] | select(.cca3 == "FRA")'
# Codes, then names in any case, as show resolves them (all name kinds at once).
# One line: it goes into hyperfine's command line.
jq_messy='.[] | select(([.cca3, .cca2, .ccn3, .cioc] | any(.[]; . == ($q | ascii_upcase))) or (([.name.common, .name.official] + [.translations[] | .common, .official] + .altSpellings) | map(ascii_downcase) | any(.[]; . == $q)))'
jq_list='sort_by(.name.common)[] | [.flag, .name.common, .cca3, .population, .region] | @tsv'
[ -n "$(jq --arg q "$messy" "$jq_messy" "$snapshot")" ] || echo "note: jq finds no \"$messy\"" >&2
bench -N "${ignore[@]}" --export-json "$results/oneshot.json" \
    -n floor "$floor" \
    -n floor-foundation "$work/hello-foundation" \
    -n floor-networking "$work/hello-networking" \
    -n floor-c "$work/hello-c" \
    -n show "$bin show fra" \
    -n map "$bin map fr" \
    -n time-jp "$bin time jp" \
    -n time-all "$bin time" \
    -n jq-show "jq '$jq_show' $snapshot" \
    -n messy "$bin show \"$messy\"" \
    -n jq-messy "jq --arg q \"$messy\" '$jq_messy' $snapshot" \
    -n list "$bin list" \
    -n jq-list "jq -r '$jq_list' $snapshot"

echo "== peak memory"
# Peak RSS counts every page of a binary the kernel maps, and it maps a whole
# page-cache folio on a fault: how large those are depends on how the file got
# into the cache (written by the linker, by cp, read ahead), so the same run
# measured 10.1 or 11.7 MB. Starting every program from a dropped cache makes
# the figures comparable (needs root; elsewhere they carry that noise).
sync && { echo 1 > /proc/sys/vm/drop_caches; } 2>/dev/null || echo "(page cache not dropped: peak memory carries the cache's state)"
python3 docs/bench/bench.py rss 10 floor="$floor" floor-foundation="$work/hello-foundation" floor-c="$work/hello-c" \
    show="$bin show fra" messy="$bin show \"$messy\"" list="$bin list" > "$results/rss.json"

if command -v valgrind >/dev/null; then
    echo "== instruction counts (callgrind)"
    stripped="$work/stripped/countries"
    python3 docs/bench/bench.py callgrind floor="$floor" show="$stripped show fra" messy="$stripped show \"$messy\"" list="$stripped list" \
        map="$stripped map fr" time-jp="$stripped time jp" time-all="$stripped time" > "$results/callgrind.json"
fi

# A command line making the requests a server logged, one after another in
# one process, with the headers the program sends
# (Sources/CountriesWeb/WebRepository.swift): by curl, or by URLSession
# (docs/bench/urlsession_get.swift). `auth`: send the key.
requests_command() {
    local tool=$1 log=$2 base=$3 auth=$4 command each
    case "$tool" in
        curl)
            command="curl -sf -H \"Accept: application/json\""
            [ -n "$auth" ] && command+=" -H \"Authorization: Bearer $key\""
            each="-o /dev/null " ;;
        urlsession)
            command="$work/urlsession-get"
            [ -n "$auth" ] && command+=" --bearer $key"
            each="" ;;
    esac
    for url in $(python3 docs/bench/bench.py requests "$log" "$base"); do
        command+=" $each$url"
    done
    echo "$command"
}

echo "== --refresh against the local v5 server, beside curl"
start_server "$work/v5.log" Tests/Server/fake_restcountries_v5.py --data "$snapshot" --key "$key" --seed 1
v5="http://127.0.0.1:$port"
# The first refresh: the requests curl is to make, and the 1× cache.
"$bin" list --refresh --base-url "$v5" --cache-dir "$work/x1" >/dev/null
curl_v5=$(requests_command curl "$work/v5.log" "$v5" auth)
echo "v5 $(python3 docs/bench/bench.py requests "$work/v5.log" "$v5" | wc -l)" > "$results/requests.txt"
bench -N --export-json "$results/refresh-v5.json" \
    -n countries "$bin list --refresh --base-url $v5 --cache-dir $work/refresh-v5" \
    -n curl "$curl_v5" \
    -n urlsession "$(requests_command urlsession "$work/v5.log" "$v5" auth)"

echo "== --refresh --api v3.1 against the local v3.1 server, beside curl"
start_server "$work/v31.log" Tests/Server/fake_restcountries.py --data "$snapshot"
v31="http://127.0.0.1:$port"
if "$bin" list --refresh --api v3.1 --base-url "$v31" --cache-dir "$work/refresh-v31" >/dev/null; then
    echo "v31 $(python3 docs/bench/bench.py requests "$work/v31.log" "$v31" | wc -l)" >> "$results/requests.txt"
    bench -N --export-json "$results/refresh-v31.json" \
        -n countries "$bin list --refresh --api v3.1 --base-url $v31 --cache-dir $work/refresh-v31" \
        -n curl "$(requests_command curl "$work/v31.log" "$v31" "")" \
        -n urlsession "$(requests_command urlsession "$work/v31.log" "$v31" "")"
else
    echo "note: --api v3.1 refresh failed; no v3.1 row" >&2
fi

echo "== scaling: a cache of ${factor}× the data, refreshed from the v5 server"
python3 docs/bench/bench.py scale "$factor" "$snapshot" > "$work/scaled.json"
start_server "$work/v5-scaled.log" Tests/Server/fake_restcountries_v5.py --data "$work/scaled.json" --key "$key" --seed 1
# 40 times the data is past a refresh's 32 MB limit (AnswerLimits): the
# cache is made by a copy built to allow it, the limit its only change; what
# is timed below is the program as built above.
large=(--scratch-path "$work/build-large" -Xswiftc -DBENCH_LARGE_REFRESH ${SWIFT_BUILD_FLAGS:-})
swift build -c release "${large[@]}" >/dev/null
"$(swift build -c release "${large[@]}" --show-bin-path)/countries" list --refresh --base-url "http://127.0.0.1:$port" --cache-dir "$work/x$factor" >/dev/null
kill "${server_pids[-1]}"
for name in x1 "x$factor"; do
    echo "show-$name $("$bin" show fra --cache-dir "$work/$name" | wc -c)"
    echo "list-$name $("$bin" list --cache-dir "$work/$name" | wc -c)"
done > "$results/output-bytes.txt"
bench -N --export-json "$results/scale-show.json" \
    -n x1 "$bin show fra --cache-dir $work/x1" -n "x$factor" "$bin show fra --cache-dir $work/x$factor"
bench -N --export-json "$results/scale-list.json" \
    -n x1 "$bin list --cache-dir $work/x1" -n "x$factor" "$bin list --cache-dir $work/x$factor"

echo "== browse: 50 commands from a pipe, beside a session that only quits"
python3 docs/bench/bench.py browse-script 50 > "$work/browse50.txt"
echo quit > "$work/browse0.txt"
# Through a shell, for the redirection; hyperfine subtracts the shell's start.
bench --export-json "$results/browse.json" \
    -n quit "$bin browse < $work/browse0.txt" -n fifty "$bin browse < $work/browse50.txt"

commit=$(git rev-parse --short HEAD)
# The rework may be measured before it is committed: say so, new files too.
[ -z "$(git status --porcelain -- Package.swift Sources)" ] || commit+=" (with uncommitted changes)"
{
    echo "commit $commit"
    echo "swift $(swift --version 2>&1 | head -1)"
    echo "binaries ${binaries[*]}"
    echo "messy $messy"
    echo "messy-exit $messy_exit"
    echo "factor $factor"
    echo "records $(jq length "$work/scaled.json")"
} > "$results/info.txt"

echo "== report: $out"
python3 docs/bench/bench.py report "$results" "$runs" > "$work/report.md"
cd "$here"
# What other scripts write into the report between their markers (resolve.sh's,
# resolve_large.sh's and show_scaling.sh's sections) are theirs: kept, after
# this script's part.
kept=""
for section in resolve.sh resolve_large.sh show_scaling.sh; do
    part=$(sed -n "/^<!-- $section -->\$/,/^<!-- \/$section -->\$/p" "$out" 2>/dev/null || true)
    if [ -n "$part" ]; then kept+=$'\n'"$part"$'\n'; fi
done
cp "$work/report.md" "$out"
if [ -n "$kept" ]; then printf '%s' "$kept" >> "$out"; fi
cat "$out"
