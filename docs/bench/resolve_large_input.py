"""Writes `resolve_large.sh`'s input to stdout, as it is made, never on disk:
about BYTES bytes of mixed names, one a line, the pool of resolve_names.py
(the corpus's messy names and names of no country, each country's names and
codes, some in other cases) and a share of distinct unknown names (random
letters, each made anew). With --csv, CSV rows `id,name,note` under a header
line, a name with a comma or a quote quoted, the note sometimes quoted too.

The first FIRST lines are written and flushed, then it sleeps PAUSE seconds
before the rest: the answer to them must come out in that pause, while the
input is still being written. STAMPS (a file) gets, as JSON, when the first
lines were written, when it went on, when it ended, and how many lines and
bytes it wrote. Times are time.monotonic(), the system's CLOCK_MONOTONIC.
Seeded, so every run writes the same lines.

    python3 resolve_large_input.py ROOT BYTES STAMPS [--csv] [--pause S]
        [--first N] [--unknown SHARE]
"""
import argparse
import os
import json
import random
import string
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import resolve_names  # noqa: E402  the pool of names, shared with resolve.sh

parser = argparse.ArgumentParser()
parser.add_argument("root")
parser.add_argument("bytes", type=int)
parser.add_argument("stamps")
parser.add_argument("--csv", action="store_true")
parser.add_argument("--pause", type=float, default=2.0)
parser.add_argument("--first", type=int, default=100)
parser.add_argument("--unknown", type=float, default=0.05)
args = parser.parse_args()

pool = resolve_names.pool(args.root)

rng = random.Random(21)
letters = string.ascii_lowercase
out = sys.stdout.buffer
written_lines = 0
written_bytes = 0
row = 0


def quoted(field):
    if any(c in field for c in ',"\r\n'):
        return '"' + field.replace('"', '""') + '"'
    return field


def names(count):
    """`count` names: the pool's, and a share of unknown ones."""
    chosen = rng.choices(pool, k=count)
    for index in range(count):
        if rng.random() < args.unknown:
            # Distinct: a random word, and the row's number in letters.
            n, tail = index + written_lines, ""
            while True:
                n, digit = divmod(n, 26)
                tail += letters[digit]
                if n == 0:
                    break
            chosen[index] = "".join(rng.choices(letters, k=rng.randint(4, 9))).capitalize() + tail
    return chosen


def block(count):
    global row
    if not args.csv:
        return ("\n".join(names(count)) + "\n").encode()
    lines = []
    for name in names(count):
        row += 1
        note = "ok" if row % 3 else '"said ""maybe"", twice"'
        lines.append(f"{row},{quoted(name)},{note}")
    return ("\n".join(lines) + "\n").encode()


def write(data, lines):
    global written_lines, written_bytes
    out.write(data)
    written_lines += lines
    written_bytes += len(data)


started = time.monotonic()
if args.csv:
    write(b"id,name,note\n", 1)
write(block(args.first), args.first)
out.flush()
first_written = time.monotonic()
time.sleep(args.pause)
resumed = time.monotonic()
chunk = 20_000
try:
    while written_bytes < args.bytes:
        write(block(chunk), chunk)
    out.flush()
except BrokenPipeError:
    sys.exit("resolve_large_input.py: the reader stopped reading")
ended = time.monotonic()
with open(args.stamps, "w") as f:
    json.dump({"started": started, "first_written": first_written, "resumed": resumed, "ended": ended,
               "lines": written_lines, "bytes": written_bytes}, f)
