#!/usr/bin/env python3
"""Writes Sources/CountriesSnapshot/timezones.bin from the IANA tz database,
and the table of Python zoneinfo's answers that a Swift test compares with.

Run by hand (see README.md beside this file), never by the build: the input
is the tz database as a registry serves it (PyPI's `tzdata` wheel, or
Debian's `tzdata` package), unpacked into a scratch folder.

Outputs:
  Sources/CountriesSnapshot/timezones.bin      the container described in README.md
  Tests/Corpus/zoneinfo-offsets.tsv
      for every zone, its offsets and abbreviations as Python's zoneinfo
      gives them over the same files (see README.md)

Python 3.9+ standard library only.
"""

import argparse
import datetime
import json
import os
import re
import struct
import sys
import zoneinfo

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from container import NONE, Strings, container, table, write  # noqa: E402


# The transitions kept: from 1970 on. The type in force at 1970-01-01 is
# kept as the zone's first, so an instant before every transition kept
# still has an answer (the one of 1970).
EPOCH = 0

# The table zoneinfo writes: every change of a zone's offset, abbreviation
# or daylight saving from 1970 to the end of 2037 (found by sampling each
# zone every SAMPLE_STEP seconds and bisecting where two samples differ),
# then single instants in later years, where only the footer rule answers.
TABLE_END = int(datetime.datetime(2038, 1, 1, tzinfo=datetime.timezone.utc).timestamp())
SAMPLE_STEP = 6 * 86400
LATER_INSTANTS = [
    int(datetime.datetime(year, month, day, hour, tzinfo=datetime.timezone.utc).timestamp())
    for year in (2038, 2040, 2045, 2050, 2075, 2100)
    for (month, day, hour) in ((1, 15, 12), (3, 31, 3), (7, 1, 0), (10, 27, 23))
]


# ---------------------------------------------------------------------------
# TZif (RFC 8536): the version 2+ body, 64-bit times, and the footer.

def read_tzif(path):
    data = open(path, "rb").read()
    if data[:4] != b"TZif" or data[4:5] not in (b"2", b"3", b"4"):
        sys.exit(f"{path}: not a TZif file of version 2 or later")

    def header(at):
        return struct.unpack(">6I", data[at + 20:at + 44])

    isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = header(0)
    skip = 44 + timecnt * 5 + typecnt * 6 + charcnt + leapcnt * 8 + isstdcnt + isutcnt
    isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = header(skip)
    if leapcnt:
        sys.exit(f"{path}: leap seconds (a right/ file?)")
    at = skip + 44
    times = struct.unpack(f">{timecnt}q", data[at:at + 8 * timecnt])
    at += 8 * timecnt
    indices = list(data[at:at + timecnt])
    at += timecnt
    types = []
    for i in range(typecnt):
        utoff, isdst, abbrind = struct.unpack(">iBB", data[at + 6 * i:at + 6 * i + 6])
        types.append((utoff, isdst, abbrind))
    at += 6 * typecnt
    chars = data[at:at + charcnt]
    at += charcnt + isstdcnt + isutcnt
    footer = data[at:].decode("ascii")
    if not (footer.startswith("\n") and footer.endswith("\n")):
        sys.exit(f"{path}: no footer")
    footer = footer.strip("\n")

    def abbr(index):
        return chars[index:chars.index(b"\0", index)].decode("ascii")

    resolved = [(utoff, isdst, abbr(i)) for utoff, isdst, i in types]
    # The type before the first transition: RFC 8536 says type 0.
    first = resolved[0] if resolved else None
    kept = []
    for time, index in zip(times, indices):
        if time < EPOCH:
            first = resolved[index]
        else:
            kept.append((time, resolved[index]))
    if first is None:
        sys.exit(f"{path}: no local time type")
    return first, kept, footer


# ---------------------------------------------------------------------------
# zone.tab and zone1970.tab: which zones each country has.

def read_tab(path):
    rows = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        parts = line.rstrip("\n").split("\t")
        rows.append((parts[0].split(","), parts[2], parts[3] if len(parts) > 3 else None))
    return rows


def country_zones(zoneinfo_dir):
    """Each country's zones, in the tz database's order (most populous
    first): zone.tab's, which name each country's own zones (Denmark:
    Europe/Copenhagen, where zone1970.tab gives Europe/Berlin); a country
    zone.tab leaves out, zone1970.tab's."""
    zones = {}
    for codes, zone, comment in read_tab(os.path.join(zoneinfo_dir, "zone.tab")):
        zones.setdefault(codes[0], []).append((zone, comment))
    later = {}
    for codes, zone, comment in read_tab(os.path.join(zoneinfo_dir, "zone1970.tab")):
        for code in codes:
            if code not in zones:
                later.setdefault(code, []).append((zone, comment))
    zones.update(later)
    return zones


def standard_offset(footer):
    """The standard time's UTC offset, in seconds east, of a POSIX TZ rule
    (`CET-1CEST,M3.5.0,M10.5.0/3`: 3600); None for an empty one."""
    match = re.match(r"(?:<[^>]*>|[A-Za-z]+)([+-]?)(\d+)(?::(\d+))?(?::(\d+))?", footer)
    if not match:
        return None
    sign, hours, minutes, seconds = match.groups()
    west = int(hours) * 3600 + int(minutes or 0) * 60 + int(seconds or 0)
    return west if sign == "-" else -west


def data_offset(text):
    """`UTC+01:00` (a country's `timezones` in the v3.1 data) in seconds; None for other text."""
    match = re.fullmatch(r"UTC([+-])(\d\d):(\d\d)", text)
    if not match:
        return 0 if text == "UTC" else None
    seconds = int(match.group(2)) * 3600 + int(match.group(3)) * 60
    return seconds if match.group(1) == "+" else -seconds


def neighbours_zones(zoneinfo_dir, by_country, countries_path):
    """Zones for the countries of the data that neither table lists (the tz
    database lists ISO 3166-1 codes; Kosovo, XK, has none): the zone of
    zone1970.tab (which groups the countries whose clocks have agreed since
    1970) that most of the country's neighbours (the data's `borders`)
    keep, when its standard offset now is the one offset the data's own
    `timezones` gives the country, and no other zone is kept by as many.
    Kosovo: Europe/Belgrade (Serbia, Montenegro, North Macedonia; Albania's
    Europe/Tirane one), UTC+01:00 as the data says. A country with no
    neighbours (Bouvet Island, Heard Island) gets none."""
    countries = json.load(open(countries_path, encoding="utf-8"))
    cca2_of = {c["cca3"]: c["cca2"] for c in countries}
    shared = {}
    for codes, zone, _ in read_tab(os.path.join(zoneinfo_dir, "zone1970.tab")):
        for code in codes:
            shared.setdefault(code, []).append(zone)
    found = {}
    for country in countries:
        code = country["cca2"]
        offsets = {data_offset(text) for text in country.get("timezones", [])}
        if code in by_country or len(offsets) != 1 or None in offsets:
            continue
        offset = offsets.pop()
        kept = {}
        for neighbour in country.get("borders", []):
            for zone in shared.get(cca2_of.get(neighbour), [])[:1]:
                _, _, footer = read_tzif(os.path.join(zoneinfo_dir, zone))
                if standard_offset(footer) == offset:
                    kept[zone] = kept.get(zone, 0) + 1
        ranked = sorted(kept.items(), key=lambda item: -item[1])
        if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]):
            found[code] = [(ranked[0][0], None)]
            print(f"{code}: not in zone.tab; {ranked[0][0]}, as {ranked[0][1]} of its {len(country['borders'])} neighbours, {country['timezones'][0]}")
    return found


# ---------------------------------------------------------------------------

def build(zoneinfo_dir, zone_names, release, package, countries_path):
    strings = Strings()
    by_country = country_zones(zoneinfo_dir)
    by_country.update(neighbours_zones(zoneinfo_dir, by_country, countries_path))
    names = sorted(set(zone_names) | {z for zs in by_country.values() for z, _ in zs}, key=lambda n: n.lower().encode())
    index_of = {name: i for i, name in enumerate(names)}
    if len({n.lower() for n in names}) != len(names):
        sys.exit("two zone names differ only in case")

    data_index = {}
    datas, transitions, types = [], [], []
    zone_records = []
    for name in names:
        first, kept, footer = read_tzif(os.path.join(zoneinfo_dir, name))
        key = (first, tuple(kept), footer)
        if key not in data_index:
            local_types = [first]
            for _, t in kept:
                if t not in local_types:
                    local_types.append(t)
            data_index[key] = len(datas)
            datas.append((len(transitions), len(kept), len(types), len(local_types), strings.add(footer)))
            for time, t in kept:
                transitions.append((time, local_types.index(t)))
            for utoff, isdst, abbr in local_types:
                types.append((utoff, isdst, strings.add(abbr)))
        in_tab = any(name == z for zs in by_country.values() for z, _ in zs)
        zone_records.append((strings.add(name), data_index[key], 1 if in_tab else 0))

    countries = []
    entries = []
    for code in sorted(by_country):
        countries.append((code.encode("ascii"), len(by_country[code]), len(entries)))
        for zone, comment in by_country[code]:
            entries.append((index_of[zone], strings.add(comment)))

    data = container(align=8, sections=[
        ("META", table([(strings.add(release), strings.add(package))], "<II")),
        ("CTRY", table(countries, "<2sHI")),
        ("CZON", table(entries, "<HxxI")),
        ("ZONE", table(zone_records, "<IHH")),
        ("ZDAT", table(datas, "<IIIII")),
        ("TRAN", table(transitions, "<qHxxxxxx")),
        ("TYPE", table(types, "<iBxxxI")),
        ("STRS", bytes(strings.blob)),
    ])
    print(f"{len(names)} zones ({len(datas)} distinct), {len(by_country)} countries, "
          f"{len(transitions)} transitions, {len(types)} types")
    return data, names, by_country


# ---------------------------------------------------------------------------
# The table zoneinfo answers: what the Swift reader must agree with.

def reading(zone, instant):
    local = datetime.datetime.fromtimestamp(instant, tz=zone)
    offset = int(local.utcoffset().total_seconds())
    dst = 1 if local.dst() else 0
    return (offset, local.tzname(), dst)


def changes(zone):
    """(instant, offset, abbreviation, dst) at 1970-01-01 and at every
    change after, to the end of 2037, as zoneinfo answers."""
    out = [(EPOCH,) + reading(zone, EPOCH)]
    previous_time, previous = EPOCH, reading(zone, EPOCH)
    time = EPOCH
    while time < TABLE_END:
        time = min(time + SAMPLE_STEP, TABLE_END - 1)
        now = reading(zone, time)
        low, high = previous_time, time
        while now != previous:
            # The first change in (low, high]: bisect to the second.
            lo, hi = low, high
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if reading(zone, mid) != previous:
                    hi = mid
                else:
                    lo = mid
            changed = reading(zone, hi)
            out.append((hi,) + changed)
            previous = changed
            low = hi
        previous_time, previous = time, now
        if time == TABLE_END - 1:
            break
    return out


def zoneinfo_table(names):
    """Zones whose answers are all the same (a link and its zone) share
    their rows: a `Z` line names them, the rows follow."""
    groups = {}
    for name in names:
        zone = zoneinfo.ZoneInfo(name)
        rows = [f"={instant}\t{offset}\t{abbr}\t{dst}" for instant, offset, abbr, dst in changes(zone)]
        rows += [f"@{instant}\t{offset}\t{abbr}\t{dst}" for instant in LATER_INSTANTS
                 for offset, abbr, dst in [reading(zone, instant)]]
        groups.setdefault(tuple(rows), []).append(name)
    lines = [
        "# Python's zoneinfo over the TZif files timezones.bin is made from, written by",
        "# docs/data/timezones/generate_timezones.py. 'Z' then zone names: the rows after are theirs.",
        "# '=' instant (s since 1970 UTC), offset (s), abbreviation, dst: a change at that instant (1970 to 2037),",
        "# the first one's at 1970-01-01; '@' the same: a reading at that instant (later years: the footer rule's).",
    ]
    for rows, group in groups.items():
        lines.append("Z\t" + "\t".join(group))
        lines.extend(rows)
    return ("\n".join(lines) + "\n").encode("utf-8")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.normpath(os.path.join(here, "..", "..", ".."))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tzdata", required=True,
                        help="the unpacked wheel's tzdata/ folder (with zoneinfo/ and zones), or Debian's usr/share/zoneinfo")
    parser.add_argument("--package", required=True, help="where it came from, for --version: 'PyPI tzdata 2026.6'")
    parser.add_argument("--countries", default=os.path.join(repo, "Sources", "CountriesSnapshot", "countries-v3.1.json"),
                        help="the v3.1 data: for a country neither zone table lists, its borders and timezones")
    parser.add_argument("--out", default=os.path.join(repo, "Sources", "CountriesSnapshot", "timezones.bin"))
    parser.add_argument("--table", default=os.path.join(repo, "Tests", "Corpus", "zoneinfo-offsets.tsv"))
    args = parser.parse_args()

    wheel = os.path.isdir(os.path.join(args.tzdata, "zoneinfo"))
    zoneinfo_dir = os.path.join(args.tzdata, "zoneinfo") if wheel else args.tzdata
    if wheel:
        release = re.search(r'IANA_VERSION = "([^"]+)"', open(os.path.join(args.tzdata, "__init__.py")).read()).group(1)
        zone_names = [line.strip() for line in open(os.path.join(args.tzdata, "zones")) if line.strip()]
    else:
        release = re.search(r"^# version (\S+)", open(os.path.join(zoneinfo_dir, "tzdata.zi")).read(), re.M).group(1)
        zone_names = [line.split()[2] if line.startswith("L ") else line.split()[1]
                      for line in open(os.path.join(zoneinfo_dir, "tzdata.zi")) if line.startswith(("Z ", "L "))]
    # zoneinfo must read the very files the container is made from.
    zoneinfo.reset_tzpath([zoneinfo_dir])
    print(f"tz database {release} from {args.package}: {len(zone_names)} zone names")

    data, names, _ = build(zoneinfo_dir, zone_names, release, args.package, args.countries)
    write(args.out, data)
    os.makedirs(os.path.dirname(args.table), exist_ok=True)
    write(args.table, zoneinfo_table(names))


if __name__ == "__main__":
    main()
