#!/usr/bin/env python3
"""Helpers for docs/bench/run.sh (stdlib only): a browse script, a scaled
data set, peak memory of commands, and the report in Markdown."""
import datetime
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys


def browse_script(count):
    """`count` commands that walk the app: search, open, neighbours, back."""
    cycle = ["land", "1", "neighbors", "1", "back", "back", "fra", "neighbors", "back", "/countries"]
    print("\n".join((cycle * (count // len(cycle) + 1))[:count] + ["quit"]))


def scale(factor, path):
    """The snapshot `factor` times over, each copy with codes of its own."""
    with open(path, encoding="utf-8") as file:
        countries = json.load(file)
    scaled = []
    for copy in range(factor):
        for country in countries:
            record = dict(country)
            if copy:
                record["cca3"] = country["cca3"] + str(copy)
                record["cca2"] = country["cca2"] + str(copy)
                record["ccn3"] = country["ccn3"] + str(copy) if country["ccn3"] else ""
                record["cioc"] = country["cioc"] + str(copy) if country["cioc"] else ""
            scaled.append(record)
    json.dump(scaled, sys.stdout, indent=2)


def rss(runs, *commands):
    """Median peak resident memory (MB) of each command over `runs` runs."""
    result = {}
    for command in commands:
        peaks = []
        for _ in range(runs):
            process = subprocess.Popen(shlex.split(command), stdout=subprocess.DEVNULL)
            _, _, usage = os.wait4(process.pid, 0)
            peaks.append(usage.ru_maxrss / 1024)
        result[command] = statistics.median(peaks)
    print(json.dumps(result))


def median_ms(results, name):
    for result in results["results"]:
        if result["command"] == name:
            return statistics.median(result["times"]) * 1000
    raise KeyError(name)


def report(directory, runs):
    load = lambda name: json.load(open(os.path.join(directory, name + ".json")))
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    build_start, build_end, size = open(os.path.join(directory, "build.txt")).read().split()
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    lines = [
        "# Benchmarks",
        "",
        "Made by `bash docs/bench/run.sh` (median of %s runs each; references measured in the same run)." % runs,
        "",
        "| | |",
        "|---|---|",
        "| date | %s |" % datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "| commit | %s |" % commit,
        "| machine | %s, %d cores, %s |" % (cpu, os.cpu_count(), platform.platform()),
        "",
        "## One-shot commands (release build, cold process, output to a pipe)",
        "",
        "| figure | countries | floor (hello-world) | jq | × floor | jq ÷ countries |",
        "|---|---|---|---|---|---|",
    ]
    targets = []
    for name, title in [("show", "`show fra`"), ("list", "`list`"), ("search", "`list --search land --json`"), ("showjson", "`show fra --json`")]:
        results = load(name)
        ours, floor, jq = (median_ms(results, n) for n in ("countries", "floor", "jq"))
        lines.append("| %s | %.1f ms | %.1f ms | %.1f ms | %.2f | %.1f |" % (title, ours, floor, jq, ours / floor, jq / ours))
        if name in ("show", "list"):
            targets.append(("%s at most 2× the floor" % title, ours / floor <= 2, "%.2f×" % (ours / floor)))
            targets.append(("%s at least 5× faster than jq" % title, jq / ours >= 5, "%.1f×" % (jq / ours)))
    show = load("show")
    networking_floor = median_ms(show, "floor-networking")
    lines += [
        "",
        "The floor links Foundation only. A hello-world that also links FoundationNetworking, as any",
        "program using URLSession must, measured in the `show fra` run: **%.1f ms** (%.2f× the floor)."
        % (networking_floor, networking_floor / median_ms(show, "floor")),
    ]
    browse = load("browse")
    per_command = (median_ms(browse, "fifty") - median_ms(browse, "quit")) / 50
    refresh = load("refresh")
    ours, curl = median_ms(refresh, "countries"), median_ms(refresh, "curl")
    memory = json.load(open(os.path.join(directory, "rss.json")))
    floor_rss = next(value for command, value in memory.items() if command.endswith("/hello"))
    lines += [
        "",
        "## Sessions, refresh, memory",
        "",
        "| figure | countries | reference | ratio |",
        "|---|---|---|---|",
        "| `browse`: one command and its re-render, from a 50-command session | %.2f ms | | |" % per_command,
        "| `list --refresh` against the local test server | %.1f ms | curl, the same 4 requests one after another: %.1f ms | %.2f |" % (ours, curl, ours / curl),
    ]
    targets.append(("one `browse` command re-rendered in under 5 ms", per_command < 5, "%.2f ms" % per_command))
    targets.append(("`--refresh` within 1.5× of curl", ours / curl <= 1.5, "%.2f×" % (ours / curl)))
    for command, value in memory.items():
        if command.endswith("/hello"):
            continue
        label = "`" + " ".join(command.split()[1:]) + "`"
        lines.append("| peak memory of %s | %.1f MB | floor: %.1f MB | %.2f |" % (label, value, floor_rss, value / floor_rss))
        targets.append(("peak memory of %s at most 1.5× the floor" % label, value / floor_rss <= 1.5, "%.2f×" % (value / floor_rss)))
    scale_list, scale_show = load("scale-list"), load("scale-show")
    lines += [
        "",
        "## Scaling: the same data 40 times over (10,000 records, read from a cache file)",
        "",
        "| figure | 1× | 40× | ratio |",
        "|---|---|---|---|",
    ]
    for title, results in [("`list`", scale_list), ("`show fra`", scale_show)]:
        one, forty = median_ms(results, "x1"), median_ms(results, "x40")
        lines.append("| %s | %.1f ms | %.1f ms | %.1f |" % (title, one, forty, forty / one))
    lines += [
        "",
        "## Build",
        "",
        "| figure | value |",
        "|---|---|",
        "| clean release build | %.0f s |" % (float(build_end) - float(build_start)),
        "| release binary | %.1f MB |" % (int(size) / 1e6),
        "",
        "## Targets",
        "",
        "| target | met | measured |",
        "|---|---|---|",
    ] + ["| %s | %s | %s |" % (target, "yes" if met else "**no**", value) for target, met, value in targets]
    notes = os.path.join(os.path.dirname(os.path.abspath(__file__)), "NOTES.md")
    lines += ["", open(notes, encoding="utf-8").read().rstrip()]
    print("\n".join(lines))


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    if command == "browse-script":
        browse_script(int(arguments[0]))
    elif command == "scale":
        scale(int(arguments[0]), arguments[1])
    elif command == "rss":
        rss(int(arguments[0]), *arguments[1:])
    elif command == "report":
        report(arguments[0], arguments[1])
