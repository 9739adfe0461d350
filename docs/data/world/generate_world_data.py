#!/usr/bin/env python3
"""Writes the world data files embedded in Sources/CountriesSnapshot/.

Run by hand (see README.md beside this file), never by the build: the
inputs are packages downloaded from Debian and PyPI, unpacked into a
scratch folder, and the outputs are checked in with their provenance in
Sources/CountriesSnapshot/NOTICE.md.

Outputs, one container format for all four (described in README.md):
  world-names.bin    country and M49 region names in every CLDR language
  subdivisions.bin   ISO 3166-2 codes, types, parents and names
  m49.bin            UN M49 regions and the countries each contains
  memberships.bin    the hand-written lists of memberships.tsv

Python standard library only.
"""

import argparse
import json
import os
import pickle
import re
import struct
import sys
import xml.etree.ElementTree as ET

import data_report
import subdivision_names

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from container import NONE, Strings, container, table, write  # noqa: E402

NO_PARENT = 0xFFFF

# A language is listed when CLDR names at least this many of the 250
# countries in it: below that a `--locale` would show mostly fallbacks.
MIN_COVERAGE = 200

# Subdivision names in every CLDR language would take 5.2 MB, mostly
# municipalities and counties in scripts of three bytes a letter. Kept: the
# translations of first-level subdivisions (no ISO parent) of countries with
# at most this many of them, in CLDR's modern-coverage languages. Every
# subdivision keeps its English and ISO names.
MAX_TRANSLATED_FIRST_LEVEL = 60


# ---------------------------------------------------------------------------
# Babel's locale data: pickled dictionaries of CLDR data. Its own classes
# (aliases, plural rules) appear in parts this tool never reads, so they
# load as stubs: nothing of Babel runs.

class _Stub:
    def __init__(self, *args, **kwargs):
        pass

    def __setstate__(self, state):
        pass


class _Unpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if module.startswith("babel"):
            return _Stub
        if module in ("collections", "decimal", "datetime", "builtins"):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"unexpected class {module}.{name}")


class Babel:
    def __init__(self, folder):
        self.data = os.path.join(folder, "locale-data")
        with open(os.path.join(folder, "global.dat"), "rb") as f:
            self.globals = _Unpickler(f).load()
        self.version = self.globals["cldr"]["version"]
        self.cache = {}
        self.locales = sorted(
            name[:-4] for name in os.listdir(self.data)
            if name.endswith(".dat") and name != "root.dat"
        )

    def load(self, locale):
        if locale not in self.cache:
            with open(os.path.join(self.data, locale + ".dat"), "rb") as f:
                self.cache[locale] = _Unpickler(f).load()
        return self.cache[locale]

    def parent(self, locale):
        """CLDR's parent locale, as Babel finds it: an exception (es_AR ->
        es_419, nb -> no), root for a script the language is not mostly
        written in (zh_Hant, sr_Latn: CLDR's "nonlikelyScript" rule, so
        Traditional Chinese never falls back to Simplified), or the locale
        less its last part."""
        exceptions = self.globals["parent_exceptions"]
        if locale in exceptions:
            return exceptions[locale]
        parts = locale.split("_")
        if len(parts) == 2 and len(parts[1]) == 4 and parts[1].isalpha():
            likely = self.globals["likely_subtags"].get(parts[0], "").split("_")
            if len(likely) > 1 and likely[1] != parts[1]:
                return "root"
        return locale.rsplit("_", 1)[0] if "_" in locale else "root"

    def chain(self, locale):
        out = []
        while locale != "root":
            out.append(locale)
            locale = self.parent(locale)
        return out

    def resolved(self, locale, key):
        merged = {}
        for part in reversed(self.chain(locale)):
            merged.update(self.load(part).get(key, {}))
        return merged


# ---------------------------------------------------------------------------
# Inputs

def read_snapshot(path):
    with open(path, encoding="utf-8") as f:
        records = json.load(f)
    cca2 = sorted(r["cca2"] for r in records)
    cca3_to_cca2 = {r["cca3"]: r["cca2"] for r in records}
    un_members = {r["cca3"] for r in records if r.get("unMember")}
    return cca2, cca3_to_cca2, un_members


def read_terms(path):
    """The languages (REST Countries' keys: "fra") and currencies (ISO 4217:
    "EUR") the snapshot's records name, sorted."""
    with open(path, encoding="utf-8") as f:
        records = json.load(f)
    languages = sorted({key for r in records for key in r.get("languages", {})})
    currencies = sorted({code for r in records for code in r.get("currencies", {})})
    return languages, currencies


# The keys world-names.bin stores a language's and a currency's names under,
# beside the countries' cca2 and the regions' M49 numbers: "L-FRA", "C-EUR".
def language_key(key):
    return "L-" + key.upper()


def currency_key(code):
    return "C-" + code.upper()


def cldr_language(babel, key):
    """CLDR's code of a REST Countries language key ("fra" -> "fr", "deu" ->
    "de"), by CLDR's language aliases; the key itself where CLDR names it so."""
    return babel.globals["language_aliases"].get(key, key)


def own_terms(babel, locale, languages, currencies):
    """A locale's own names of the records' languages and currencies, by the
    keys above: what it says that its parent does not."""
    data = babel.load(locale)
    out = {}
    names = data.get("languages", {})
    for key in languages:
        code = cldr_language(babel, key)
        if code in names:
            out[language_key(key)] = names[code]
    names = data.get("currency_names", {})
    for code in currencies:
        if code in names:
            out[currency_key(code)] = names[code]
    return out


def read_containment(cldr):
    """M49 groups from CLDR's supplementalData.xml: numeric codes only (EU,
    EZ, UN and QO are CLDR's own groupings, not M49), deprecated ones left out."""
    root = ET.parse(os.path.join(cldr, "supplemental", "supplementalData.xml")).getroot()
    children = {}
    for group in root.iter("group"):
        if group.get("status") == "deprecated":
            continue
        code = group.get("type")
        if not code.isdigit():
            continue
        children.setdefault(code, [])
        for item in group.get("contains").split():
            if item not in children[code]:
                children[code].append(item)
    return children


def read_alt_names(cldr, locale):
    """alt="short" and alt="variant" territory names from CLDR's XML: Babel
    keeps only the main name, and these ("UK", "Ivory Coast") are what
    people type."""
    path = os.path.join(cldr, "main", locale + ".xml")
    if not os.path.exists(path):
        return []
    out = []
    for node in ET.parse(path).getroot().iter("territory"):
        alt = node.get("alt")
        if alt in ("short", "variant") and node.text:
            out.append((node.get("type"), 1 if alt == "short" else 2, node.text))
    return out


# CLDR tells apart two subdivisions of one name with a footnote mark
# ("Île-de-France²" beside the withdrawn FR-J, "Washington²" in Afrikaans),
# and ISO marks Skopje's municipalities with a dagger ("Aerodrom †"): marks
# for a printed table, not part of any name. The code tells such names apart.
FOOTNOTE_MARK = re.compile(r"\s*[\u00b9\u00b2\u00b3\u2070-\u2079\u2020\u2021*]+$")

# ISO says in a name that a Moroccan subdivision lies in Western Sahara,
# wholly or partly: "Tarfaya (EH-partial)", "Aousserd (EH)". A remark on the
# territory, not part of the name (CLDR copied it into its English names).
TERRITORY_REMARK = re.compile(r"\s*\((?:[A-Z]{2})(?:-partial)?\)$")

MARKS_REMOVED = [0]

# {code: (as ISO gives it, as shown)}: the names whose remark was taken off.
REMARKS_REMOVED = {}


def without_mark(name, code=None):
    if not name:
        return name
    clean = TERRITORY_REMARK.sub("", FOOTNOTE_MARK.sub("", name))
    if clean != name:
        if FOOTNOTE_MARK.search(name):
            MARKS_REMOVED[0] += 1
        if TERRITORY_REMARK.search(name) and code and code not in REMARKS_REMOVED:
            REMARKS_REMOVED[code] = (name, clean)
    return clean


def read_cldr_containment(cldr):
    """{code: parent code} of the subdivisions CLDR's supplemental
    subdivisions.xml puts in another ("NP-BA" in "NP-1")."""
    root = ET.parse(os.path.join(cldr, "supplemental", "subdivisions.xml")).getroot()
    out = {}
    for group in root.iter("subgroup"):
        parent = group.get("type")
        if parent.isupper():
            continue
        for code in group.get("contains").split():
            out[f"{code[:2].upper()}-{code[2:].upper()}"] = f"{parent[:2].upper()}-{parent[2:].upper()}"
    return out


def read_cldr_subdivisions(cldr):
    """{locale: {"US-CA": name}} from CLDR's subdivisions/*.xml, footnote
    marks taken off."""
    folder = os.path.join(cldr, "subdivisions")
    out = {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".xml") or name == "root.xml":
            continue
        names = {}
        for node in ET.parse(os.path.join(folder, name)).getroot().iter("subdivision"):
            code = node.get("type")
            if node.text and len(code) > 2:
                names[f"{code[:2].upper()}-{code[2:].upper()}"] = without_mark(node.text)
        out[name[:-4]] = names
    return out


# ISO gives a few names with another in brackets: "Wales [Cymru GB-CYM]",
# "Girona [Gerona]". The bracket holds a name in another of the country's
# languages, sometimes with its own code, which is dropped.
BRACKETED = re.compile(r"^(.*?)\s*\[(.*?)(?:\s+[A-Z]{2}-[A-Z0-9]+)?\]$")


def split_iso_name(name):
    match = BRACKETED.match(name)
    if not match:
        return name, None
    first, other = match.group(1), match.group(2)
    return first, (other if other and other != first else None)


def read_iso(path, countries):
    with open(path, encoding="utf-8") as f:
        entries = json.load(f)["3166-2"]
    out = []
    for e in entries:
        country = e["code"][:2]
        if country not in countries:
            continue
        parent = e.get("parent")
        # Older iso-codes releases give the parent without its country.
        if parent and not parent.startswith(country + "-"):
            parent = f"{country}-{parent}"
        out.append((e["code"], e["type"], parent, without_mark(e["name"], e["code"])))
    return sorted(out)


CORRECTION_COLUMNS = ["code", "change", "type", "name", "english", "cldr", "other_names", "successors", "date", "source"]


def read_corrections(path):
    """The hand-kept rows of corrections.tsv, checked: each a dict of
    CORRECTION_COLUMNS."""
    rows = []
    header = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if header is None:
                if parts != CORRECTION_COLUMNS:
                    sys.exit(f"{path}:{number}: the columns are {' '.join(CORRECTION_COLUMNS)}")
                header = parts
                continue
            if len(parts) != len(header):
                sys.exit(f"{path}:{number}: expected {len(header)} tab-separated columns, found {len(parts)}")
            row = dict(zip(header, parts))
            row["line"] = number
            if row["change"] not in ("add", "withdraw", "name"):
                sys.exit(f"{path}:{number}: change is add, withdraw or name, not {row['change']!r}")
            if row["change"] == "name" and not row["english"]:
                sys.exit(f"{path}:{number}: a name row gives the English name")
            if not re.fullmatch(r"[A-Z]{2}-[A-Z0-9]{1,3}", row["code"]):
                sys.exit(f"{path}:{number}: {row['code']!r} is no ISO 3166-2 code")
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", row["date"]):
                sys.exit(f"{path}:{number}: date is not YYYY-MM-DD")
            if not row["source"].startswith("https://"):
                sys.exit(f"{path}:{number}: source is no public https page")
            if not row["name"] or not row["type"]:
                sys.exit(f"{path}:{number}: name and type are required")
            if (row["change"] == "withdraw") != bool(row["successors"]):
                sys.exit(f"{path}:{number}: a withdrawn code, and only one, names its successors")
            row["other_names"] = dict(
                pair.split("=", 1) for pair in row["other_names"].split(";") if pair
            )
            rows.append(row)
    return rows


def apply_corrections(iso, cldr_names, corrections):
    """iso-codes' entries with the corrections made: added codes in, withdrawn
    ones out (returned apart, as former ones), CLDR's names of an added or
    renamed code taken from the code CLDR knows the area by, and the English
    names given. Returns (entries, former, {code: {language: name}} of the
    other names ISO gives)."""
    by_code = {e[0]: e for e in iso}
    extra_names = {}
    former = []
    cldr_before = {locale: dict(names) for locale, names in cldr_names.items()}
    for row in corrections:
        code = row["code"]
        if row["change"] == "name":
            if code not in by_code:
                sys.exit(f"corrections.tsv line {row['line']}: iso-codes has no {code}")
            if by_code[code][3] != row["name"] or by_code[code][1] != row["type"]:
                print(f"note: iso-codes now names {code} {by_code[code][3]!r} ({by_code[code][1]}): "
                      f"corrections.tsv line {row['line']} may go")
            if row["cldr"]:
                for locale, names in cldr_names.items():
                    names.pop(code, None)
                    if row["cldr"] in cldr_before[locale]:
                        names[code] = cldr_before[locale][row["cldr"]]
        elif row["change"] == "add":
            if code in by_code:
                print(f"note: iso-codes has {code} now: corrections.tsv line {row['line']} can go")
            parent = None
            by_code[code] = (code, row["type"], parent, row["name"])
            source = row["cldr"] or code
            for names in cldr_names.values():
                if source in names:
                    names[code] = names[source]
        else:
            if code not in by_code:
                print(f"note: iso-codes no longer has {code}: corrections.tsv line {row['line']} may go")
            by_code.pop(code, None)
            children = [e[0] for e in by_code.values() if e[2] == code]
            if children:
                sys.exit(f"corrections.tsv: {code} is withdrawn but {' '.join(children)} lie in it")
            former.append(row)
        if row["english"]:
            cldr_names.setdefault("en", {})[code] = row["english"]
        if row["other_names"]:
            extra_names[code] = row["other_names"]
    for row in former:
        for successor in row["successors"].split():
            if successor not in by_code:
                sys.exit(f"corrections.tsv: {row['code']}'s successor {successor} is no subdivision")
    return sorted(by_code.values()), sorted(former, key=lambda r: r["code"]), extra_names


def read_memberships(path, cca3_to_cca2):
    lists = {}
    order = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                sys.exit(f"{path}:{number}: expected key<TAB>field<TAB>value")
            key, field, value = parts
            if key not in lists:
                lists[key] = {}
                order.append(key)
            if field in lists[key]:
                sys.exit(f"{path}:{number}: {key} {field} given twice")
            lists[key][field] = value
    out = []
    for key in sorted(order):
        entry = lists[key]
        for field in ("name", "source", "as_of", "count", "members"):
            if field not in entry:
                sys.exit(f"{path}: {key} has no {field}")
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", entry["as_of"]):
            sys.exit(f"{path}: {key} as_of is not a date")
        members = []
        seen = set()
        for role, field in ((0, "members"), (1, "observers"), (2, "suspended")):
            for code in entry.get(field, "").split():
                if code not in cca3_to_cca2:
                    sys.exit(f"{path}: {key} {field}: {code} is no cca3 of the snapshot")
                if code in seen:
                    sys.exit(f"{path}: {key}: {code} listed twice")
                seen.add(code)
                members.append((cca3_to_cca2[code], code, role))
        full = sum(1 for m in members if m[2] == 0)
        if full != int(entry["count"]):
            sys.exit(f"{path}: {key} lists {full} members, its count says {entry['count']}")
        others = [s.strip() for s in entry.get("non_country_members", "").split(";") if s.strip()]
        out.append((key, entry, sorted(members), others))
    return out


# ---------------------------------------------------------------------------
# world-names.bin

def canonical_parts(locale):
    return locale.split("_")


def display_name(babel, locale, in_locale):
    """A locale's name as CLDR's display pattern would give it: "српски
    (латиница)", "English (Canada)"; the whole id first ("en_GB" ->
    "British English") where CLDR has one."""
    languages = babel.resolved(in_locale, "languages")
    if locale in languages:
        return languages[locale]
    parts = canonical_parts(locale)
    base = languages.get(parts[0])
    if base is None:
        return None
    scripts = babel.resolved(in_locale, "scripts")
    territories = babel.resolved(in_locale, "territories")
    variants = babel.resolved(in_locale, "variants")
    extra = []
    for part in parts[1:]:
        name = scripts.get(part) if len(part) == 4 and part.isalpha() else None
        name = name or territories.get(part) or variants.get(part)
        extra.append(name or part)
    return f"{base} ({', '.join(extra)})" if extra else base


def build_names(babel, cldr, countries, regions, languages_named, currencies_named):
    codes = sorted(set(countries) | set(regions) | {language_key(k) for k in languages_named}
                   | {currency_key(c) for c in currencies_named}, key=lambda c: c.encode())
    code_index = {c: i for i, c in enumerate(codes)}
    coverage = {}
    for locale in babel.locales:
        names = babel.resolved(locale, "territories")
        coverage[locale] = sum(1 for c in countries if c in names)

    # Stored: every locale with enough countries named that has names of
    # its own (a base language, or a variant that differs from its parent).
    stored = []
    for locale in babel.locales:
        if coverage[locale] < MIN_COVERAGE:
            continue
        own = {c: n for c, n in babel.load(locale).get("territories", {}).items() if c in code_index}
        if "_" not in locale or own or own_terms(babel, locale, languages_named, currencies_named):
            stored.append(locale)
    # A language offered because one of its scripts is named in full
    # (bal, for bal_Latn) keeps what names its own script has, few as they
    # are: `--locale bal` shows CLDR's Balochi, not none.
    offered = {l.split("_")[0] for l in stored}
    stored += [l for l in babel.locales if "_" not in l and l in offered and l not in stored]
    stored_set = set(stored)

    def nearest_stored(locale):
        for part in babel.chain(locale)[1:]:
            if part in stored_set:
                return part
        return None

    def truncation_fallback(locale):
        parts = locale.split("_")
        while parts:
            candidate = "_".join(parts)
            if candidate in stored_set:
                return candidate
            parts.pop()
        return None

    # Aliases: locales with nothing of their own whose CLDR parent is not
    # what dropping the last part gives (es_AR -> es_419, pt_AO -> pt_PT), so
    # a reader that only truncates would land on the wrong names.
    aliases = []
    for locale in babel.locales:
        if locale in stored_set or coverage[locale] < MIN_COVERAGE:
            continue
        target = nearest_stored(locale)
        parts = locale.split("_")
        if target and truncation_fallback("_".join(parts[:-1])) != target:
            aliases.append(locale)

    # Likely-subtag aliases: "zh_TW" is no CLDR locale, but LANG=zh_TW means
    # Traditional Chinese (zh_Hant_TW), not the zh that dropping TW gives.
    targets = {locale: nearest_stored(locale) for locale in aliases}
    likely = babel.globals["likely_subtags"]
    for locale in babel.locales:
        parts = locale.split("_")
        if len(parts) != 3 or len(parts[1]) != 4 or coverage[locale] < MIN_COVERAGE:
            continue
        short = f"{parts[0]}_{parts[2]}"
        if short in babel.locales or likely.get(short) != locale:
            continue
        target = locale if locale in stored_set else nearest_stored(locale)
        if target and truncation_fallback(parts[0]) != target:
            aliases.append(short)
            targets[short] = target

    all_locales = sorted(stored_set | set(aliases), key=lambda s: s.encode())
    locale_index = {l: i for i, l in enumerate(all_locales)}
    strings = Strings()
    entries = []
    locale_records = []
    alt_records = []
    for locale in all_locales:
        parent = targets[locale] if locale in targets else nearest_stored(locale)
        own = {}
        if locale in stored_set:
            for code, name in babel.load(locale).get("territories", {}).items():
                if code in code_index:
                    own[code] = name
        own_countries = sum(1 for code in own if len(code) == 2)
        if locale in stored_set:
            own.update(own_terms(babel, locale, languages_named, currencies_named))
        start = len(entries)
        for code in sorted(own, key=lambda c: code_index[c]):
            entries.append((code_index[code], strings.add(own[code])))
        self_name = display_name(babel, locale, parent if locale in targets else locale)
        english = display_name(babel, locale, "en")
        flags = 1 if locale in stored_set and own_countries >= MIN_COVERAGE else 0
        locale_records.append((
            strings.add(locale),
            locale_index[parent] if parent else NO_PARENT,
            flags,
            strings.add(self_name),
            strings.add(english),
            start,
            len(entries) - start,
        ))
        if locale in stored_set:
            resolved = babel.resolved(locale, "territories")
            for code, kind, name in read_alt_names(cldr, locale):
                if code in code_index and name != resolved.get(code):
                    alt_records.append((code_index[code], locale_index[locale], kind, strings.add(name)))

    alt_records = sorted(set(alt_records))
    data = container([
        ("CODE", table([(strings.add(c),) for c in codes], "<I")),
        ("LOCS", table(locale_records, "<IHHIIII")),
        ("NAME", table(entries, "<HI")),
        ("ALTN", table(alt_records, "<HHBI")),
        ("STRS", bytes(strings.blob)),
    ])
    listed = sum(1 for r in locale_records if r[2] & 1)
    print(f"names: {len(all_locales)} locales ({listed} complete languages, {len(aliases)} aliases), "
          f"{len(entries)} names, {len(alt_records)} alternative names; "
          f"dropped {sum(1 for l in babel.locales if coverage[l] < MIN_COVERAGE)} locales under {MIN_COVERAGE} countries")
    # What the program offers (Sources/CountriesModel/Models/CLDRLanguages.swift
    # and CLDRLocales.swift hold the same, tested against this file): the
    # languages named in full, and each locale whose names are not its
    # language's own, with the locale whose names it shows.
    own_count = {l: r[6] for l, r in zip(all_locales, locale_records)}
    parent_of = {l: (all_locales[r[1]] if r[1] != NO_PARENT else None) for l, r in zip(all_locales, locale_records)}
    languages = sorted({l.split("_")[0] for l, r in zip(all_locales, locale_records) if r[2] & 1})
    variants = {}
    for locale in all_locales:
        base = locale.split("_")[0]
        plain = "_" not in locale
        if plain and parent_of[locale] is None:
            continue
        shown = locale
        while own_count[shown] == 0 and parent_of[shown] is not None:
            shown = parent_of[shown]
        if shown != base or plain:
            variants[locale] = shown
    # Scripts of a listed language CLDR names too few countries in, whose
    # parent is not the language (kok_Latn): CLDRLocales.scriptsLeftOut.
    left_out = sorted(l for l in babel.locales if l.split("_")[0] in languages and l not in all_locales
                      and l.split("_")[0] not in babel.chain(l) and coverage[l] < MIN_COVERAGE)
    left_out = [l for l in left_out if not any(l.startswith(o + "_") for o in left_out)]
    print(f"names: scripts left out (CLDRLocales.scriptsLeftOut): {' '.join(left_out)}")
    return data, languages, variants


# ---------------------------------------------------------------------------
# Tests/Corpus/cldr-country-names.tsv: what CLDR names each country in each
# tag the program takes, found the way Babel finds a locale (its likely
# subtags, its parents), not the way the program does, for a Swift test to
# compare with what the program shows.

# Tags as people's systems write them, beside CLDR's ids.
SAMPLE_TAGS = [
    "zh-Hant", "zh-Hant-TW", "zh_TW.UTF-8", "zh-HK", "zh_MO", "zh_CN.UTF-8", "zh-Hans", "sr-Latn", "sr_RS@latin",
    "sr_RS.UTF-8", "sr-ME", "nb_NO.UTF-8", "nb", "nn", "nn_NO.UTF-8", "no", "pt_PT.UTF-8", "pt-BR", "es-AR",
    "es_ES.UTF-8", "de_DE.UTF-8", "de-CH", "fr_CA.UTF-8", "el_GR.UTF-8",
]

POSIX_SCRIPTS = {"latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"}


def canonical_tag(tag):
    modifier = tag.split("@", 1)[1].lower() if "@" in tag else None
    parts = [p for p in re.split(r"[-_]", re.split(r"[.@]", tag)[0]) if p]
    has_script = len(parts) > 1 and len(parts[1]) == 4 and parts[1].isalpha()
    if modifier in POSIX_SCRIPTS and parts and not has_script:
        parts.insert(1, POSIX_SCRIPTS[modifier])
    out = []
    for index, part in enumerate(parts):
        if index == 0:
            out.append(part.lower())
        elif len(part) == 4 and part.isalpha():
            out.append(part.title())
        else:
            out.append(part.upper())
    return "_".join(out)


def babel_locale(babel, tag):
    """The Babel locale a tag loads, as `babel.Locale.parse` finds it: the
    tag if Babel has it, else the tag filled in from CLDR's likely subtags
    (zh_TW -> zh_Hant_TW), else less its last parts."""
    canon = canonical_tag(tag)
    available = set(babel.locales)
    if canon in available:
        return canon
    parts = canon.split("_")
    language = parts[0]
    script = next((p for p in parts[1:] if len(p) == 4), None)
    region = next((p for p in parts[1:] if len(p) != 4), None)
    likely = babel.globals["likely_subtags"]
    for key in (canon, f"{language}_{region}" if region else None, language):
        if key and key in likely:
            l_parts = likely[key].split("_")
            l_script = next((p for p in l_parts[1:] if len(p) == 4), None)
            l_region = next((p for p in l_parts[1:] if len(p) != 4), None)
            full = "_".join(p for p in (language, script or l_script, region or l_region) if p)
            for candidate in (full, "_".join(p for p in (language, script or l_script) if p)):
                if candidate in available:
                    return candidate
            break
    while parts:
        if "_".join(parts) in available:
            return "_".join(parts)
        parts.pop()
    return None


def write_name_tables(babel, countries, regions, languages_named, currencies_named, path, terms_path):
    """Two tables of what CLDR says in every locale Babel has, and in tags as
    systems write them: the countries' names (`path`), and, for the locales
    that name at least MIN_COVERAGE countries, the names of the records'
    languages, currencies and M49 regions (`terms_path`)."""
    tags = sorted(babel.locales, key=lambda s: s.encode())
    tags += [t for t in SAMPLE_TAGS if t not in tags]
    header = [
        "# Written by docs/data/world/generate_world_data.py: CLDR "
        f"{babel.version}'s (Babel's) {{what}} in every locale",
        "# Babel has, and in tags as systems write them; the locale Babel's own lookup gives each",
        "# tag; `=tag`: the same names as that earlier line. {test} compares what",
        "# the program shows with it.",
    ]
    term_codes = [language_key(k) for k in languages_named] + [currency_key(c) for c in currencies_named] + sorted(regions)
    names_lines = [header[0].replace("{what}", "name of every country")] + header[1:2] + [
        header[2].replace("{test}", "CountryNamesAgainstCLDRTests"), header[3], "cca2\tlocale\t" + "\t".join(countries)]
    terms_lines = [header[0].replace("{what}", "names of the languages (by REST Countries' key),"),
                   "# currencies and M49 regions the records name, in every locale that names at least "
                   f"{MIN_COVERAGE} countries"] + header[1:2] + [
        header[2].replace("{test}", "CountryTermsAgainstCLDRTests"), header[3], "code\tlocale\t" + "\t".join(term_codes)]
    seen_names, seen_terms = {}, {}
    for tag in tags:
        locale = babel_locale(babel, tag)
        if locale is None:
            sys.exit(f"Babel has no locale for {tag}")
        names = babel.resolved(locale, "territories")
        row = tuple(names.get(c, "") for c in countries)
        if row in seen_names:
            names_lines.append(f"{tag}\t{locale}\t={seen_names[row]}")
        else:
            seen_names[row] = tag
            names_lines.append(f"{tag}\t{locale}\t" + "\t".join(row))
        if sum(1 for n in row if n) < MIN_COVERAGE:
            continue
        spoken = babel.resolved(locale, "languages")
        money = babel.resolved(locale, "currency_names")
        terms = tuple(
            [spoken.get(cldr_language(babel, k), "") for k in languages_named]
            + [money.get(c, "") for c in currencies_named] + [names.get(c, "") for c in sorted(regions)]
        )
        if terms in seen_terms:
            terms_lines.append(f"{tag}\t{locale}\t={seen_terms[terms]}")
        else:
            seen_terms[terms] = tag
            terms_lines.append(f"{tag}\t{locale}\t" + "\t".join(terms))
    write(path, ("\n".join(names_lines) + "\n").encode("utf-8"))
    write(terms_path, ("\n".join(terms_lines) + "\n").encode("utf-8"))


# ---------------------------------------------------------------------------
# subdivisions.bin

def read_modern_locales(cldr):
    """CLDR's modern-coverage locales, from properties/coverageLevels.txt."""
    out = set()
    with open(os.path.join(cldr, "properties", "coverageLevels.txt"), encoding="utf-8") as f:
        for line in f:
            fields = [x.strip() for x in line.split("#", 1)[0].split(";")]
            if len(fields) >= 2 and fields[1] == "modern":
                out.add(fields[0])
    return out


def translated_codes(iso):
    first_level = [code for code, _, parent, _ in iso if parent is None]
    per_country = {}
    for code in first_level:
        per_country[code[:2]] = per_country.get(code[:2], 0) + 1
    left_out = sorted(c for c, n in per_country.items() if n > MAX_TRANSLATED_FIRST_LEVEL)
    print(f"subdivisions: first-level names left untranslated in {' '.join(left_out)} "
          f"(more than {MAX_TRANSLATED_FIRST_LEVEL} each)")
    return {code for code in first_level if per_country[code[:2]] <= MAX_TRANSLATED_FIRST_LEVEL}


def build_subdivisions(iso, cldr_names, modern, former=(), extra_names=None):
    extra_names = extra_names or {}
    english = cldr_names.get("en", {})
    translated = translated_codes(iso)
    skipped = sorted(l for l in cldr_names if l != "en" and l not in modern)
    print(f"subdivisions: languages left out (not of CLDR's modern coverage): {' '.join(skipped)}")
    extra_languages = {l for names in extra_names.values() for l in names}
    languages = sorted({l for l in cldr_names if l != "en" and l in modern} | extra_languages, key=lambda s: s.encode())
    language_index = {l: i for i, l in enumerate(languages)}
    strings = Strings()
    records = []
    translations = []
    dropped_same = 0
    for code, kind, parent, iso_name in iso:
        local, other_local = split_iso_name(iso_name)
        english_name = english.get(code)
        start = len(translations)
        for language in languages if code in translated or code in extra_names else ():
            name = extra_names.get(code, {}).get(language)
            if name is None and language in modern and code in translated:
                name = cldr_names.get(language, {}).get(code)
            if name is None:
                continue
            # The same as the English or the ISO name: a reader falls back
            # to those anyway, so storing it again buys nothing.
            if name in (english_name, local, other_local):
                dropped_same += 1
                continue
            translations.append((language_index[language], strings.add(name)))
        records.append((
            strings.add(code), strings.add(kind), strings.add(parent),
            strings.add(local), strings.add(other_local), strings.add(english_name),
            start, len(translations) - start,
        ))
    former_records = [
        (strings.add(row["code"]), strings.add(row["english"] or row["name"]), strings.add(row["type"]),
         strings.add(row["date"]), strings.add(row["successors"]), strings.add(row["source"]))
        for row in former
    ]
    data = container([
        ("SUBD", table(records, "<IIIIIIIH")),
        ("LANG", table([(strings.add(l),) for l in languages], "<I")),
        ("TRAN", table(translations, "<HI")),
        ("FORM", table(former_records, "<IIIIII")),
        ("STRS", bytes(strings.blob)),
    ])
    print(f"subdivisions: {len(records)} entries, {len(translations)} translations in "
          f"{len(languages)} languages ({dropped_same} equal to the English or ISO name left out); "
          f"{len(former_records)} former codes ({' '.join(r['code'] for r in former)})")
    return data


# ---------------------------------------------------------------------------
# m49.bin

# The UN's own English names of the M49 areas where CLDR's differ, written
# by hand from the M49 standard (https://unstats.un.org/unsd/methodology/m49/):
# `--region "Latin America and the Caribbean"` is how the UN names 419.
M49_NAMES = {
    "001": "World",
    "035": "South-eastern Asia",
    "053": "Australia and New Zealand",
    "057": "Micronesia",
    "419": "Latin America and the Caribbean",
}


def build_m49(children, english, countries):
    country_set = set(countries)

    def members(code, seen=()):
        out = set()
        for item in children.get(code, []):
            if item in children and item not in seen:
                out |= members(item, seen + (code,))
            elif item in country_set:
                out.add(item)
        return out

    codes = sorted(children)
    index = {c: i for i, c in enumerate(codes)}
    strings = Strings()
    records = []
    member_bytes = []
    child_records = []
    for code in codes:
        name = english.get(code)
        if name is None:
            sys.exit(f"no English name for M49 region {code}")
        inside = sorted(members(code))
        sub = [index[c] for c in children[code] if c in index]
        records.append((strings.add(code), strings.add(name), strings.add(M49_NAMES.get(code)),
                        len(member_bytes), len(inside), len(child_records), len(sub)))
        member_bytes.extend(inside)
        child_records.extend((s,) for s in sub)
    outside = sorted(country_set - members("001"))
    data = container([
        ("REGN", table(records, "<IIIIHIH")),
        ("MEMB", table([(c.encode("ascii"),) for c in member_bytes], "<2s")),
        ("CHLD", table(child_records, "<H")),
        ("STRS", bytes(strings.blob)),
    ])
    print(f"m49: {len(codes)} regions; countries in no M49 region: {' '.join(outside)}")
    return data


# ---------------------------------------------------------------------------
# memberships.bin

def build_memberships(lists):
    strings = Strings()
    records = []
    members = []
    others = []
    for key, entry, inside, non_countries in lists:
        records.append((
            strings.add(key), strings.add(entry["name"]), strings.add(entry["source"]),
            strings.add(entry["as_of"]), strings.add(entry.get("note")),
            len(members), len(inside), len(others), len(non_countries),
        ))
        members.extend((cca2.encode("ascii"), cca3.encode("ascii"), role) for cca2, cca3, role in inside)
        others.extend((strings.add(name),) for name in non_countries)
    data = container([
        ("LIST", table(records, "<IIIIIIHIH")),
        ("MEMB", table(members, "<2s3sB")),
        ("ORGS", table(others, "<I")),
        ("STRS", bytes(strings.blob)),
    ])
    print("memberships: " + ", ".join(f"{k} {sum(1 for m in i if m[2] == 0)}" for k, _, i, _ in lists))
    return data


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.normpath(os.path.join(here, "..", "..", ".."))
    snapshot_dir = os.path.join(repo, "Sources", "CountriesSnapshot")
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--babel", required=True, help="the babel/ folder of the unpacked Babel wheel")
    parser.add_argument("--cldr", required=True, help="CLDR's common/ folder (Debian's unicode-cldr-core)")
    parser.add_argument("--iso", required=True, help="iso-codes' iso_3166-2.json (here: pycountry's databases/iso3166-2.json)")
    parser.add_argument("--anyascii", required=True, help="the folder of the unpacked anyascii wheel (the one holding anyascii/)")
    parser.add_argument("--snapshot", default=os.path.join(snapshot_dir, "countries-v3.1.json"))
    parser.add_argument("--memberships", default=os.path.join(here, "memberships.tsv"))
    parser.add_argument("--corrections", default=os.path.join(here, "corrections.tsv"))
    parser.add_argument("--out", default=snapshot_dir)
    parser.add_argument("--iso1", help="iso-codes' iso_3166-1.json (default: iso3166-1.json beside --iso)")
    parser.add_argument("--report", default=os.path.join(repo, "docs", "DATA.md"))
    parser.add_argument("--notice", default=os.path.join(snapshot_dir, "NOTICE.md"))
    parser.add_argument("--name-table", default=os.path.join(repo, "Tests", "Corpus", "cldr-country-names.tsv"))
    parser.add_argument("--terms-table", default=os.path.join(repo, "Tests", "Corpus", "cldr-terms.tsv"))
    args = parser.parse_args()
    sys.path.insert(0, args.anyascii)

    countries, cca3_to_cca2, un_members = read_snapshot(args.snapshot)
    babel = Babel(args.babel)
    print(f"Babel's CLDR {babel.version}; {len(babel.locales)} locales")
    children = read_containment(args.cldr)
    english = babel.resolved("en", "territories")

    lists = read_memberships(args.memberships, cca3_to_cca2)
    for key, _, inside, _ in lists:
        if key == "un":
            listed = {cca3 for _, cca3, role in inside if role == 0}
            if listed != un_members:
                print(f"note: UN list and the snapshot's unMember differ: "
                      f"only in the list {sorted(listed - un_members)}, only in the snapshot {sorted(un_members - listed)}")

    languages_named, currencies_named = read_terms(args.snapshot)
    names_data, languages, variants = build_names(babel, args.cldr, countries, children, languages_named, currencies_named)
    write(os.path.join(args.out, "world-names.bin"), names_data)

    write_name_tables(babel, countries, children, languages_named, currencies_named, args.name_table, args.terms_table)
    cldr_subdivisions = read_cldr_subdivisions(args.cldr)
    corrections = read_corrections(args.corrections)
    cldr_english = dict(cldr_subdivisions.get("en", {}))
    iso, former, extra_names = apply_corrections(read_iso(args.iso, set(countries)), cldr_subdivisions, corrections)
    settled = {row["code"] for row in corrections if row["change"] != "withdraw"}
    # ISO's names as the program holds them: "Wales Cymru" for "Wales [Cymru GB-CYM]".
    iso_shown = [(code, kind, parent, " ".join(n for n in split_iso_name(name) if n)) for code, kind, parent, name in iso]
    shown_subdivisions, subdivision_report = subdivision_names.checked(
        iso_shown, cldr_subdivisions, settled, read_cldr_containment(args.cldr))
    print(f"subdivisions: {sum(1 for r in subdivision_report if r[3] == 'not taken')} CLDR names not taken, "
          f"{sum(1 for r in subdivision_report if r[3] != 'not taken')} moved to the code they name")
    write(os.path.join(args.out, "subdivisions.bin"),
          build_subdivisions(iso, shown_subdivisions, read_modern_locales(args.cldr), former, extra_names))
    write(os.path.join(args.out, "m49.bin"), build_m49(children, english, countries))
    write(os.path.join(args.out, "memberships.bin"), build_memberships(lists))
    report, version = data_report.write_report(
        args.report, babel=babel, cldr=args.cldr,
        iso1_path=args.iso1 or os.path.join(os.path.dirname(args.iso), "iso3166-1.json"),
        iso2=iso, iso2_path=args.iso, snapshot_path=args.snapshot, notice_path=args.notice, children=children,
        english=english, m49_names=M49_NAMES, lists=lists,
        english_alternatives={c: [n for code, _, n in read_alt_names(args.cldr, "en") if code == c] for c in countries},
        corrections=corrections, former=former,
        cldr_subdivisions=cldr_subdivisions, cldr_english=cldr_english, shown_subdivisions=shown_subdivisions,
        subdivision_report=subdivision_report, remarks_removed=REMARKS_REMOVED, marks_removed=MARKS_REMOVED[0],
        split_iso_name=split_iso_name)
    write(args.report, report + kept_sections(args.report))
    print(version)


def kept_sections(path):
    """The sections other generators put into the report between their
    markers (`<!-- cities -->`, by docs/data/cities/generate_cities.py),
    kept as they were: this generator writes the rest."""
    if not os.path.exists(path):
        return b""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    kept = [match.group(0) for match in re.finditer(r"<!-- ([\w-]+) -->.*?<!-- /\1 -->", text, re.S)]
    return "".join("\n" + section + "\n" for section in kept).encode("utf-8")


if __name__ == "__main__":
    main()
