#!/usr/bin/env python3
"""Writes Sources/CountriesSnapshot/zone-shapes.bin: where each time zone is,
the territory of the countries with it, for `countries at <lat>,<lng>`.

Run by hand (README.md beside this file), never by the build. The input is
timezone-boundary-builder's polygons (OpenStreetMap's borders, territorial
waters included, the oceans as Etc/GMT zones) as PyPI's `timezonefinder-data`
ships them, read with PyPI's `timezonefinder`; the Natural Earth 1:50m shapes
the maps are drawn from (Debian's r-cran-rnaturalearthdata, read with
docs/data/maps/rdata.py) give the one line the polygons lack, Kosovo's with
Serbia; shapely cuts there. The output is offered under the ODbL, as its
input (NOTICE.md).

What it does:
1. Each zone's rings, oriented so that the zone lies on their left.
2. Their topology: a vertex where rings part is a junction; the rings are cut
   there into arcs, and an arc two zones share is kept once, with the zone
   on its left and the one on its right.
3. Each arc simplified once (Douglas-Peucker, --tolerance degrees), its ends
   kept, so neighbours still meet exactly: they share the simplified arc.
4. A cell index: a 1-degree grid, each cell split in four until it holds few
   segments. A cell no segment crosses is one zone, answered without a
   polygon test; a cell some cross keeps them and the zone at a reference
   point inside it: a point's zone is the side it lies on of the last segment
   the line from that reference point crosses, or the reference's own zone
   when it crosses none. The reader (ZoneShapesFile.swift) does the same.
Zone -> country: the tz tables the program embeds (timezones.bin: zone.tab's
countries, Kosovo's Europe/Belgrade added), with the overrides in OVERRIDES.
"""

import argparse
import math
import os
import struct
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "maps"))
from container import Strings, container, table, write  # noqa: E402

SNAPSHOT = os.path.join(ROOT, "Sources", "CountriesSnapshot")
UNIT = 10_000_000  # coordinates are integers, 1e-7 degree (timezonefinder's)
NO_ZONE = 0xFFFF

# The cell index: a cell is split while it holds more segments than this,
# down to MAX_DEPTH halvings of a degree (1/256 degree, 430 m).
MOST_SEGMENTS = 24
MAX_DEPTH = 8

# An entry of the grid or of a node: the top two bits say what it is.
ZONE_ENTRY, NODE_ENTRY, LEAF_ENTRY = 0, 1 << 30, 2 << 30

# The reference point of a cell, a little off its centre so that no line
# from it runs along a meridian or parallel of the data (the ocean zones are
# bounded at x.5 degrees): the reader uses the same fractions.
REF_X, REF_Y = 0.5 + 1.0 / 1024 / 3, 0.5 + 1.0 / 1024 / 7

# A border between two countries is simplified to a finer tolerance, in
# degrees: which country a point near it is in is the answer most asked,
# and rivers make such borders wind (the coasts, the oceans' edges and the
# borders between zones of one country take --tolerance).
BORDER_TOLERANCE = 0.0003

# How far beside an arc (1e-7 degree) its sides are asked of the polygons.
SIDE_STEP = 20

# Zones whose country the tz tables do not give, or give wrongly for a part
# of it: zone -> (cca2, why). Etc/* zones are the oceans: no country.
OVERRIDES = {
    "Etc/UTC": (None, "timezone-boundary-builder's zone for the Antarctic lands no country claims alone"),
}

# Kosovo keeps Europe/Belgrade (timezones.bin: as three of its four
# neighbours) and has no zone of its own: its part of the zone's polygon is
# cut out along Natural Earth's Kosovo-Serbia line. The cut reaches KOSOVO_REACH
# degrees past Natural Earth's Kosovo on every side but Serbia's, so that
# Kosovo's other borders stay OpenStreetMap's (the zone polygon's own edge).
KOSOVO_REACH = 0.05


def read_container(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:4] == b"CWD1"
    (count,) = struct.unpack_from("<I", data, 4)
    sections = {}
    for i in range(count):
        tag = data[8 + 12 * i:12 + 12 * i].decode()
        offset, length = struct.unpack_from("<II", data, 12 + 12 * i)
        sections[tag] = data[offset:offset + length]
    return sections


def records(section):
    count, size = struct.unpack_from("<II", section, 0)
    return [section[8 + i * size:8 + (i + 1) * size] for i in range(count)]


def string(strs, offset):
    (length,) = struct.unpack_from("<H", strs, offset)
    return strs[offset + 2:offset + 2 + length].decode()


def zone_countries():
    """Each zone name the program's tz tables list for a country -> the cca2s."""
    sections = read_container(os.path.join(SNAPSHOT, "timezones.bin"))
    strs = sections["STRS"]
    zones = [string(strs, struct.unpack_from("<I", r, 0)[0]) for r in records(sections["ZONE"])]
    entries = records(sections["CZON"])
    found = {}
    for r in records(sections["CTRY"]):
        cca2 = r[:2].decode()
        count, first = struct.unpack_from("<HI", r, 2)
        for e in entries[first:first + count]:
            found.setdefault(zones[struct.unpack_from("<H", e, 0)[0]], []).append(cca2)
    return found, string(strs, struct.unpack_from("<I", records(sections["META"])[0], 0)[0])


def signed_area(ring):
    x, y = ring[:, 0].astype(np.float64), ring[:, 1].astype(np.float64)
    return 0.5 * float(np.dot(x, np.roll(y, -1)) - np.dot(np.roll(x, -1), y))


def clean(ring):
    """The ring without its closing point or repeated points, as int64."""
    ring = np.asarray(ring, dtype=np.int64)
    if len(ring) > 1 and (ring[0] == ring[-1]).all():
        ring = ring[:-1]
    keep = np.any(ring != np.roll(ring, 1, axis=0), axis=1)
    if not keep.any():
        return ring[:1]
    return ring[keep]


def read_zones(tf):
    """[(zone index, ring)], each ring an (n, 2) int64 array with its zone on the left."""
    rings = []
    for boundary in range(tf.nr_of_polygons):
        zone = int(tf.zone_id_of(boundary))
        parts = [(tf.coords_of(boundary).T, False)] + [(h.T, True) for h in tf._holes_of_poly(boundary)]
        for coords, hole in parts:
            ring = clean(coords)
            if len(ring) < 3:
                continue
            area = signed_area(ring)
            if (area < 0) != hole:  # outer rings anticlockwise, holes clockwise
                ring = ring[::-1]
            rings.append((zone, ring))
    return rings


def kosovo_shapes(deb):
    """Natural Earth 1:50m's Kosovo and Serbia, as shapely geometries in 1e-7 degrees."""
    from shapely.geometry import Polygon
    from shapely.ops import unary_union
    import generate_shapes
    import rdata
    files = generate_shapes.read_deb(deb)
    features = generate_shapes.rings_of(rdata.lazy_load_db(files["Rdata.rdx"], files["Rdata.rdb"])["countries50"]())
    shapes = {}
    for adm0, _iso, _name, rings in features:
        if adm0 in ("KOS", "SRB"):
            outer = [Polygon([(x * UNIT, y * UNIT) for x, y in ring]) for ring, hole in rings if not hole]
            shapes[adm0] = unary_union(outer)
    return shapes["KOS"], shapes["SRB"]


def kosovo_reach(deb):
    """Where Kosovo's part of Europe/Belgrade is: Natural Earth's Kosovo,
    KOSOVO_REACH degrees wider, less Natural Earth's Serbia."""
    kosovo, serbia = kosovo_shapes(deb)
    return kosovo.buffer(KOSOVO_REACH * UNIT).difference(serbia)


def cut_kosovo(rings, names, reach):
    """Europe/Belgrade's rings split in two: Serbia's, and Kosovo's (a zone of its own here)."""
    from shapely.geometry import Polygon, MultiPolygon
    from shapely.ops import unary_union
    belgrade = names.index("Europe/Belgrade")
    mine = [r for z, r in rings if z == belgrade]
    outers = [Polygon(r) for r in mine if signed_area(r) > 0]
    holes = [Polygon(r) for r in mine if signed_area(r) < 0]
    zone = unary_union(outers).difference(unary_union(holes)) if holes else unary_union(outers)
    parts = {"XK": zone.intersection(reach), "RS": zone.difference(reach)}
    kept = [(z, r) for z, r in rings if z != belgrade]
    names.append("Europe/Belgrade")  # Kosovo's piece: the same zone, another country
    for cca2, shape in parts.items():
        index = belgrade if cca2 == "RS" else len(names) - 1
        polygons = shape.geoms if isinstance(shape, MultiPolygon) else [shape]
        for polygon in polygons:
            if polygon.is_empty or polygon.geom_type != "Polygon":
                continue
            for coords, hole in [(polygon.exterior.coords, False)] + [(i.coords, True) for i in polygon.interiors]:
                ring = clean(np.rint(np.asarray(coords)).astype(np.int64))
                if len(ring) < 3:
                    continue
                if (signed_area(ring) < 0) != hole:
                    ring = ring[::-1]
                kept.append((index, ring))
    return kept


def keys_of(ring):
    return (ring[:, 0] << 32) ^ (ring[:, 1] & 0xFFFFFFFF)


def arcs_of(rings):
    """The rings cut at junctions into arcs, each arc kept once.
    Returns (arcs, left, right, overlaps): arcs as (n, 2) arrays."""
    all_keys = [keys_of(r) for _, r in rings]
    keys = np.concatenate(all_keys)
    prev = np.concatenate([np.roll(k, 1) for k in all_keys])
    nxt = np.concatenate([np.roll(k, -1) for k in all_keys])
    pairs = np.unique(np.stack([np.concatenate([keys, keys]), np.concatenate([prev, nxt])], axis=1), axis=0)
    points, neighbours = np.unique(pairs[:, 0], return_counts=True)
    junctions = set(points[neighbours != 2].tolist())
    # A point two rings pass through in opposite directions is no junction,
    # but one that two rings of the same zone both meet (a pinch) is.
    canon, arcs, left, right = {}, [], [], []
    overlaps = 0
    for (zone, ring), k in zip(rings, all_keys):
        klist = k.tolist()
        cuts = [i for i, key in enumerate(klist) if key in junctions]
        pieces = []
        if not cuts:
            start = int(np.argmin(k))
            order = list(range(start, len(klist))) + list(range(0, start)) + [start]
            pieces.append(order)
        else:
            n = len(klist)
            for a, b in zip(cuts, cuts[1:] + [cuts[0] + n]):
                pieces.append([i % n for i in range(a, b + 1)])
        for piece in pieces:
            seq = tuple(klist[i] for i in piece)
            rev = seq[::-1]
            if seq[0] == seq[-1] and not cuts:  # a closed ring: start at its least point either way
                body = rev[:-1]
                at = body.index(min(body))
                rev = body[at:] + body[:at] + (body[at],)
            forward = seq <= rev
            key = seq if forward else rev
            arc = canon.get(key)
            if arc is None:
                arc = len(arcs)
                canon[key] = arc
                coords = ring[piece]
                arcs.append(coords if forward else coords[::-1])
                left.append(NO_ZONE)
                right.append(NO_ZONE)
            side = left if forward else right
            if side[arc] == NO_ZONE:
                side[arc] = zone
            elif side[arc] != zone:
                overlaps += 1
    return arcs, left, right, overlaps


def settle_sides(arcs, left, right, zone_at):
    """Each arc's zones, left and right, as the unsimplified polygons answer
    a point just beside its longest segment: where polygons overlap (Asia/Urumqi
    within Asia/Shanghai, Antarctica's) or leave a side unclaimed, the rings
    alone cannot say. `zone_at(lng, lat)` answers as timezonefinder does.
    Returns how many sides changed."""
    changed = 0
    for i, arc in enumerate(arcs):
        d = np.diff(arc.astype(np.float64), axis=0)
        lengths = np.hypot(d[:, 0], d[:, 1])
        k = int(np.argmax(lengths))
        if lengths[k] == 0:
            continue
        mid = (arc[k].astype(np.float64) + arc[k + 1]) / 2
        normal = np.array([-d[k, 1], d[k, 0]]) / lengths[k] * SIDE_STEP
        for side, sign in ((left, 1), (right, -1)):
            x, y = mid + sign * normal
            zone = zone_at(x / UNIT, y / UNIT)
            if zone != side[i]:
                side[i] = zone
                changed += 1
    return changed


def simplify(arc, tolerance):
    """Douglas-Peucker with both ends kept; a closed arc keeps three points and its end."""
    n = len(arc)
    if n <= 2:
        return arc
    pts = arc.astype(np.float64)
    keep = np.zeros(n, dtype=bool)
    keep[0] = keep[-1] = True
    stack = [(0, n - 1)]
    while stack:
        a, b = stack.pop()
        if b - a < 2:
            continue
        inner = pts[a + 1:b]
        d = pts[b] - pts[a]
        length = math.hypot(d[0], d[1])
        if length == 0:
            dist = np.hypot(inner[:, 0] - pts[a, 0], inner[:, 1] - pts[a, 1])
        else:
            dist = np.abs(d[0] * (inner[:, 1] - pts[a, 1]) - d[1] * (inner[:, 0] - pts[a, 0])) / length
        i = int(np.argmax(dist))
        if dist[i] > tolerance:
            keep[a + 1 + i] = True
            stack.append((a, a + 1 + i))
            stack.append((a + 1 + i, b))
    if (arc[0] == arc[-1]).all() and keep.sum() < 4:
        # A ring (or a loop from a junction back to it) smaller than the tolerance: a triangle.
        far = int(np.argmax(np.hypot(pts[:, 0] - pts[0, 0], pts[:, 1] - pts[0, 1])))
        keep[far] = True
        d = pts[far] - pts[0]
        side = np.abs(d[0] * (pts[:, 1] - pts[0, 1]) - d[1] * (pts[:, 0] - pts[0, 0]))
        side[[0, far, n - 1]] = -1
        keep[int(np.argmax(side))] = True
    return arc[keep]


class Index:
    """The segments of the simplified arcs, and the zone at a point found as
    the reader finds it."""

    def __init__(self, points, arc_first, arc_left, arc_right, segment_starts):
        self.points = points.astype(np.float64)
        self.arc_first = np.asarray(arc_first)
        self.arc_left = np.asarray(arc_left)
        self.arc_right = np.asarray(arc_right)
        self.seg = np.asarray(segment_starts, dtype=np.int64)
        self.ax = self.points[self.seg, 0]
        self.ay = self.points[self.seg, 1]
        self.bx = self.points[self.seg + 1, 0]
        self.by = self.points[self.seg + 1, 1]

    def zones_of(self, segs):
        arc = np.searchsorted(self.arc_first, self.seg[segs], side="right") - 1
        return self.arc_left[arc], self.arc_right[arc]

    def meeting(self, segs, x0, y0, x1, y1):
        """Which of the segments `segs` meet the closed box."""
        ax, ay, bx, by = self.ax[segs], self.ay[segs], self.bx[segs], self.by[segs]
        inside = (np.maximum(ax, bx) >= x0) & (np.minimum(ax, bx) <= x1) & (np.maximum(ay, by) >= y0) & (np.minimum(ay, by) <= y1)
        dx, dy = bx - ax, by - ay
        s = [dx * (cy - ay) - dy * (cx - ax) for cx, cy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
        pos = (s[0] > 0) & (s[1] > 0) & (s[2] > 0) & (s[3] > 0)
        neg = (s[0] < 0) & (s[1] < 0) & (s[2] < 0) & (s[3] < 0)
        return segs[inside & ~pos & ~neg]

    def walk(self, segs, rx, ry, rzone, px, py):
        """The zone at p, from r's zone and the segments between: the side of
        p of the last segment the line r -> p crosses."""
        if len(segs) == 0:
            return rzone
        ax, ay, bx, by = self.ax[segs], self.ay[segs], self.bx[segs], self.by[segs]
        dx, dy = px - rx, py - ry
        oa = dx * (ay - ry) - dy * (ax - rx)
        ob = dx * (by - ry) - dy * (bx - rx)
        ex, ey = bx - ax, by - ay
        orr = ex * (ry - ay) - ey * (rx - ax)
        op = ex * (py - ay) - ey * (px - ax)
        crosses = ((oa >= 0) != (ob >= 0)) & ((orr >= 0) != (op >= 0))
        if not crosses.any():
            return rzone
        t = np.where(crosses, orr / np.where(orr - op == 0, 1, orr - op), -1.0)
        last = int(np.argmax(t))
        l, r = self.zones_of(segs[last:last + 1])
        return int(l[0]) if op[last] > 0 else int(r[0])


def build_index(index, seed_zone):
    """The grid, the nodes, the leaves and their segment lists."""
    nseg = len(index.seg)
    # Each segment into the 1-degree cells it meets.
    lo_x = np.floor((np.minimum(index.ax, index.bx) + 180 * UNIT) / UNIT).astype(np.int64).clip(0, 359)
    hi_x = np.floor((np.maximum(index.ax, index.bx) + 180 * UNIT) / UNIT).astype(np.int64).clip(0, 359)
    lo_y = np.floor((np.minimum(index.ay, index.by) + 90 * UNIT) / UNIT).astype(np.int64).clip(0, 179)
    hi_y = np.floor((np.maximum(index.ay, index.by) + 90 * UNIT) / UNIT).astype(np.int64).clip(0, 179)
    cells = {}
    single = (lo_x == hi_x) & (lo_y == hi_y)
    for s in np.nonzero(single)[0]:
        cells.setdefault(int(lo_y[s] * 360 + lo_x[s]), []).append(int(s))
    for s in np.nonzero(~single)[0]:
        for cy in range(lo_y[s], hi_y[s] + 1):
            for cx in range(lo_x[s], hi_x[s] + 1):
                box = ((cx - 180) * UNIT, (cy - 90) * UNIT, (cx - 179) * UNIT, (cy - 89) * UNIT)
                if len(index.meeting(np.array([s]), *box)):
                    cells.setdefault(cy * 360 + cx, []).append(int(s))
    cells = {c: np.array(sorted(v), dtype=np.int64) for c, v in cells.items()}
    empty = np.array([], dtype=np.int64)

    def ref(cx, cy, size=UNIT, x0=None, y0=None):
        x0 = (cx - 180) * UNIT if x0 is None else x0
        y0 = (cy - 90) * UNIT if y0 is None else y0
        return x0 + size * REF_X, y0 + size * REF_Y

    # The zone at each cell's reference point, walked from a neighbour's.
    zone_at = {}
    seed = next(c for c in range(360 * 180) if c not in cells and 60 <= c // 360 <= 120)
    zone_at[seed] = seed_zone(seed)
    queue = [seed]
    while queue:
        c = queue.pop()
        cx, cy = c % 360, c // 360
        for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if not (0 <= nx < 360 and 0 <= ny < 180):
                continue
            n = ny * 360 + nx
            if n in zone_at:
                continue
            segs = np.union1d(cells.get(c, empty), cells.get(n, empty))
            rx, ry = ref(cx, cy)
            px, py = ref(nx, ny)
            zone_at[n] = index.walk(segs, rx, ry, zone_at[c], px, py)
            queue.append(n)

    grid = [0] * (360 * 180)
    nodes, leaves, refs = [], [], []

    def build(segs, x0, y0, size, rzone, depth):
        """The entry for a cell with these segments and the zone at its reference point."""
        if len(segs) == 0:
            return ZONE_ENTRY | rzone
        if len(segs) <= MOST_SEGMENTS or depth == MAX_DEPTH:
            leaves.append((len(refs), len(segs), rzone))
            refs.extend(index.seg[segs].tolist())
            return LEAF_ENTRY | (len(leaves) - 1)
        first = len(nodes)
        nodes.extend([0, 0, 0, 0])
        half = size / 2
        rx, ry = x0 + size * REF_X, y0 + size * REF_Y
        for i, (ox, oy) in enumerate(((0, 0), (half, 0), (0, half), (half, half))):
            cx0, cy0 = x0 + ox, y0 + oy
            child = index.meeting(segs, cx0, cy0, cx0 + half, cy0 + half)
            px, py = cx0 + half * REF_X, cy0 + half * REF_Y
            czone = index.walk(segs, rx, ry, rzone, px, py)
            nodes[first + i] = build(child, cx0, cy0, half, czone, depth + 1)
        return NODE_ENTRY | first

    for c in range(360 * 180):
        cx, cy = c % 360, c // 360
        grid[c] = build(cells.get(c, empty), (cx - 180) * UNIT, (cy - 90) * UNIT, UNIT, zone_at[c], 0)
    return grid, nodes, leaves, refs, nseg


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--natural-earth", required=True, help="r-cran-rnaturalearthdata_0.1.0-2_all.deb (Kosovo's line)")
    parser.add_argument("--package", required=True, help='what was read, for --version: "PyPI timezonefinder-data 3.2026.3.post1"')
    parser.add_argument("--tolerance", type=float, default=0.0005, help="degrees (0.0005)")
    args = parser.parse_args()

    from timezonefinder import TimezoneFinder
    tf = TimezoneFinder()
    release = tf.data_version
    names = list(tf.timezone_names)
    listed, tz_release = zone_countries()

    rings = read_zones(tf)
    before = sum(len(r) for _, r in rings)
    reach = kosovo_reach(args.natural_earth)
    rings = cut_kosovo(rings, names, reach)
    countries = []
    for i, name in enumerate(names):
        if i == len(names) - 1:
            countries.append("XK")
        elif name in OVERRIDES:
            countries.append(OVERRIDES[name][0])
        elif name.startswith("Etc/"):
            countries.append(None)
        else:
            found = [c for c in listed.get(name, []) if c != "XK"]
            if len(found) != 1:
                sys.exit(f"{name}: the tz tables ({tz_release}) give it {found or 'no country'}: add it to OVERRIDES")
            countries.append(found[0])

    arcs, left, right, overlaps = arcs_of(rings)
    from shapely import prepared
    from shapely.geometry import Point
    prepared_reach = prepared.prep(reach)
    belgrade = names.index("Europe/Belgrade")

    def zone_at(lng, lat):
        if abs(lng) > 180 or abs(lat) > 90:
            return NO_ZONE  # beyond the antimeridian or a pole: no line from inside crosses there
        name = tf.timezone_at(lng=lng, lat=lat)
        if name is None:
            return NO_ZONE
        if name == "Europe/Belgrade" and prepared_reach.contains(Point(lng * UNIT, lat * UNIT)):
            return len(names) - 1
        return names.index(name) if name != "Europe/Belgrade" else belgrade

    settled = settle_sides(arcs, left, right, zone_at)
    # An arc with one zone on both sides (a zone's parts that touch, its
    # ring along its own hole, an overlap settled) divides nothing: no
    # answer changes without it.
    inner = [i for i in range(len(arcs)) if left[i] == right[i]]
    kept = [i for i in range(len(arcs)) if left[i] != right[i]]
    arcs, left, right = [arcs[i] for i in kept], [left[i] for i in kept], [right[i] for i in kept]
    tolerance = args.tolerance * UNIT

    def between_countries(arc):
        a = countries[left[arc]] if left[arc] < len(countries) else None
        b = countries[right[arc]] if right[arc] < len(countries) else None
        return a is not None and b is not None and a != b

    small = [simplify(a, BORDER_TOLERANCE * UNIT if between_countries(i) else tolerance) for i, a in enumerate(arcs)]
    firsts, points = [], []
    at = 0
    for a in small:
        firsts.append(at)
        points.append(a)
        at += len(a)
    points = np.concatenate(points)
    segment_starts = [f + i for f, a in zip(firsts, small) for i in range(len(a) - 1)]
    index = Index(points, firsts, left, right, segment_starts)

    def seed_zone(cell):
        cx, cy = cell % 360, cell // 360
        name = tf.timezone_at(lng=cx - 180 + REF_X, lat=cy - 90 + REF_Y)
        return names.index(name)

    grid, nodes, leaves, refs, nseg = build_index(index, seed_zone)

    strings = Strings()
    meta = table([(strings.add(release), strings.add(args.package), strings.add(tz_release), int(round(tolerance)))], "<IIII")
    zones = table([(strings.add(n), (c or "\0\0").encode("ascii"), 0) for n, c in zip(names, countries)], "<I2sH")
    data = container([
        ("META", meta),
        ("ZONE", zones),
        ("ARCS", table(list(zip(firsts, [len(a) for a in small], left, right)), "<IIHH")),
        ("PNTS", table([tuple(p) for p in points.tolist()], "<ii")),
        ("GRID", table([(g,) for g in grid], "<I")),
        ("NODE", table([(n,) for n in nodes], "<I")),
        ("LEAF", table(leaves, "<IHH")),
        ("REFS", table([(r,) for r in refs], "<I")),
        ("STRS", bytes(strings.blob)),
    ])
    write(os.path.join(SNAPSHOT, "zone-shapes.bin"), data)
    print(f"timezone-boundary-builder {release}: {len(names)} zones, {before:,} points; "
          f"{len(arcs):,} arcs ({overlaps} sides claimed twice, {settled} sides settled by the polygons, {len(inner)} within one zone left out), {len(points):,} points kept at {args.tolerance} degrees ({BORDER_TOLERANCE} between countries); "
          f"{nseg:,} segments, {len(nodes):,} nodes, {len(leaves):,} leaves, {len(refs):,} references")
    for name, (cca2, why) in OVERRIDES.items():
        print(f"{name}: {cca2 or 'no country'}: {why}")
    print("Europe/Belgrade: Kosovo (XK) cut out along Natural Earth 1:50m's Kosovo-Serbia line")


if __name__ == "__main__":
    main()
