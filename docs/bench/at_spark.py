#!/usr/bin/env python3
"""`at` and `resolve` under PySpark's RDD.pipe, in local mode, by the number
of workers (issue 42): each partition's lines go through one process of the
release binary, never one process a point. Writes its section of
docs/BENCHMARKS.md (section.py), and prints it.

Inputs, from a fixed seed: POINTS points (lat,lng, five decimals, uniform
in latitude and longitude: land and sea alike) and as many country names
drawn from the program's own (common and official names, cca3, cca2). Each
is read with sc.textFile into 4 partitions a worker, piped through
`countries at --fields country,zone` and `countries resolve`, and counted;
the time is the job's, Spark's start aside (the context is made, and a
first job run, before the clock starts). Beside it, the same file through
one process of the binary, no Spark.

  python3 -m venv /tmp/v && /tmp/v/bin/pip install pyspark   # Debian's OpenJDK 17 (java)
  swift build -c release --product countries
  /tmp/v/bin/python docs/bench/at_spark.py

Environment: POINTS=2000000, WORKERS="1 2 4", OUT=docs/BENCHMARKS.md.
"""

import json
import os
import random
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def inputs(folder, n):
    rng = random.Random(42)
    points = os.path.join(folder, "points.txt")
    with open(points, "w") as f:
        for _ in range(n):
            f.write(f"{rng.uniform(-90, 90):.5f},{rng.uniform(-180, 180):.5f}\n")
    with open(os.path.join(ROOT, "Sources", "CountriesSnapshot", "countries-v3.1.json"), encoding="utf-8") as f:
        records = json.load(f)
    known = sorted({v for c in records for v in (c["name"]["common"], c["name"]["official"], c["cca3"], c["cca2"])})
    names = os.path.join(folder, "names.txt")
    with open(names, "w", encoding="utf-8") as f:
        for _ in range(n):
            f.write(rng.choice(known) + "\n")
    return points, names


def one_process(binary, arguments, path):
    start = time.perf_counter()
    with open(path, "rb") as f:
        done = subprocess.run([binary, *arguments], stdin=f, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    return done.stdout.count(b"\n"), seconds


def spark(binary, workers, jobs):
    from pyspark import SparkConf, SparkContext
    conf = SparkConf().setMaster(f"local[{workers}]").setAppName("at_spark").set("spark.ui.enabled", "false").set("spark.ui.showConsoleProgress", "false")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    env = {"HOME": tempfile.mkdtemp()}
    try:
        sc.parallelize(range(workers), workers).pipe(f"{binary} at 0,0", env=env).count()  # Spark and the binary warm
        results = {}
        for name, arguments, path in jobs:
            rdd = sc.textFile(path, minPartitions=4 * workers)
            start = time.perf_counter()
            lines = rdd.pipe(" ".join([binary, *arguments]), env=env, checkCode=False).count()
            results[name] = (lines, time.perf_counter() - start)
        return results
    finally:
        sc.stop()


def main():
    binary = os.environ.get("BINARY", os.path.join(ROOT, ".build", "release", "countries"))
    n = int(os.environ.get("POINTS", "2000000"))
    counts = [int(w) for w in os.environ.get("WORKERS", "1 2 4").split()]
    out = os.environ.get("OUT", os.path.join(ROOT, "docs", "BENCHMARKS.md"))
    import pyspark
    folder = tempfile.mkdtemp()
    points, names = inputs(folder, n)
    jobs = [("at", ["at", "--fields", "country,zone"], points), ("resolve", ["resolve"], names)]
    alone = {name: one_process(binary, arguments, path) for name, arguments, path in jobs}
    by_workers = {w: spark(binary, w, jobs) for w in counts}
    load = os.getloadavg()[0]
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]

    lines = [
        "<!-- at_spark.py -->",
        "## `at` and `resolve` under PySpark's `RDD.pipe` (docs/bench/at_spark.py)",
        "",
        f"PySpark {pyspark.__version__} in local mode ({java}), release build, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())},",
        f"{os.cpu_count()} cores shared (load average {load:.1f} at the end). {n:,} points (lat,lng, land and sea alike) and {n:,} country names,",
        "each file in 4 partitions a worker, each partition through one process of the binary; Spark's start is not counted.",
        "",
        "| | lines | one process, no Spark | " + " | ".join(f"Spark, {w} worker{'s' if w > 1 else ''}" for w in counts) + " |",
        "|---|---|---|" + "---|" * len(counts),
    ]
    for name, title in (("at", "`at --fields country,zone`"), ("resolve", "`resolve`")):
        count, seconds = alone[name]
        cells = []
        for w in counts:
            got, s = by_workers[w][name]
            cells.append(f"{s:.2f} s, {got / s:,.0f}/s" + ("" if got == count else f" ({got:,} lines!)"))
        lines.append(f"| {title} | {count:,} | {seconds:.2f} s, {count / seconds:,.0f}/s | " + " | ".join(cells) + " |")
    lines += [
        "",
        "A line out for a line in: a run whose count differs from its input's says so in its cell. A worker is a core",
        "Spark uses; the binary starts once a partition, never once a point.",
        "<!-- /at_spark.py -->",
    ]
    section = "\n".join(lines)
    print(section)
    subprocess.run([sys.executable, os.path.join(HERE, "section.py"), out, "at_spark.py", section], check=True)


if __name__ == "__main__":
    main()
