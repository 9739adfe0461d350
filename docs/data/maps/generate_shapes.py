#!/usr/bin/env python3
"""Writes Sources/CountriesSnapshot/world-shapes.bin from Natural Earth's
1:50m admin-0 countries, as Debian's r-cran-rnaturalearthdata ships them.
See README.md beside this file for how to run it, NOTICE.md for the source.

Standard library only: the .deb is an `ar` archive holding data.tar.xz, the
data set is an R lazy-load database (read by rdata.py), and the countries are
an `sp` SpatialPolygonsDataFrame whose rings are plain lon/lat matrices.

Binary format, version 1, little-endian throughout:

    header, 8 bytes
      0  4  magic "WSHP"
      4  1  version, 1
      5  1  zero
      6  2  N, the number of records (u16)
    index, N entries of 28 bytes, sorted by code (byte order)
      0  3  code: a cca3 (upper case), or a Natural Earth code in lower case
            for land that has no cca3 (drawn as land, never a country)
      3  1  zero
      4  4  offset of the record from the start of the file (u32)
      8  4  length of the record (u32)
     12  8  the main box: the country's main territory (see main_box)
     20  8  the extent: the box of all its rings, to skip a record that
            falls outside a map without decoding it
    a box, 8 bytes
      0  2  west edge, 0.01 degree (i16, -18000...18000)
      2  2  south edge, 0.01 degree (i16)
      4  2  width, 0.01 degree (u16); west + width may pass 18000: the box
            of a country across the antimeridian (Russia, Fiji) goes east
      6  2  height, 0.01 degree (u16)
    record
      u16 number of rings, then each ring:
      u16 number of points (3 or more; the ring closes itself), then its
      points as zigzag LEB128 varints, lon then lat, in 0.01 degree: the
      first point absolute, every next one as the difference from the last.

Rings are drawn even-odd, so holes (Lesotho in South Africa, San Marino in
Italy) need no flag. The box is the country's main territory, not every
island (see main_box): a region map of France is France, not the Indian Ocean.
"""

import io
import json
import math
import os
import struct
import sys
import tarfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rdata  # noqa: E402

QUANTUM = 0.01      # degrees per stored unit
TOLERANCE = 0.02    # Douglas-Peucker tolerance, degrees: below a braille dot
                    # even on an 80-column map of Luxembourg's region

# Natural Earth codes that are not a cca3 of REST Countries, and why.
RENAMED = {
    "KOS": "UNK",   # Kosovo: REST Countries uses the user-assigned UNK
    "SDS": "SSD",   # South Sudan: Natural Earth's adm0 code differs from ISO
    "PSX": "PSE",   # Palestine
    "SAH": "ESH",   # Western Sahara
    "ALD": "ALA",   # Åland
}
# Areas that are de facto apart but that REST Countries counts in a country
# (its area for Cyprus, 9251 km², and for Somalia, 637657 km², include them):
# merged, so the country is drawn whole, as its own record describes it.
MERGED = {
    "CYN": "CYP",   # Northern Cyprus
    "SOL": "SOM",   # Somaliland
}
# Land that belongs to no cca3: kept as plain land under its own code in
# lower case, so the world has no hole there, but never highlighted.
UNCLAIMED = {
    "KAS": "kas",   # Siachen Glacier, disputed between India and Pakistan
    "ATC": "atc",   # Ashmore and Cartier Islands (Australian, no cca3)
}
# Territories that Natural Earth draws inside another feature but that have a
# cca3 of their own: (parent, child, test on a ring's centre (lon, lat)).
SPLITS = [
    ("FRA", "GUF", lambda lon, lat: -55 < lon < -51 and 2 < lat < 6.5),
    ("FRA", "GLP", lambda lon, lat: -62 < lon < -60.9 and 15.8 < lat < 16.6),
    ("FRA", "MTQ", lambda lon, lat: -61.3 < lon < -60.7 and 14.3 < lat < 15),
    ("FRA", "MYT", lambda lon, lat: 44.9 < lon < 45.4 and -13.2 < lat < -12.5),
    ("FRA", "REU", lambda lon, lat: 55 < lon < 56 and -21.5 < lat < -20.8),
    ("NLD", "BES", lambda lon, lat: lon < -60),                     # Bonaire, Saba, St Eustatius
    ("NOR", "SJM", lambda lon, lat: lat > 74 or (lat > 70.5 and lon < 0)),  # Svalbard, Jan Mayen
    ("IOA", "CCK", lambda lon, lat: lon < 100),                     # Cocos (Keeling)
    ("IOA", "CXR", lambda lon, lat: lon >= 100),                    # Christmas Island
]

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
SNAPSHOT = os.path.join(ROOT, "Sources", "CountriesSnapshot", "countries-v3.1.json")
OUTPUT = os.path.join(ROOT, "Sources", "CountriesSnapshot", "world-shapes.bin")
PACKAGE_DATA = "./usr/lib/R/site-library/rnaturalearthdata/data/"


def read_deb(path):
    """The files of the package's data/ folder, by name."""
    with open(path, "rb") as f:
        blob = f.read()
    if blob[:8] != b"!<arch>\n":
        raise SystemExit(f"{path} is not a .deb (ar archive)")
    pos = 8
    while pos < len(blob):
        name = blob[pos:pos + 16].decode().strip().rstrip("/")
        size = int(blob[pos + 48:pos + 58].decode().strip())
        body = blob[pos + 60:pos + 60 + size]
        pos += 60 + size + (size & 1)
        if name.startswith("data.tar"):
            with tarfile.open(fileobj=io.BytesIO(body)) as tar:
                return {m.name[len(PACKAGE_DATA):]: tar.extractfile(m).read()
                        for m in tar.getmembers()
                        if m.name.startswith(PACKAGE_DATA) and m.isfile()}
    raise SystemExit("no data.tar in the .deb")


def rings_of(countries):
    """(adm0_a3, iso_a3, name, [(ring [(lon, lat)], is_hole)]) per feature."""
    table = countries.attrs["data"]
    columns = dict(zip(table.attrs["names"].value, table.value))
    features = []
    for i, polygons in enumerate(countries.attrs["polygons"].value):
        rings = []
        for polygon in polygons.attrs["Polygons"].value:
            coords = polygon.attrs["coords"].value
            n = len(coords) // 2  # an n x 2 matrix, stored column by column
            rings.append((list(zip(coords[:n], coords[n:])), bool(polygon.attrs["hole"].value[0])))
        features.append((columns["adm0_a3"].value[i], columns["iso_a3"].value[i],
                         columns["name"].value[i], rings))
    return features


def simplify(ring):
    """Douglas-Peucker on a closed ring, then quantised; None if it vanishes."""
    points = ring[:-1] if ring[0] == ring[-1] else ring[:]
    if len(points) < 3:
        return None
    # Split the ring at its first point and the point farthest from it.
    far = max(range(len(points)), key=lambda k: (points[k][0] - points[0][0]) ** 2
              + (points[k][1] - points[0][1]) ** 2)
    keep = {0, far}

    def reduce(a, b, chain):
        stack = [(a, b)]
        while stack:
            i, j = stack.pop()
            (x1, y1), (x2, y2) = chain[i], chain[j]
            dx, dy = x2 - x1, y2 - y1
            norm = math.hypot(dx, dy)
            best, index = 0.0, None
            for k in range(i + 1, j):
                x, y = chain[k]
                d = (abs(dy * (x - x1) - dx * (y - y1)) / norm) if norm else math.hypot(x - x1, y - y1)
                if d > best:
                    best, index = d, k
            if index is not None and best > TOLERANCE:
                keep.add(index)
                stack += [(i, index), (index, j)]

    chain = points + [points[0]]
    reduce(0, far, chain)
    reduce(far, len(points), chain)
    out = []
    for k in sorted(keep):
        if k == len(points):
            continue
        q = (round(points[k][0] / QUANTUM), round(points[k][1] / QUANTUM))
        if not out or out[-1] != q:
            out.append(q)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out if len(out) >= 3 else None


def area(ring):
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]))) / 2


def box_of(ring):
    xs = [p[0] for p in ring]
    ys = [p[1] for p in ring]
    return min(xs), min(ys), max(xs), max(ys)


def extent(rings):
    """The box of all the rings, across the antimeridian when narrower."""
    return box_around([box_of(r) for r in rings])


def main_box(rings):
    """The box of a country's main territory, in stored units: the largest
    outer rings that make 90% of its area, plus every ring within 3 degrees
    of those (Corsica stays with France, Hawaii does not go with the USA);
    across the antimeridian when that gives the narrower box (Russia, Fiji)."""
    outer = sorted(rings, key=area, reverse=True)
    total = sum(area(r) for r in outer) or 1
    chosen, acc = [], 0.0
    for ring in outer:
        if acc >= 0.9 * total:
            break
        chosen.append(ring)
        acc += area(ring)
    near = 300
    boxes = [box_of(r) for r in chosen]
    for ring in outer[len(chosen):]:
        w, s, e, n = box_of(ring)
        # Shifted by a turn both ways: Chukotka, past 180 degrees, is Russia's.
        if any(w + shift < b[2] + near and e + shift > b[0] - near and s < b[3] + near and n > b[1] - near
               for b in boxes for shift in (-36000, 0, 36000)):
            chosen.append(ring)
    return box_around([box_of(r) for r in chosen])


def box_around(boxes):
    """west, south, width, height of the smallest box holding `boxes`."""
    south = min(b[1] for b in boxes)
    north = max(b[3] for b in boxes)
    # Longitude: the complement of the widest gap between the rings' spans.
    spans = sorted((b[0], b[2]) for b in boxes)
    merged = []
    for w, e in spans:
        if merged and w <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([w, e])
    gaps = [(merged[0][0] + 36000 - merged[-1][1], merged[0][0], merged[-1][1])]
    gaps += [(b[0] - a[1], b[0], a[1]) for a, b in zip(merged, merged[1:])]
    _, west, east = max(gaps)
    if east < west:
        east += 36000
    return west, south, east - west, north - south


def zigzag_varint(value):
    z = (value << 1) ^ (value >> 31)
    out = bytearray()
    while True:
        byte = z & 0x7F
        z >>= 7
        if z:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode(rings):
    out = bytearray(struct.pack("<H", len(rings)))
    for ring in rings:
        out += struct.pack("<H", len(ring))
        last = (0, 0)
        for lon, lat in ring:
            out += zigzag_varint(lon - last[0]) + zigzag_varint(lat - last[1])
            last = (lon, lat)
    return bytes(out)


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: generate_shapes.py r-cran-rnaturalearthdata_0.1.0-2_all.deb")
    files = read_deb(sys.argv[1])
    datasets = rdata.lazy_load_db(files["Rdata.rdx"], files["Rdata.rdb"])
    features = rings_of(datasets["countries50"]())
    with open(SNAPSHOT, encoding="utf-8") as f:
        cca3s = {c["cca3"]: c["name"]["common"] for c in json.load(f)}

    shapes = {}  # code -> list of quantised rings
    for adm0, iso, name, rings in features:
        code = RENAMED.get(adm0) or MERGED.get(adm0) or UNCLAIMED.get(adm0)
        if code is None:
            code = iso if iso in cca3s else adm0
        for ring, _hole in rings:
            target = code
            lon = sum(p[0] for p in ring) / len(ring)
            lat = sum(p[1] for p in ring) / len(ring)
            for parent, child, test in SPLITS:
                if adm0 == parent and test(lon, lat):
                    target = child
            if target not in cca3s and target not in UNCLAIMED.values():
                raise SystemExit(f"{adm0} ({name}) matches no cca3: add it to a table")
            small = simplify(ring)
            if small:
                shapes.setdefault(target, []).append(small)

    codes = sorted(shapes, key=lambda c: c.encode())
    header = b"WSHP" + struct.pack("<BBH", 1, 0, len(codes))
    offset = len(header) + 28 * len(codes)
    index, bodies = bytearray(), bytearray()
    for code in codes:
        body = encode(shapes[code])
        west, south, width, height = main_box(shapes[code])
        index += code.encode("ascii") + b"\0" + struct.pack("<IIhhHHhhHH", offset, len(body), west, south, width, height,
                                                            *extent(shapes[code]))
        bodies += body
        offset += len(body)
    with open(OUTPUT, "wb") as f:
        f.write(header + index + bodies)

    points = sum(len(r) for rings in shapes.values() for r in rings)
    print(f"wrote {OUTPUT}: {offset} bytes, {len(codes)} records, {points} points")
    missing = sorted(c for c in cca3s if c not in shapes)
    print("cca3 with no shape (drawn as a marker at their latlng):")
    for c in missing:
        print(f"  {c} {cca3s[c]}")


if __name__ == "__main__":
    main()
