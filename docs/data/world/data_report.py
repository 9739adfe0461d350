"""docs/DATA.md: the sources the program carries, checked against each other.

Run by generate_world_data.py after it wrote the world data, from the same
inputs: it compares what the program shows (the REST Countries snapshot's
names, codes, regions and UN membership, the world data's subdivisions)
with the other sources it carries (CLDR's names and territory containment,
iso-codes' ISO 3166-1 and 3166-2 names and codes, UN M49), and writes every
disagreement, which source the program shows and why, and each source's
release and date. Tests/CountriesKitTests/DataReportTests.swift fails when
the checked-in data and the report disagree. Python standard library only.
"""

import json
import os
import re
import struct
import unicodedata

# Release dates of the CLDR versions read (unicode.org/cldr, "CLDR Releases").
CLDR_RELEASE_DATES = {"41": "2022-04-06", "47": "2025-03-13"}

# The REST Countries translation keys and the ISO 639-1 codes CLDR names
# their languages by (as Sources/CountriesModel/Models/NameLocale.swift).
TRANSLATION_KEYS = {
    "ara": "ar", "bre": "br", "ces": "cs", "cym": "cy", "deu": "de", "est": "et", "fin": "fi",
    "fra": "fr", "hrv": "hr", "hun": "hu", "ind": "id", "ita": "it", "jpn": "ja", "kor": "ko",
    "nld": "nl", "per": "fa", "pol": "pl", "por": "pt", "rus": "ru", "slk": "sk", "spa": "es",
    "srp": "sr", "swe": "sv", "tur": "tr", "urd": "ur", "zho": "zh",
}


def cell(text):
    """A table cell: pipes escaped, and a space at either end (REST
    Countries' "北マケドニア ") shown as ␠, which a table would lose."""
    if text is None:
        return ""
    text = str(text)
    stripped = text.strip(" ")
    if stripped != text:
        start = len(text) - len(text.lstrip(" "))
        end = len(text) - len(text.rstrip(" "))
        text = "␠" * start + stripped + "␠" * end
    return text.replace("|", "\\|")


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return out


def snapshot_commit(notice_path):
    """The REST Countries commit and date NOTICE.md gives for the snapshot."""
    with open(notice_path, encoding="utf-8") as f:
        text = f.read()
    match = re.search(r"\| source commit \| `([0-9a-f]{7})[0-9a-f]*` \((\d{4}-\d{2}-\d{2})\) \|", text)
    return (match.group(1), match.group(2)) if match else ("unknown", "unknown")


def cldr_xml_version(cldr):
    with open(os.path.join(cldr, "dtd", "ldmlSupplemental.dtd"), encoding="utf-8") as f:
        match = re.search(r'ATTLIST version cldrVersion CDATA #FIXED "([0-9.]+)"', f.read())
    return match.group(1) if match else "unknown"


def package_version(path, name):
    """The version of the unpacked wheel `name` whose files hold `path`,
    from its .dist-info folder, or from `__version__`."""
    folder = os.path.abspath(path)
    if not os.path.isdir(folder):
        folder = os.path.dirname(folder)
    while folder != os.path.dirname(folder):
        for entry in sorted(os.listdir(folder)):
            if entry.startswith(name + "-") and entry.endswith(".dist-info"):
                return entry[len(name) + 1:-len(".dist-info")]
        init = os.path.join(folder, "__init__.py")
        if os.path.basename(folder) == name and os.path.exists(init):
            with open(init, encoding="utf-8") as f:
                match = re.search(r"__version__ = '([^']+)'", f.read())
            if match:
                return match.group(1)
        folder = os.path.dirname(folder)
    return "unknown"


def version_date(version):
    """pycountry's versions are dates: 26.2.16 is 2026-02-16."""
    match = re.fullmatch(r"(\d{2})\.(\d{1,2})\.(\d{1,2})", version)
    return f"20{match.group(1)}-{int(match.group(2)):02d}-{int(match.group(3)):02d}" if match else "unknown"


def version_line(babel_version, cldr_names, cldr_xml, pycountry, memberships_as_of, corrections_as_of):
    """What `countries --version` says of the world data (Sources/CountriesModel/Models/WorldDataSources.swift)."""
    return (f"world data: Unicode CLDR {cldr_names} ({CLDR_RELEASE_DATES.get(cldr_names, 'unknown')}, Babel {babel_version}) "
            f"and {cldr_xml} ({CLDR_RELEASE_DATES.get(cldr_xml, 'unknown')}); "
            f"iso-codes of pycountry {pycountry} ({version_date(pycountry)}); UN M49; memberships as of {memberships_as_of}; "
            f"corrections as of {corrections_as_of}")


def same_name(text):
    """A name with case, marks (Mn) and format characters (Cf) set aside, as
    Sources/CountriesModel/Models/OfficialNames.swift compares them: the
    Persian "گینه نو" and "گینهٔ نو" are one name."""
    return "".join(c for c in text.lower() if unicodedata.category(c) not in ("Mn", "Cf"))


def english_reason(rest, cldr, alternatives):
    """Why the records' English name is shown where CLDR's differs: CLDR's
    menu style ("&", "St.", "U.S."), a name CLDR itself gives as its short or
    variant one, or a name of the whole territory where CLDR's is of a part."""
    if rest in alternatives:
        return "CLDR's own short or variant name"
    spelled = cldr.replace(" & ", " and ").replace("St. ", "Saint ").replace("U.S. ", "United States ")
    if spelled == rest or spelled.replace("Grenadines", "the Grenadines") == rest:
        return "CLDR's menu style (\"&\", \"St.\", \"U.S.\") spelled out"
    if len(rest) > len(cldr) and rest.startswith(spelled.split(" (")[0]):
        return "the whole territory the record is of; CLDR's names a part"
    return "the record's own name, in common English use; CLDR's is its display form"


def m49_placement(children, english, m49_names):
    """Each country's M49 sub-region (the group that holds it) and region
    (the continent under World), by name: UN's where it differs from CLDR's."""
    parents = {}
    for group, items in children.items():
        for item in items:
            parents.setdefault(item, []).append(group)

    def name(code):
        return m49_names.get(code, english.get(code, code))

    out = {}
    for item in parents:
        if not re.fullmatch(r"[A-Z]{2}", item):
            continue
        chain = []
        code = item
        while code in parents and len(chain) < 10:
            code = sorted(parents[code])[0]
            chain.append(code)
        if len(chain) >= 2:
            out[item] = (name(chain[-2]), name(chain[0]))
    return out


def zone_shapes_lines(path):
    """The zone shapes' section (`at`): written by
    docs/data/zoneshapes/generate_zone_shapes.py, its releases read from the file."""
    with open(path, "rb") as f:
        data = f.read()
    (count,) = struct.unpack_from("<I", data, 4)
    sections = {}
    for i in range(count):
        offset, length = struct.unpack_from("<II", data, 12 + 12 * i)
        sections[data[8 + 12 * i:12 + 12 * i].decode()] = data[offset:offset + length]

    def string(offset):
        (length,) = struct.unpack_from("<H", sections["STRS"], offset)
        return sections["STRS"][offset + 2:offset + 2 + length].decode()

    boundaries, package, tz, tolerance = struct.unpack_from("<IIII", sections["META"], 8)
    return [
        "## Zone shapes: the country and zone at a point (`at`)",
        "",
        f"`Sources/CountriesSnapshot/zone-shapes.bin`, written by `docs/data/zoneshapes/generate_zone_shapes.py`",
        f"(docs/data/zoneshapes/README.md): timezone-boundary-builder {string(boundaries)}'s polygons, OpenStreetMap's borders",
        f"with territorial waters and the oceans as `Etc/GMT` zones, as {string(package)} ships them",
        "(© OpenStreetMap contributors, Open Database License 1.0), each border two zones share simplified once",
        f"({tolerance / 1e7:g} degree; 0.0003 between two countries). The file is offered under the ODbL too (NOTICE.md).",
        f"A zone's country is the one the tz tables the program embeds give it (docs/data/timezones: tz {string(tz)}, zone.tab), but:",
        "",
        "| zone | country | why |",
        "|---|---|---|",
        "| `Etc/GMT`, `Etc/GMT+1` ... `Etc/GMT-12` | none | the oceans beyond every country's territorial waters: `at` says the nearest country |",
        "| `Etc/UTC` | none | timezone-boundary-builder's zone for Antarctic land no country claims alone |",
        "| `Europe/Belgrade` | Serbia (RS), and Kosovo (XK) within Natural Earth 1:50m's Kosovo | Kosovo keeps Serbia's zone; its line with Serbia is Natural Earth's (the maps' shapes), its other borders OpenStreetMap's |",
        "",
    ]


def write_report(path, *, babel, cldr, iso1_path, iso2, iso2_path, snapshot_path, notice_path, children, english,
                 m49_names, english_alternatives, lists, corrections, former, cldr_subdivisions, cldr_english, shown_subdivisions, subdivision_report,
                 remarks_removed, marks_removed, split_iso_name):
    with open(snapshot_path, encoding="utf-8") as f:
        records = sorted(json.load(f), key=lambda r: r["cca2"])
    with open(iso1_path, encoding="utf-8") as f:
        iso1 = {e["alpha_2"]: e for e in json.load(f)["3166-1"]}
    commit, commit_date = snapshot_commit(notice_path)
    cldr_xml = cldr_xml_version(cldr)
    pycountry = package_version(iso2_path, "pycountry")
    babel_version = package_version(babel.data, "babel")
    memberships_as_of = max(entry["as_of"] for _, entry, _, _ in lists)
    corrections_as_of = max(row["date"] for row in corrections) if corrections else "none"
    version = version_line(babel_version, babel.version, cldr_xml, pycountry, memberships_as_of, corrections_as_of)

    lines = [
        "# The data, checked against each other",
        "",
        "Written by `docs/data/world/generate_world_data.py` (with `data_report.py` beside",
        "it) from the inputs it reads: do not edit it by hand, run the generator again",
        "(docs/data/world/README.md). `DataReportTests` fails when the checked-in data and",
        "this report disagree.",
        "",
        "## Sources",
        "",
    ]
    lines += table(["source", "release", "date", "what the program shows from it"], [
        ["REST Countries v3.1 snapshot (`Sources/CountriesSnapshot/countries-v3.1.json`)", f"commit `{commit}`", commit_date,
         "every country's record: names, official names, translations into 26 languages, codes, capitals, region and sub-region, "
         "population, area, borders, UN membership"],
        ["Unicode CLDR, through PyPI `babel`", f"CLDR {babel.version}, Babel {babel_version}",
         CLDR_RELEASE_DATES.get(babel.version, "unknown"),
         "country and M49 region names in the languages REST Countries does not translate into, and in regions and scripts "
         "(`zh-Hant`, `pt-PT`, `sr-Latn`, `nb`)"],
        ["Unicode CLDR, Debian's `unicode-cldr-core`", f"CLDR {cldr_xml}", CLDR_RELEASE_DATES.get(cldr_xml, "unknown"),
         "subdivision names in English and other languages, M49 territory containment, short and variant names (search only)"],
        ["iso-codes, through PyPI `pycountry`", f"pycountry {pycountry}", version_date(pycountry),
         "ISO 3166-2 subdivision codes, types, parents and names"],
        ["UN M49 (unstats.un.org/unsd/methodology/m49)", "the UN's names of 5 areas, by hand", "",
         "`--region` by M49 code or UN name"],
        ["Memberships (`docs/data/world/memberships.tsv`, by hand)", f"{len(lists)} lists", memberships_as_of,
         "`--member`, `memberships`, the Memberships line of `show`"],
        ["Corrections (`docs/data/world/corrections.tsv`, by hand)", f"{len(corrections)} rows", corrections_as_of,
         "changes to ISO 3166-2 the newest iso-codes has not caught up with, and English subdivision names CLDR has wrong"],
    ])
    lines += [
        "",
        "`countries --version` says:",
        "",
        "```",
        version,
        "```",
        "",
        "## Corrections",
        "",
        "Where the newest iso-codes release lags a change ISO published, or CLDR's English name",
        "of a subdivision is wrong in a way the rule below cannot tell, `corrections.tsv` says what",
        "the program shows instead; each row dated and sourced.",
        "",
    ]
    lines += table(["code", "change", "name", "type", "into", "date", "source"], [
        [r["code"], r["change"], r["english"] or r["name"], r["type"], r["successors"], r["date"], r["source"]]
        for r in corrections
    ])

    # Country names: REST Countries' against CLDR's.
    countries_cldr = {r["cca2"] for r in records}
    en = babel.resolved("en", "territories")
    english_rows = [[r["cca2"], r["name"]["common"], en.get(r["cca2"], ""),
                     english_reason(r["name"]["common"], en.get(r["cca2"], ""), english_alternatives.get(r["cca2"], []))]
                    for r in records if r["name"]["common"] != en.get(r["cca2"])]
    lines += [
        "",
        "## Country names",
        "",
        "In every language, region and script but English, the names shown are CLDR's, as Babel",
        "resolves the locale (its parent locales and likely subtags), one rule for all: `--locale de`",
        "and `--locale deu` show CLDR's German, `de-CH` Swiss German, `pt-BR` Brazilian and `pt-PT`",
        "European Portuguese, `zh-Hant` Traditional Chinese, `sr-Latn` Serbian in Latin letters.",
        "In English they are the records' own (`name.common`: what `--json` and a refresh from the",
        "API give, and what a script written against the API matches), and a regional English",
        "(`en-GB`, `en-AU`, `en-001`...) lays over them the names CLDR gives there and not in `en`.",
        "REST Countries' translations stay as they came in the v3.1 records `--json` prints, and",
        "`show`, `--search` and `resolve` find them, but no name shown is one of them. The official",
        "name shown in a language is REST Countries' translation of it where REST Countries has the",
        "language and script and its translation is of that country (below), else the English one.",
        "Languages, currencies and M49 regions are named by CLDR in the locale too, where CLDR has",
        "them (Tests/Corpus/cldr-terms.tsv; `CountryTermsAgainstCLDRTests`).",
        "Tests/Corpus/cldr-country-names.tsv holds Babel's name of every country in every CLDR",
        "locale; `CountryNamesAgainstCLDRTests` fails on any name shown that is not CLDR's, but the",
        "English ones below.",
        "",
        f"### English: {len(english_rows)} of {len(records)} differ",
        "",
        "The records' English name is shown; CLDR's is found by `show`, `--search` and `resolve`.",
        "",
    ]
    lines += table(["cca2", "shown (REST Countries)", f"CLDR {babel.version}", "why the records' name"], english_rows)
    translation_rows = []
    another_rows = []
    for key, language in sorted(TRANSLATION_KEYS.items(), key=lambda kv: kv[1]):
        names = babel.resolved(language, "territories")
        named, officials = {}, {}
        for code, name in names.items():
            if code in countries_cldr:
                named.setdefault(same_name(name), []).append(code)
        for r in records:
            official = r.get("translations", {}).get(key, {}).get("official")
            if official:
                officials.setdefault(same_name(official), []).append(r["cca2"])
        for r in records:
            rest = r.get("translations", {}).get(key, {})
            if rest.get("common") is None:
                continue
            if rest["common"] != names.get(r["cca2"]):
                translation_rows.append([language, r["cca2"], rest["common"], names.get(r["cca2"], "")])
            others = [c for c in named.get(same_name(rest["common"]), []) if c != r["cca2"]]
            twins = [c for c in officials.get(same_name(rest.get("official", "")), []) if c != r["cca2"]]
            if others:
                another_rows.append([language, r["cca2"], rest["common"], rest.get("official", ""), f"its name is CLDR's name of {' '.join(others)}"])
            elif twins and same_name(rest["common"]) != same_name(names.get(r["cca2"], "")):
                another_rows.append([language, r["cca2"], rest["common"], rest.get("official", ""), f"{' '.join(twins)} has the same official name"])
    lines += [
        "",
        f"### Translations: {len(translation_rows)} of the REST Countries translations differ from CLDR's",
        "",
        "CLDR's is shown; REST Countries' is in the v3.1 record (`--json`) and found by `show`,",
        "`--search` and `resolve`.",
        "",
    ]
    lines += table(["language", "cca2", "REST Countries", f"shown (CLDR {babel.version})"], translation_rows)
    lines += [
        "",
        f"### REST Countries' official names not shown: {len(another_rows)}",
        "",
        "REST Countries' official name of a country in a language is shown unless its translation is",
        "of another country: where its name is CLDR's name of another country in that language, or",
        "its official name is another country's too while its name is not CLDR's name of it",
        "(Tanzania's Hungarian is Tajikistan's, official name and all), names compared with case,",
        "marks and format characters set aside. Then the official name shown is the English one.",
        "",
    ]
    lines += table(["language", "cca2", "REST Countries", "its official name, not shown", "why"], another_rows)

    # Codes and names: REST Countries' against iso-codes' ISO 3166-1.
    code_rows = []
    for r in records:
        e = iso1.get(r["cca2"])
        if e is None:
            code_rows.append([r["cca2"], f"{r['cca3']} {r.get('ccn3') or '-'}", "not in ISO 3166-1",
                              "shown: REST Countries gives it a code (XK is the user-assigned code Kosovo is known by)"])
        elif e["alpha_3"] != r["cca3"] or e["numeric"] != r.get("ccn3"):
            code_rows.append([r["cca2"], f"{r['cca3']} {r.get('ccn3')}", f"{e['alpha_3']} {e['numeric']}", "shown: REST Countries'"])
    for code in sorted(set(iso1) - countries_cldr):
        code_rows.append([code, "not in the snapshot", f"{iso1[code]['alpha_3']} {iso1[code]['numeric']}", ""])
    iso_name_rows = [[r["cca2"], r["name"]["common"], iso1[r["cca2"]]["name"]]
                     for r in records if r["cca2"] in iso1 and iso1[r["cca2"]]["name"] != r["name"]["common"]]
    lines += [
        "",
        "## Codes and ISO 3166-1 names",
        "",
        f"iso-codes (pycountry {pycountry}) against the snapshot's cca2, cca3 and ccn3:",
        "",
    ]
    lines += table(["cca2", "snapshot (cca3 ccn3)", "iso-codes", "note"], code_rows)
    lines += [
        "",
        f"ISO's short names that are not the name shown ({len(iso_name_rows)}): the program shows",
        "REST Countries' common name; ISO's is its formal short form.",
        "",
    ]
    lines += table(["cca2", "shown (REST Countries)", "ISO 3166-1 (iso-codes)"], iso_name_rows)

    # Regions: REST Countries' region and sub-region against M49.
    placement = m49_placement(children, english, m49_names)
    region_rows = []
    for r in records:
        m49 = placement.get(r["cca2"])
        rest = (r["region"], r.get("subregion", ""))
        if m49 is None:
            region_rows.append([r["cca2"], " / ".join(p for p in rest if p), "in no M49 region"])
        elif rest[0] != m49[0] or rest[1].lower() != m49[1].lower():
            region_rows.append([r["cca2"], " / ".join(p for p in rest if p), " / ".join(m49)])
    lines += [
        "",
        "## Regions",
        "",
        "`list` shows REST Countries' region and sub-region, and `--region Europe` takes",
        "them; `--region` with an M49 code or UN name (`--region 151`, `--region \"Eastern",
        "Europe\"` where REST Countries has no such sub-region) takes M49's membership from",
        f"CLDR {cldr_xml}'s territory containment. Where the two place a country apart:",
        "",
    ]
    lines += table(["cca2", "REST Countries region / sub-region", "M49 region / sub-region"], region_rows)

    # UN membership: the snapshot's flag against the hand-kept list.
    un_rows = []
    for key, entry, inside, _ in lists:
        if key != "un":
            continue
        listed = {cca3 for _, cca3, role in inside if role == 0}
        for r in records:
            if (r["cca3"] in listed) != bool(r.get("unMember")):
                un_rows.append([r["cca2"], "yes" if r.get("unMember") else "no", "yes" if r["cca3"] in listed else "no"])
    lines += [
        "",
        "## UN membership",
        "",
        "`--member un` and `show` take the hand-kept list (dated, sourced); where the",
        "snapshot's `unMember` says otherwise:",
        "",
    ]
    lines += table(["cca2", "snapshot unMember", f"memberships.tsv ({memberships_as_of})"], un_rows)

    # Subdivisions: iso-codes' against CLDR's.
    shown_english = shown_subdivisions.get("en", {})
    iso_codes = {code for code, _, _, _ in iso2}
    iso_by_code = {code: (kind, name) for code, kind, _, name in iso2}
    no_english = sorted(code for code in iso_codes if code not in cldr_subdivisions.get("en", {}))
    cldr_only = sorted(code for code in cldr_english if code[:2] in countries_cldr and code not in iso_codes
                       and code not in {r["code"] for r in former})
    not_taken = [r for r in subdivision_report if r[3] == "not taken"]
    moved = [r for r in subdivision_report if r[3] != "not taken"]
    bracketed = [(code, name) + split_iso_name(name) for code, _, _, name in iso2 if "[" in name]
    renamed = [r for r in corrections if r["change"] == "name"]
    lines += [
        "",
        "## Subdivisions",
        "",
        f"The program shows iso-codes' {len(iso2):,} ISO 3166-2 codes (with the corrections above),",
        f"named in English by CLDR {cldr_xml} where CLDR's name names the subdivision ISO lists",
        "under that code today (below), else by ISO's own name.",
        "",
        f"- Footnote marks CLDR and ISO print to tell two names apart (\"Île-de-France²\",",
        f"  \"Aerodrom †\") are not part of a name: taken off {marks_removed:,} names.",
        f"- {len(no_english)} codes CLDR {cldr_xml} has no English name for, shown by ISO's name: "
        + ", ".join(no_english) + ".",
        f"- {len(cldr_only)} codes CLDR {cldr_xml} names that iso-codes no longer has (withdrawn or",
        "  renamed by ISO), not shown under their own code (some of their names are moved to the code",
        "  they name, below): " + ", ".join(cldr_only) + ".",
        "",
        "### CLDR's names checked against ISO's",
        "",
        f"CLDR {cldr_xml} keys its subdivision names by the codes ISO gave when CLDR's data was made;",
        "ISO has since given some of them to other subdivisions (Iran's provinces were renumbered,",
        "Morocco's regions remade in 2015 and recoded in 2019), so a join by code alone puts one",
        "region's name on another's code. `docs/data/world/subdivision_names.py` takes a CLDR name",
        "for a code only when it names the subdivision ISO lists under that code today, by one rule",
        "for every country:",
        "",
        "- names are compared word by word in Latin letters (CLDR's other scripts transliterated by",
        "  PyPI `anyascii`), a transliteration's spelling tolerated (\"Isfahan\", \"Eşfahān\"), the words",
        "  for a direction read as one (`compass-words.tsv`: \"Shomālī\" is north), and ISO's type",
        "  counted among ISO's words (\"Chiayi County\" fits the county, not the city);",
        "- a name that fits another code of the country better than its own is not taken;",
        "- where a country's subdivisions changed after CLDR's data (CLDR still holds codes there",
        "  that ISO has withdrawn), a name is taken only if it, or one of CLDR's translations of it,",
        "  fits its code: elsewhere a name that only translates (\"Lower Saxony\") is taken;",
        "- a name not taken moves to the one code it fits fully, where that code has none of its own,",
        "  with its translations.",
        "",
        "`SubdivisionNameFitTests` holds every English name shown to the same measure: none fits",
        "another code's ISO name better than its own.",
        "",
        f"{len(not_taken)} CLDR names not taken under their code:",
        "",
    ]
    lines += table(["code", f"CLDR {cldr_xml}", "ISO", "shown", "why"], [
        [code, name, iso_by_code[code][1], shown_english.get(code, split_iso_name(iso_by_code[code][1])[0]), why]
        for code, name, _, _, why in not_taken
    ])
    lines += [
        "",
        f"{len(moved)} CLDR names moved to the code they name:",
        "",
    ]
    lines += table(["code", "ISO", "shown", "from"], [
        [code, iso_by_code[code][1], name, done.split()[1]] for code, name, _, done, _ in moved
    ])
    lines += [
        "",
        f"{len(renamed)} English names corrected by hand (`corrections.tsv`), where CLDR's is wrong in a",
        "way the rule cannot tell:",
        "",
    ]
    lines += table(["code", f"CLDR {cldr_xml}", "ISO", "shown", "source"], [
        [r["code"], cldr_english.get(r["code"], ""), r["name"], r["english"], r["source"]] for r in renamed
    ])
    lines += [
        "",
        "### ISO's names with a second name in brackets",
        "",
        f"ISO gives {len(bracketed)} names with another in brackets: the name in a second language of the",
        "country, sometimes with a code of its own (\"Wales [Cymru GB-CYM]\"). The program shows the",
        "first as ISO's name and keeps the second as another local name, which `show` and `resolve`",
        "find too; the code in brackets is dropped.",
        "",
    ]
    lines += table(["code", "ISO", "ISO's name shown", "other local name"], [list(row) for row in bracketed])
    lines += [
        "",
        "### Remarks taken off ISO's names",
        "",
        f"ISO marks {len(remarks_removed)} Moroccan subdivisions as lying in Western Sahara, wholly (\"(EH)\") or",
        "partly (\"(EH-partial)\"), in their names: a remark on the territory, not part of the name, so",
        "taken off (CLDR copied it into its English names too).",
        "",
    ]
    lines += table(["code", "ISO", "shown"], [[code, before, after] for code, (before, after) in sorted(remarks_removed.items())])
    lines += [""]
    lines += zone_shapes_lines(os.path.join(os.path.dirname(snapshot_path), "zone-shapes.bin"))
    data = ("\n".join(lines)).encode("utf-8")
    return data, version
