"""Writes `resolve_large.sh`'s input of one SHAPE to stdout, as it is made,
never on disk: about BYTES bytes of input that is large in every way but the
number of its lines (issue 45: "peak memory under 64 MB for resolve on a 1 GB
input of any shape"). Shapes:

    one-line          one line, no end: letters (refused at 1 MiB, 65)
    long-lines        lines of 1,000,000 bytes, each distinct: controls, quotes,
                      tabs, bidi and C1 controls, letters in another script
    controls          lines of 100 KB of U+202E and ESC, each distinct
    cr-only           names one a line, ended by a CR alone (old Mac files)
    lone-crs          names one a line, ended by LF, with CRs alone inside
    csv-huge-fields   `id,name,note`: each note a quoted field of 900 KB over
                      nine lines (--column name)
    csv-wide          rows of 20,000 columns, the names in the 10,000th
                      (--column name)
    csv-never-closed  `id,name,note`, 1,000 rows, then a quote never closed
                      over the rest (refused at 1 MiB, 65)
    points            points one a line, `lat,lng`, anywhere (for `at`)
    csv-points        `id,lat,lng,note`: a point a row (for `at --column lat,lng`)

STAMPS (a file) gets, as JSON, how many lines and bytes were written.
Seeded: every run writes the same bytes. A reader that stops (a refusal)
ends it quietly.

    python3 resolve_large_shapes.py SHAPE BYTES STAMPS
"""
import json
import os
import random
import sys

shape, total, stamps = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = random.Random(45)
out = sys.stdout.buffer
written = {"lines": 0, "bytes": 0}
names = ["France", "Korea, Rep.", "Viet Nam", "CÃ´te d'Ivoire", "Burma", "Narnia", "Zaire", "fr", "Deutschland", "USSR"]


def cell(text):
    return ('"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\r\n') else text).encode()


def write(data, lines):
    out.write(data)
    written["lines"] += lines
    written["bytes"] += len(data)


def until_full(make):
    """Blocks from `make()` ((bytes, lines)) until `total` bytes are written."""
    while written["bytes"] < total:
        write(*make())


def hostile(size):
    pieces = ["\u202e\x1b", "\x1b[2J", "\u0085\u009b", "a\tb", "\"q\",", "\u0416,", "e\u0301", "\u2028x", "Fr"]
    text = "".join(rng.choice(pieces) for _ in range(64))
    return (text * (size // len(text.encode()) + 1)).encode()[:size].decode("utf-8", "ignore").encode()


try:
    if shape == "one-line":
        block = b"abcdefghij" * 100_000
        until_full(lambda: (block, 0))
        written["lines"] = 1
    elif shape == "long-lines":
        body = hostile(1_000_000 - 10)
        counter = iter(range(10**9))
        until_full(lambda: (b"%09d " % next(counter) + body + b"\n", 1))
    elif shape == "controls":
        body = "\u202e\x1b".encode() * 25_000
        counter = iter(range(10**9))
        until_full(lambda: (b"%09d " % next(counter) + body + b"\n", 1))
    elif shape in ("cr-only", "lone-crs"):
        end = "\r" if shape == "cr-only" else "\n"
        lines = [rng.choice(names) + ("\r" + rng.choice(names) if shape == "lone-crs" and rng.random() < 0.5 else "") for _ in range(20_000)]
        block = (end.join(lines) + end).encode()
        until_full(lambda: (block, len(lines)))
    elif shape == "csv-huge-fields":
        write(b"id,name,note\n", 1)
        field = hostile(100_000).replace(b'"', b'""')
        note = b'"' + b"\n".join([field] * 9) + b'"'
        counter = iter(range(10**9))
        until_full(lambda: (b"%d,%s,%s\n" % (next(counter), cell(rng.choice(names)), note), 9))
    elif shape == "csv-wide":
        columns = 20_000
        header = ",".join("name" if index == columns // 2 else "c%d" % index for index in range(columns))
        write(header.encode() + b"\n", 1)
        left = b"1," * (columns // 2)
        right = b",x" * (columns - columns // 2 - 1)

        def row():
            return (left + cell(rng.choice(names)) + right + b"\n", 1)
        until_full(row)
    elif shape == "csv-never-closed":
        write(b"id,name,note\n", 1)
        write(b"".join(b"%d,France,ok\n" % index for index in range(1_000)), 1_000)
        write(b'1000,"Fr', 0)
        block = b"ance, and more\n" * 10_000
        until_full(lambda: (block, 10_000))
    elif shape in ("points", "csv-points"):
        csv = shape == "csv-points"
        if csv:
            write(b"id,lat,lng,note\n", 1)
        counter = iter(range(10**12))

        def points():
            rows = ("%d,%.5f,%.5f,x" % (next(counter), rng.uniform(-90, 90), rng.uniform(-180, 180)) if csv
                    else "%.5f,%.5f" % (rng.uniform(-90, 90), rng.uniform(-180, 180)) for _ in range(20_000))
            return (("\n".join(rows) + "\n").encode(), 20_000)
        until_full(points)
    else:
        sys.exit(f"resolve_large_shapes.py: no shape {shape}")
    out.flush()
except BrokenPipeError:
    # Refused: the reader stopped reading, as it should; nothing more to flush.
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
with open(stamps, "w") as f:
    json.dump(written, f)
