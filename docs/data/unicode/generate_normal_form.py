"""Writes Sources/CountriesUnicode/normal-form.bin, the tables of the one normal
form every name is read in (Sources/CountriesModel/Text/NormalForm.swift), and
Tests/Corpus/normal-form.tsv, what the form of each changed code point and of
sample texts must be (NormalFormTests).

The normal form of a text: each code point mapped (below), the result put in
NFC, white space runs made one space, the ends trimmed. The mapping of a code
point:
  - a default-ignorable one (DerivedCoreProperties: soft hyphen, zero-width
    and direction marks, variation selectors) is dropped;
  - white space and controls are a space;
  - apostrophes, quotation marks and dashes are the ASCII one (APOSTROPHES,
    QUOTES, DASHES below); fullwidth ASCII is ASCII;
  - a CJK ideograph that is a variant of one the countries' names are
    written with (Unihan's kTraditionalVariant, kSimplifiedVariant,
    kZVariant, kSemanticVariant: Traditional 臺 of 台) is that one
    (variants() below: only characters of the names the program has, the
    snapshot's translations and CLDR's names, Tests/Corpus/cldr-country-names.tsv);
  - any other is NFD(casefold(NFD(c))), case folded as Unicode's full case
    folding does (so 'SS' and 'ß' are 'ss', a final sigma a sigma), each
    code point of that mapped in turn by the rules above.

Run by hand with Python 3.12 (its unicodedata is Unicode 15.0.0) and Debian's
`unicode-data` 15.0.0-1 (the same release) for DerivedCoreProperties.txt,
PropList.txt and Unihan_Variants.txt; never by the build. It also writes
Tests/Corpus/cjk-variants.tsv, each variant folded and the character it is
folded to, for CJKVariantsTests. See docs/data/unicode/README.md.

    python3.12 docs/data/unicode/generate_normal_form.py --ucd /path/to/usr/share/unicode

The file (little-endian):
  "NFRM", u32 version, u32 counts: blocks, records, mapping scalars, pairs;
  stage 1: 0x110000 >> 7 u16, each a block of stage 2;
  stage 2: blocks of 128 u16, each a record (0: the code point as it is, class 0);
  records: u8 canonical combining class, u8 flags (1: mapped; 2: may be
  joined to the code point before it by a composition), u8 length,
  u8 0, u32 offset into the mapping scalars;
  mapping scalars: u32 each;
  pairs: (u32 first, u32 second, u32 composite), sorted: NFC's compositions
  but Hangul's, which are arithmetic.
"""
import argparse
import hashlib
import os
import struct
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
OUT = os.path.join(ROOT, "Sources", "CountriesUnicode", "normal-form.bin")
TESTS = os.path.join(ROOT, "Tests", "Corpus", "normal-form.tsv")
VARIANTS = os.path.join(ROOT, "Tests", "Corpus", "cjk-variants.tsv")
SNAPSHOT = os.path.join(ROOT, "Sources", "CountriesSnapshot", "countries-v3.1.json")
CLDR_NAMES = os.path.join(ROOT, "Tests", "Corpus", "cldr-country-names.tsv")
# Unihan's fields that say two ideographs are one character written two ways.
VARIANT_FIELDS = ("kTraditionalVariant", "kSimplifiedVariant", "kZVariant", "kSemanticVariant")
VERSION = 1
BLOCK = 128

# Written one way whatever the keyboard or the font: the ASCII apostrophe, quote, hyphen.
APOSTROPHES = [0x60, 0xB4, 0x2B9, 0x2BB, 0x2BC, 0x2BD, 0x2C8, 0x2018, 0x2019, 0x201A, 0x201B, 0x2032, 0x2035, 0xFF07]
QUOTES = [0xAB, 0xBB, 0x201C, 0x201D, 0x201E, 0x201F, 0x2033, 0x2036, 0xFF02]
# Every dash punctuation (category Pd) but the CJK wave and double hyphens,
# which are marks of those scripts, and the minus signs.
CJK_DASHES = {0x301C, 0x3030, 0x30A0}
MINUS = [0x2212, 0xFE63, 0xFF0D]


def property_ranges(path, name):
    found = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            codes, prop = (part.strip() for part in line.split(";")[:2])
            if prop != name:
                continue
            first, _, last = codes.partition("..")
            found.update(range(int(first, 16), int(last or first, 16) + 1))
    return found


def names_program_has():
    """Every name of a country the program has, with its cca2: the snapshot's
    (common, official, alternative spellings, translations, native names) and
    CLDR's in every locale."""
    import json
    names = []
    with open(SNAPSHOT, encoding="utf-8") as f:
        for record in json.load(f):
            own = [record["name"]["common"], record["name"]["official"]] + record.get("altSpellings", [])
            for name in list(record.get("translations", {}).values()) + list(record["name"].get("nativeName", {}).values()):
                own += [name["common"], name["official"]]
            names += [(record["cca2"], name) for name in own]
    with open(CLDR_NAMES, encoding="utf-8") as f:
        codes = None
        for line in f:
            if line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if fields[0] == "cca2":
                codes = fields[2:]
                continue
            names += [(code, name) for code, name in zip(codes, fields[2:]) if name and not name.startswith("=")]
    return names


def variants(ucd, names):
    """The ideographs to fold, each to the one of the names' characters it is
    a variant of: the names' ideographs and their variants in Unihan, one
    step, each folded to the least of the names' characters it is (or is a
    variant of), only where those are all variants of that one. main()
    refuses a fold that makes two countries' names one."""
    import bz2
    path = os.path.join(ucd, "Unihan_Variants.txt")
    opener = open if os.path.exists(path) else bz2.open
    path = path if os.path.exists(path) else path + ".bz2"
    pairs = set()
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            code, field, value = line.rstrip("\n").split("\t")
            if field not in VARIANT_FIELDS:
                continue
            c = int(code[2:], 16)
            for item in value.split():
                v = int(item.split("<")[0][2:], 16)
                # A semantic variant as two or more dictionaries give it.
                if field == "kSemanticVariant" and len(item.partition("<")[2].split(",")) < 2:
                    continue
                if v != c:
                    pairs.add((field, c, v))
    neighbours = {}
    for field, c, v in pairs:
        # A semantic variant only where each names the other, as two or
        # more dictionaries give it (臺 and 台; not 她 "she", which only
        # Matthews gives as a variant of 他 "he").
        if field == "kSemanticVariant" and (field, v, c) not in pairs:
            continue
        neighbours.setdefault(c, set()).add(v)
        neighbours.setdefault(v, set()).add(c)
    own = {ord(ch) for _, name in names for ch in unicodedata.normalize("NFC", name) if ord(ch) in neighbours}
    fold = {}
    for c in sorted(set(own) | {v for n in own for v in neighbours[n]}):
        # The names' characters c is one step from (itself, if one of them).
        near = ({c} if c in own else set()) | (neighbours[c] & own)
        target = min(near)
        # Folded only where every one of them is a variant of the others:
        # 臺 to 台; not a character two unrelated ones are variants of.
        if target != c and all(t == target or t in neighbours[target] for t in near):
            fold[c] = target
    # A character folded to one that is folded in turn: to that one's.
    for c in fold:
        while fold[c] in fold:
            fold[c] = fold[fold[c]]
    return fold


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ucd", required=True, help="the unicode-data package's usr/share/unicode")
    args = parser.parse_args()
    if unicodedata.unidata_version != "15.0.0":
        sys.exit(f"unicodedata is Unicode {unicodedata.unidata_version}; run with Python 3.12 (Unicode 15.0.0)")
    ignorable = property_ranges(os.path.join(args.ucd, "DerivedCoreProperties.txt"), "Default_Ignorable_Code_Point")
    white = property_ranges(os.path.join(args.ucd, "PropList.txt"), "White_Space")
    dashes = {c for c in range(0x110000) if unicodedata.category(chr(c)) == "Pd" and c not in CJK_DASHES} | set(MINUS)
    names = names_program_has()
    fold = variants(args.ucd, names)
    # (Checked below, before the tables: no country's name made another's.)

    def mapped(c):
        ch = chr(c)
        folded = unicodedata.normalize("NFD", unicodedata.normalize("NFD", ch).casefold())
        if folded != ch:
            # What folding gives is mapped in turn: 'ŉ' folds to 'ʼn', an apostrophe and n.
            return "".join(mapped(ord(x)) for x in folded)
        if c in fold:
            return chr(fold[c])
        if c in ignorable:
            return ""
        if c in white or unicodedata.category(ch) == "Cc":
            return " "
        if c in APOSTROPHES:
            return "'"
        if c in QUOTES:
            return '"'
        if c in dashes:
            return "-"
        if 0xFF01 <= c <= 0xFF5E:
            return mapped(c - 0xFEE0)
        return ch

    def normal(text):
        nfc = unicodedata.normalize("NFC", "".join(mapped(ord(ch)) for ch in text))
        return " ".join(part for part in nfc.split(" ") if part)

    codes = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    # No country's name is made another's by a fold: 多米尼加共和國 (CLDR's
    # Dominican Republic, Traditional) folded by 國 to 国 would be 多米尼加共和国,
    # which the snapshot gives Dominica. The characters that would do so
    # are not folded, until none would.
    while True:
        countries_of = {}
        for country, name in names:
            plain = unicodedata.normalize("NFC", name).casefold()
            folded = "".join(chr(fold.get(ord(ch), ord(ch))) for ch in plain)
            countries_of.setdefault(folded, {}).setdefault(plain, set()).add(country)
        kept = dict(fold)
        for folded, plains in countries_of.items():
            joined = set().union(*plains.values())
            if any(countries != joined for countries in plains.values()):
                for plain in plains:
                    for ch in plain:
                        if ord(ch) in kept and fold.get(ord(ch)) is not None:
                            del kept[ord(ch)]
                            print(f"not folded: {ch} (names of {sorted(joined)}: {sorted(plains)})")
        if kept == fold:
            break
        fold = kept
    # The form is a fixed point: the form of a form is itself.
    unstable = [c for c in codes if normal(normal(chr(c))) != normal(chr(c))]
    if unstable:
        sys.exit("not a fixed point: " + " ".join(f"{c:04X}" for c in unstable[:20]))

    # NFC's compositions: pairs whose canonical composition is a code point.
    pairs = []
    for c in codes:
        decomposition = unicodedata.decomposition(chr(c))
        if not decomposition or decomposition.startswith("<"):
            continue
        parts = [int(p, 16) for p in decomposition.split()]
        if len(parts) == 2 and not 0xAC00 <= c <= 0xD7A3 and unicodedata.normalize("NFC", chr(parts[0]) + chr(parts[1])) == chr(c):
            pairs.append((parts[0], parts[1], c))
    pairs.sort()

    # Code points a composition may join to the one before them: the second
    # of a pair, and Hangul's vowel and trailing jamo.
    seconds = {second for _, second, _ in pairs} | set(range(0x1161, 0x1176)) | set(range(0x11A8, 0x11C3))
    records = [(0, 0, 0, 0)]  # the code point as it is, class 0
    record_of = {records[0]: 0}
    scalars = []
    stored = {}
    entry = [0] * 0x110000
    for c in codes:
        ccc = unicodedata.combining(chr(c))
        m = mapped(c)
        # A Hangul syllable is kept whole: the Swift side composes a leading
        # and a vowel jamo, or a syllable and a trailing jamo, as NFC does,
        # by arithmetic, so the 11,172 syllables need no mapping here.
        joins = 2 if c in seconds else 0
        if m == chr(c) or 0xAC00 <= c <= 0xD7A3:
            key = (ccc, joins, 0, 0)
        else:
            values = tuple(ord(x) for x in m)
            # The same mapping is stored once.
            offset = stored.get(values)
            if offset is None:
                offset = stored[values] = len(scalars)
                scalars.extend(values)
            key = (ccc, 1 | joins, len(values), offset)
        if key not in record_of:
            record_of[key] = len(records)
            records.append(key)
        entry[c] = record_of[key]
    if len(records) > 0xFFFF:
        sys.exit("too many records for u16")

    blocks, block_of, stage1 = [], {}, []
    for start in range(0, 0x110000, BLOCK):
        block = tuple(entry[start:start + BLOCK])
        if block not in block_of:
            block_of[block] = len(blocks)
            blocks.append(block)
        stage1.append(block_of[block])

    data = bytearray(b"NFRM")
    data += struct.pack("<5I", VERSION, len(blocks), len(records), len(scalars), len(pairs))
    data += struct.pack(f"<{len(stage1)}H", *stage1)
    for block in blocks:
        data += struct.pack(f"<{BLOCK}H", *block)
    for ccc, flags, length, offset in records:
        data += struct.pack("<BBBBI", ccc, flags, length, 0, offset)
    data += struct.pack(f"<{len(scalars)}I", *scalars)
    for first, second, composite in pairs:
        data += struct.pack("<3I", first, second, composite)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "wb") as f:
        f.write(data)
    print(f"{OUT}: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()}; "
          f"{len(blocks)} blocks, {len(records)} records, {len(scalars)} mapped scalars, {len(pairs)} compositions")

    # What the Swift side must give: every code point whose form is not
    # itself, and texts where the order of marks, composition, spaces and
    # Hangul matter.
    def hexes(text):
        return " ".join(f"{ord(ch):04X}" for ch in text)

    samples = [
        "Côte d’Ivoire", "COTE D'IVOIRE", "Cote\u0301 d`Ivoire", "C\u00F4te\u00A0d\u2019Ivoire", "  Korea,  Rep.  ",
        "Straße", "STRASSE", "ΚΎΠΡΟΣ", "Κύπρος", "Ελλάς", "ΕΛΛΆΣ", "İsviçre", "ISVIÇRE", "Việt Nam", "VIỆT NAM",
        "Vie\u0323\u0302t Nam", "Vie\u0302\u0323t Nam", "Oʻzbekiston", "O\u2018zbekiston", "Guinea\u2013Bissau",
        "Guinea\u2011Bissau", "Trinidad\u00ADand\u00ADTobago", "Pr\u00ADíncipe", "ＵＳＡ", "ココス（キーリング）諸島",
        "\u1100\u1161\u11A8", "\u1100\u1161", "\uAC00\u11A8", "한국", "大韓民国", "Ǖ", "U\u0308\u0304", "u\u0304\u0308",
        "a\u0328\u0301", "a\u0301\u0328", "\u0345", "\u1FB3", "\u1F80", "ᾼ", "ﬁnland", "Ǆ", "ǅ", "\u212B", "\u2126",
        "\u0041\u030A", "Å", "\tFrance\r\n", "\u3000日本\u3000", "Brazil\u200B", "\u202EFrance\u202C", "e\uFE0F",
        "«Chad»", "“Chad”", "Mexico\u2212City", "Sri—Lanka", "Ωmega", "\U0001F1EB\U0001F1F7", "Ⅻ", "①",
        "\u0130", "\u0131", "ﬆ", "ẞ", "ŉ", "ǰ", "ΐ", "\u0390", "ﬀ", "K", "Å", "\u03A3\u03C3\u03C2", "ĲSSELMEER",
    ]
    with open(os.path.join(args.ucd, "NormalizationTest.txt"), encoding="utf-8") if os.path.exists(
            os.path.join(args.ucd, "NormalizationTest.txt")) else open(os.devnull) as f:
        part = None
        for line in f:
            if line.startswith("@Part"):
                part = line.split()[0]
                continue
            if part in ("@Part0", "@Part2") and not line.startswith("#") and line.strip():
                samples.append("".join(chr(int(h, 16)) for h in line.split(";")[0].split()))
    with open(TESTS, "w", encoding="utf-8") as f:
        f.write("# Written by docs/data/unicode/generate_normal_form.py (Python's unicodedata, Unicode 15.0.0):\n"
                "# the normal form of every code point whose form is not itself, then of sample texts\n"
                "# (some of NormalizationTest.txt's). Columns: the text's code points <TAB> its form's (empty: nothing).\n")
        for c in codes:
            form = normal(chr(c))
            if form != chr(c):
                f.write(f"{c:04X}\t{hexes(form)}\n")
        for text in samples:
            f.write(f"{hexes(text)}\t{hexes(normal(text))}\n")
    print(f"{TESTS}: written")
    with open(VARIANTS, "w", encoding="utf-8") as f:
        f.write("# Written by docs/data/unicode/generate_normal_form.py from Unihan_Variants.txt (Unicode 15.0.0):\n"
                "# each CJK variant the normal form folds, and the character of the countries' names it is folded to.\n")
        for c in sorted(fold):
            f.write(f"{chr(c)}\t{chr(fold[c])}\n")
    print(f"{VARIANTS}: {len(fold)} variants")


if __name__ == "__main__":
    main()
