#!/usr/bin/env python3
"""Helpers for docs/bench/run.sh (stdlib only). Subcommands:

    scale FACTOR SNAPSHOT        the snapshot FACTOR times over, to stdout
    requests LOG BASE            the URLs a stand-in server logged, one a line
    rss RUNS NAME=COMMAND ...    median peak memory (MB) of each command, as JSON
    callgrind NAME=COMMAND ...   instructions executed (callgrind Ir), as JSON
    interleaved RUNS [--before C] [--json F] NAME=COMMAND ...   each command RUNS times, in turns
    browse-script COUNT          a browse session of COUNT commands
    scaling-section WORK FACTOR COMMIT LOAD RUNS   show_scaling.sh's section of docs/BENCHMARKS.md
    report DIRECTORY RUNS        docs/BENCHMARKS.md, from what run.sh measured

Commands are split as a shell would (shlex), and run without one.
"""
import datetime
import itertools
import json
import os
import platform
import shlex
import statistics
import string
import subprocess
import sys
import tempfile
import time


# --------------------------------------------------------------------------
# Data and inputs


def browse_script(count):
    """`count` commands that walk the app: search, open, neighbours, back."""
    cycle = ["land", "1", "neighbors", "1", "back", "back", "fra", "neighbors", "back", "/countries"]
    print("\n".join((cycle * (count // len(cycle) + 1))[:count] + ["quit"]))


def scale(factor, path):
    """The snapshot `factor` times over. The first copy is the snapshot itself,
    so `show fra` finds the real France; every other copy gets codes and names
    of its own, so that lookups by code or name stay unambiguous and no
    program can notice the records are copies and share work between them.

    cca3 stays three letters (codes no real country uses): the program
    refuses a refresh whose codes are not codes. cca2 cannot stay distinct in
    two letters (676 codes for 10,000 records): a copy keeps its original's,
    which a lookup finds first in the original; ccn3 and cioc, which may be
    missing, are; fifa gets the copy's number. Borders point to the same
    copy's neighbours."""
    with open(path, encoding="utf-8") as file:
        countries = json.load(file)
    used = {country["cca3"] for country in countries}
    spare = ("".join(letters) for letters in itertools.product(string.ascii_uppercase, repeat=3))
    spare = (code for code in spare if code not in used)
    scaled = list(countries)
    for copy in range(2, factor + 1):
        cca3 = {country["cca3"]: next(spare) for country in countries}
        suffix = lambda text: text + " %d" % copy if text else text
        for country in countries:
            record = json.loads(json.dumps(country))  # a deep copy
            record["cca3"] = cca3[country["cca3"]]
            record["ccn3"], record["cioc"] = "", ""
            record["fifa"] = country["fifa"] + str(copy) if country.get("fifa") else ""
            record["borders"] = [cca3.get(code, code) for code in country["borders"]]
            names = [record["name"]] + list(record["name"].get("nativeName", {}).values()) + list(record["translations"].values())
            for name in names:
                name["common"], name["official"] = suffix(name.get("common", "")), suffix(name.get("official", ""))
            record["altSpellings"] = [suffix(text) for text in record["altSpellings"]]
            scaled.append(record)
    # One write: json.dump to a pipe writes in small pieces, many times slower.
    sys.stdout.write(json.dumps(scaled, ensure_ascii=False) + "\n")


def requests(log, base):
    """The distinct requests a stand-in server logged (`REQUEST <path> ...`),
    in order, as URLs under `base`. A v5 line that says the key was missing or
    wrong means the program did not send it as curl will: stop."""
    urls = []
    with open(log, encoding="utf-8") as file:
        for line in file:
            if not line.startswith("REQUEST "):
                continue
            path, *rest = line.split()[1:]
            if rest and rest[0] != "auth=ok":
                sys.exit("the server saw a request without the key: " + line.strip())
            if base + path not in urls:
                urls.append(base + path)
    if not urls:
        sys.exit("no REQUEST lines in " + log)
    print("\n".join(urls))


# --------------------------------------------------------------------------
# Measurements hyperfine does not make


def named(arguments):
    """NAME=COMMAND arguments, in order."""
    return [argument.partition("=")[::2] for argument in arguments]


def rss(runs, *arguments):
    """Median peak resident memory (MB) of each command over `runs` runs, its
    output read from a pipe as a reader of `list` would.

    Through GNU time, not getrusage of a child of this process: Linux keeps a
    process's high-water mark across exec, so a child of python3 starts at
    python3's own (~16 MB), above a hello-world's. time is small (~1 MB)."""
    result = {}
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "maxrss")
        for name, command in named(arguments):
            peaks = []
            for _ in range(runs):
                process = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", out] + shlex.split(command),
                                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
                while process.stdout.read(65536):
                    pass
                process.wait()
                with open(out, encoding="utf-8") as file:
                    peaks.append(int(file.read().split()[-1]) / 1024)  # KB; the last line, after any notice
            result[name] = statistics.median(peaks)
    print(json.dumps(result))


def callgrind(*arguments):
    """Instructions each command executes (callgrind's Ir total). Unlike time,
    this barely moves between runs or with the load of a shared machine."""
    result = {}
    with tempfile.TemporaryDirectory() as directory:
        for name, command in named(arguments):
            out = os.path.join(directory, "callgrind.out")
            subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out] + shlex.split(command),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            with open(out, encoding="utf-8", errors="replace") as file:
                totals = [line.split()[1] for line in file if line.startswith(("totals:", "summary:"))]
            result[name] = int(totals[-1]) if totals else None
    print(json.dumps(result))


def interleaved(runs, *arguments):
    """Each command `runs` times, one run of each in turn, in a new random
    order each round: on a shared machine whose load drifts, the drift
    falls on every command alike, where hyperfine runs all of one command
    before the next. Prints each command's median and fastest wall time and
    CPU time (user + system, from wait4), in ms, and each one's ratios to
    the first. Output goes to /dev/null; the commands are run without a
    shell.

    Options before the commands: `--before COMMAND`, run (untimed) before
    each timed run, as a person's other programs run between theirs: the
    pages a run reads then reach the CPU cold, where back to back they are
    still in its caches; `--json FILE`, the figures written there too."""
    import random
    arguments = list(arguments)
    before, out = None, None
    while arguments and arguments[0] in ("--before", "--json"):
        option, value = arguments[0], arguments[1]
        del arguments[:2]
        if option == "--before":
            before = shlex.split(value)
        else:
            out = value
    commands = named(arguments)
    walls = {name: [] for name, _ in commands}
    cpus = {name: [] for name, _ in commands}
    with open(os.devnull, "wb") as null:
        for _ in range(int(runs)):
            for name, command in random.sample(commands, len(commands)):
                if before:
                    subprocess.run(before, stdout=null, stderr=null, check=False)
                start = time.perf_counter()
                process = subprocess.Popen(shlex.split(command), stdout=null, stderr=null)
                _, _, usage = os.wait4(process.pid, 0)
                walls[name].append((time.perf_counter() - start) * 1000)
                cpus[name].append((usage.ru_utime + usage.ru_stime) * 1000)
                process.returncode = 0  # reaped here
    first = commands[0][0]
    figures = {}
    for name, _ in commands:
        line = []
        figures[name] = {}
        for label, values in (("wall", walls), ("cpu", cpus)):
            median, fastest = statistics.median(values[name]), min(values[name])
            figures[name][label] = {"median": median, "fastest": fastest,
                                    "median ratio": median / statistics.median(values[first]), "fastest ratio": fastest / min(values[first])}
            line.append("%s median %.3f (%.3f) fastest %.3f (%.3f)" % (
                label, median, median / statistics.median(values[first]), fastest, fastest / min(values[first])))
        print("%-12s %s" % (name, "; ".join(line)))
    if out:
        with open(out, "w", encoding="utf-8") as file:
            json.dump({"runs": int(runs), "before": " ".join(before) if before else None, "figures": figures}, file, indent=1)


def scaling_section(work, factor, commit, load, runs):
    """show_scaling.sh's section of docs/BENCHMARKS.md, from what it left
    in `work`: issue 44's measure of `show fra` on `factor` times the data,
    interleaved with jq, beside the same back to back, and its target."""
    many = "x" + factor
    preads = {line.split()[0]: line.split()[1:] for line in open(os.path.join(work, "preads.txt"))}
    counts = {}
    for line in open(os.path.join(work, "callgrind.txt")):
        name, _, figures = line.partition(" ")
        counts[name] = next(iter(json.loads(figures).values()))
    hyper = {r["command"]: r["times"] for r in json.load(open(os.path.join(work, "hyperfine.json")))["results"]}
    after = json.load(open(os.path.join(work, "after-jq.json")))["figures"]
    plain = json.load(open(os.path.join(work, "back-to-back.json")))["figures"]
    ratio = after[many]["wall"]["median"] / after["x1"]["wall"]["median"]
    row = lambda title, one, other: "| %s | %.2f ms | %.2f ms | %.2f |" % (title, one, other, other / one)
    lines = [
        "<!-- show_scaling.sh -->",
        "## `show fra` on %s× the data, as a person meets it (issue 44)" % factor,
        "",
        "Made by `bash docs/bench/show_scaling.sh` at %s (load %s): caches of 1× and %s× the" % (commit, load, factor),
        "data, refreshed from the v5 test server; %s rounds of a run of each in turn, in a random" % runs,
        "order, with jq (selecting France from the snapshot's JSON) run before each run, so that the",
        "pages a run reads reach the CPU cold; beside it the same without jq, and hyperfine back to back.",
        "",
        "| `show fra` | 1× | %s× | ratio |" % factor,
        "|---|---|---|---|",
        row("interleaved after jq, median wall time", after["x1"]["wall"]["median"], after[many]["wall"]["median"]),
        row("interleaved after jq, median CPU time", after["x1"]["cpu"]["median"], after[many]["cpu"]["median"]),
        row("interleaved back to back, median wall time", plain["x1"]["wall"]["median"], plain[many]["wall"]["median"]),
        row("hyperfine back to back, median", statistics.median(hyper["x1"]) * 1000, statistics.median(hyper[many]) * 1000),
        "| instructions (callgrind, stripped) | {:,} | {:,} | {:.2f} |".format(counts["x1"], counts[many], counts[many] / counts["x1"]),
        "| `pread`s of the index (bytes read) | %s (%.0f KB) | %s (%.0f KB) | |"
        % (preads["x1"][1], int(preads["x1"][2]) / 1000, preads[many][1], int(preads[many][2]) / 1000),
        "",
        "Target: %s× the data within 1.1× of 1×, interleaved after jq: **%s** (%.2f×). From the"
        % (factor, "met" if ratio <= 1.1 else "not met", ratio),
        "built-in data (an empty `HOME`): {:,} instructions.".format(counts["empty"]),
        "<!-- /show_scaling.sh -->",
    ]
    print("\n".join(lines))


# --------------------------------------------------------------------------
# The report


class Results:
    """What run.sh left in its results directory."""

    def __init__(self, directory):
        self.directory = directory

    def path(self, name):
        return os.path.join(self.directory, name)

    def exists(self, name):
        return os.path.exists(self.path(name))

    def json(self, name):
        with open(self.path(name), encoding="utf-8") as file:
            return json.load(file)

    def text(self, name):
        with open(self.path(name), encoding="utf-8") as file:
            return file.read().strip()

    def values(self, name):
        """A file of `key value...` lines, as a dict of key to the rest."""
        with open(self.path(name), encoding="utf-8") as file:
            return {key: rest.strip() for key, _, rest in (line.partition(" ") for line in file if line.strip())}

    def has(self, name, command):
        """Whether a hyperfine export holds the command (older runs lack some)."""
        return any(result["command"] == command for result in self.json(name + ".json")["results"])

    def ms(self, name, command):
        """The median of one command's runs in a hyperfine export, in ms."""
        for result in self.json(name + ".json")["results"]:
            if result["command"] == command:
                return statistics.median(result["times"]) * 1000
        raise KeyError("%s in %s" % (command, name))


def megabytes(size):
    return "%.2f MB" % (int(size) / 1e6)


def report(directory, runs):
    results = Results(directory)
    info = results.values("info.txt")
    build = results.values("build.txt")
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    targets = []  # (target, met, measured)

    def target(text, met, measured):
        targets.append((text, met, measured))

    lines = [
        "# Benchmarks",
        "",
        "Made by `bash docs/bench/run.sh`: median of %s runs of each command (after 3 warm-up runs);" % runs,
        "every ratio compares figures measured side by side in that one run, as the machine's speed",
        "varies from run to run.",
        "",
        "| | |",
        "|---|---|",
        "| date | %s |" % datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "| commit | %s |" % info["commit"],
        "| machine | %s, %d cores, %s |" % (cpu, os.cpu_count(), platform.platform()),
        "| toolchain | %s |" % info["swift"],
        "| binaries | %s |" % info["binaries"],
    ]

    # One-shot commands against the floor and jq.
    floor = results.ms("oneshot", "floor")
    lines += [
        "",
        "## One-shot commands",
        "",
        "Release build, a new process each run, output to a pipe, the data built into the program",
        "(no cache). The floor is a Swift hello-world with no import, linked dynamically",
        "(`swiftc -O`); jq does the same selection over the same JSON (the v3.1 snapshot).",
        "",
        "| command | time | × floor | jq | jq ÷ countries |",
        "|---|---|---|---|---|",
        "| floor: Swift hello-world, no import | %.1f ms | 1.00 | | |" % floor,
    ]
    for name, title in [("floor-foundation", "Swift hello-world, `import Foundation`"),
                        ("floor-networking", "Swift hello-world, `import FoundationNetworking`"),
                        ("floor-c", "C hello-world (`cc -O2`)")]:
        value = results.ms("oneshot", name)
        lines.append("| %s | %.1f ms | %.2f | | |" % (title, value, value / floor))
    messy = info["messy"]
    for name, title in [("show", "`show fra`"), ("messy", "`show \"%s\"`" % messy), ("list", "`list`")]:
        ours, jq = results.ms("oneshot", name), results.ms("oneshot", "jq-" + name)
        lines.append("| %s | %.1f ms | %.2f | %.1f ms | %.1f |" % (title, ours, ours / floor, jq, jq / ours))
        target("%s at most 1.5× the floor" % title, ours / floor <= 1.5, "%.2f×" % (ours / floor))
        target("%s at least 10× faster than jq" % title, jq / ours >= 10, "%.1f×" % (jq / ours))
        if name in ("show", "list"):
            # Issue 44: the store holds values, and start-up stays at the floor.
            target("%s at most 1.0× the floor's time (issue 44)" % title, ours / floor <= 1.0, "%.2f×" % (ours / floor))
    # Issue 23: a map costs at most twice the details it sits beside.
    if results.has("oneshot", "map"):
        ours, show = results.ms("oneshot", "map"), results.ms("oneshot", "show")
        lines.append("| `map fr` | %.1f ms | %.2f | | |" % (ours, ours / floor))
        target("`map fr` at most 2× the time of `show fra`", ours / show <= 2, "%.2f×" % (ours / show))
    # Issue 34: one country's clocks within 2× the details, every zone's within 5×.
    for name, title, most in [("time-jp", "`time jp`", 2), ("time-all", "`time` (every zone)", 5)]:
        if results.has("oneshot", name):
            ours, show = results.ms("oneshot", name), results.ms("oneshot", "show")
            lines.append("| %s | %.1f ms | %.2f | | |" % (title, ours, ours / floor))
            target("%s at most %d× the time of `show fra`" % (title, most), ours / show <= most, "%.2f×" % (ours / show))
    lines += [
        "",
        "`show \"%s\"` exits %s (0: found one country) and resolves %s."
        % (messy, info["messy-exit"], "by name" if info["messy-exit"] == "0" else "to nothing, so it measures a failed lookup"),
    ]

    # Peak memory.
    memory = results.json("rss.json")
    lines += [
        "",
        "## Peak memory",
        "",
        "Maximum resident set size (GNU time's %M), median of 10 runs, output to a pipe.",
        "",
        "| command | peak RSS | × floor |",
        "|---|---|---|",
    ]
    titles = {"floor": "floor: Swift hello-world, no import", "floor-foundation": "Swift hello-world, `import Foundation`",
              "floor-c": "C hello-world", "show": "`show fra`", "messy": "`show \"%s\"`" % messy, "list": "`list`",
              "map": "`map fr`", "time-jp": "`time jp`", "time-all": "`time` (every zone)"}
    for name, value in memory.items():
        lines.append("| %s | %.1f MB | %.2f |" % (titles[name], value, value / memory["floor"]))
        if name in ("show", "messy", "list"):
            ratio = value / memory["floor"]
            target("peak memory of %s at most 1.5× the floor's" % titles[name], ratio <= 1.5, "%.2f×" % ratio)

    # Instruction counts, when valgrind was there.
    if results.exists("callgrind.json"):
        counts = results.json("callgrind.json")
        lines += [
            "",
            "## Instructions executed",
            "",
            "valgrind's callgrind, one run each (of a stripped copy: the same code), the total Ir.",
            "It hardly varies between runs or with the machine's load, so it shows small changes that",
            "times on a shared machine hide.",
            "",
            "| command | instructions | × floor |",
            "|---|---|---|",
        ]
        for name, value in counts.items():
            if value is None:
                lines.append("| %s | (callgrind failed) | |" % titles[name])
            else:
                ratio = "%.2f" % (value / counts["floor"]) if counts.get("floor") else ""
                lines.append("| %s | %s | %s |" % (titles[name], "{:,}".format(value), ratio))
        for name in ("show", "list"):
            if counts.get(name) and counts.get("floor"):
                ratio = counts[name] / counts["floor"]
                target("%s at most 1.0× the floor's instructions (issue 44)" % titles[name], ratio <= 1.0, "%.2f×" % ratio)
        if counts.get("map") and counts.get("show"):
            ratio = counts["map"] / counts["show"]
            target("`map fr` at most 2× the instructions of `show fra`", ratio <= 2, "%.2f×" % ratio)
        for name, title, most in [("time-jp", "`time jp`", 2), ("time-all", "`time` (every zone)", 5)]:
            if counts.get(name) and counts.get("show"):
                ratio = counts[name] / counts["show"]
                target("%s at most %d× the instructions of `show fra`" % (title, most), ratio <= most, "%.2f×" % ratio)
    else:
        lines += ["", "(No instruction counts: valgrind is not installed.)"]

    # Refresh against curl.
    requests = results.values("requests.txt")
    lines += [
        "",
        "## `--refresh` against the local test server",
        "",
        "`list --refresh` into an existing cache, against curl making the requests the program made",
        "(as the server logged them) one after another in one process; the same Python stand-in",
        "server answers both. v5 sends the key as `Authorization: Bearer`, and curl does the same.",
        "URLSession is `docs/bench/urlsession_get.swift` making the same requests in the same way:",
        "the least a refresh costs while its web repository keeps URLSession, as the issue requires.",
        "",
        "| API | countries | curl | URLSession | requests | countries ÷ curl | URLSession ÷ curl | countries ÷ URLSession |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for api, title in [("v5", "v5 (the default)"), ("v31", "v3.1 (`--api v3.1`)")]:
        if not results.exists("refresh-%s.json" % api):
            continue
        ours, curl = results.ms("refresh-" + api, "countries"), results.ms("refresh-" + api, "curl")
        session = results.ms("refresh-" + api, "urlsession")
        lines.append("| %s | %.1f ms | %.1f ms | %.1f ms | %s | %.2f | %.2f | %.2f |"
                     % (title, ours, curl, session, requests[api], ours / curl, session / curl, ours / session))
        target("`--refresh` (%s) at most 1.5× curl" % api.replace("v31", "v3.1"), ours / curl <= 1.5, "%.2f×" % (ours / curl))

    # Scaling.
    factor = info["factor"]
    output = results.values("output-bytes.txt")
    lines += [
        "",
        "## Scaling: %s× the data" % factor,
        "",
        "Two caches, each written by `list --refresh` from the v5 test server: one of the snapshot,",
        "one of the snapshot %s times over (%s records, each copy with codes and names of its own)." % (factor, "{:,}".format(int(info["records"]))),
        "",
        "| command | 1× | %s× | time ratio | output ratio |" % factor,
        "|---|---|---|---|---|",
    ]
    ratios = {}
    for name, title in [("show", "`show fra`"), ("list", "`list`")]:
        one, many = results.ms("scale-" + name, "x1"), results.ms("scale-" + name, "x" + factor)
        ratios[name] = many / one
        out_one, out_many = int(output[name + "-x1"]), int(output[name + "-x" + factor])
        lines.append("| %s | %.1f ms | %.1f ms | %.2f | %.1f (%s → %s bytes) |"
                     % (title, one, many, many / one, out_many / out_one, "{:,}".format(out_one), "{:,}".format(out_many)))
    target("`show fra` on %s× the data at most 1.1× its time on 1×" % factor, ratios["show"] <= 1.1, "%.2f×" % ratios["show"])
    list_output = int(output["list-x" + factor]) / int(output["list-x1"])
    target("`list` on %s× the data grows no faster than its output" % factor, ratios["list"] <= list_output,
           "time %.1f×, output %.1f×" % (ratios["list"], list_output))

    # Sessions: not an issue 14 target, kept as a figure to watch.
    if results.exists("browse.json"):
        per_command = (results.ms("browse", "fifty") - results.ms("browse", "quit")) / 50
        lines += [
            "",
            "## `browse`",
            "",
            "One command and its re-render, from a 50-command session read from a pipe, less a",
            "session that only quits: **%.2f ms**." % per_command,
        ]

    # Build, size, tests.
    lines += [
        "",
        "## Build",
        "",
        "| figure | value |",
        "|---|---|",
        "| clean release build (`swift build -c release`, new scratch directory) | %.0f s |" % float(build["seconds"]),
    ]
    for key, value in build.items():
        if key.startswith("size:"):
            stripped = build.get("stripped:" + key[5:])
            lines.append("| size of `%s` | %s%s |" % (key[5:], megabytes(value), " (%s stripped)" % megabytes(stripped) if stripped else ""))
    for key, value in build.items():
        if key.startswith("libs:"):
            lines.append("| shared libraries `%s` loads (ldd) | %s |" % (key[5:], value))
    tests = results.values("test.txt")
    if tests.get("status") == "skipped":
        lines.append("| `swift test` | skipped (SKIP_TEST_TIME=1) |")
    else:
        lines.append("| `swift test`, tests built beforehand (`--skip-build`) | %.0f s, %s |" % (float(tests["seconds"]), tests["status"]))

    lines += [
        "",
        "## Targets (issue 14; issue 44's start-up at the floor)",
        "",
        "| target | met | measured |",
        "|---|---|---|",
    ] + ["| %s | %s | %s |" % (text, "yes" if met else "**no**", measured) for text, met, measured in targets]
    notes = os.path.join(os.path.dirname(os.path.abspath(__file__)), "NOTES.md")
    if os.path.exists(notes):
        lines += ["", open(notes, encoding="utf-8").read().rstrip()]
    print("\n".join(lines))


if __name__ == "__main__":
    command, *arguments = sys.argv[1:] or ["help"]
    if command == "scale":
        scale(int(arguments[0]), arguments[1])
    elif command == "requests":
        requests(arguments[0], arguments[1])
    elif command == "rss":
        rss(int(arguments[0]), *arguments[1:])
    elif command == "callgrind":
        callgrind(*arguments)
    elif command == "interleaved":
        interleaved(int(arguments[0]), *arguments[1:])
    elif command == "scaling-section":
        scaling_section(*arguments)
    elif command == "browse-script":
        browse_script(int(arguments[0]))
    elif command == "report":
        report(arguments[0], arguments[1])
    else:
        sys.exit(__doc__)
