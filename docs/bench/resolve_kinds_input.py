"""The inputs of docs/bench/resolve_kinds.sh: <count> DISTINCT names of one
kind a file, seeded, so that every run resolves the same names.

  python3 docs/bench/resolve_kinds_input.py <repository> <kind> <count> <out> [<countries binary>]
  python3 docs/bench/resolve_kinds_input.py <repository> --list

Each line is a different text once trimmed (the resolver remembers an
answer by its text, and `resolve` a line by its bytes): a name is varied in
its case, its inner spaces or a distinct part of its kind, never by spaces
around it. A kind that the data cannot give <count> distinct names of
writes as many as it has (the script reports the count it measured).
The subdivisions come from `countries subdivisions <cc> --json` (the
binary, else `countries` on the PATH); the names in other scripts from
Tests/Corpus/cldr-country-names.tsv (CLDR's names, as the world data has
them). Typos and names of no country are left to resolve_speed_input.py's
`messy`; every other kind a column may hold is here (KINDS).
"""
import json
import random
import subprocess
import sys
import unicodedata


def countries(here):
    with open(f"{here}/Sources/CountriesSnapshot/countries-v3.1.json", encoding="utf-8") as f:
        return json.load(f)


def cldr_names(here):
    """(locale, name) for every CLDR name of the corpus file."""
    names = []
    with open(f"{here}/Tests/Corpus/cldr-country-names.tsv", encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if not line.startswith("#")]
    for row in rows[1:]:
        if len(row) > 2 and not row[1].startswith("="):
            names += [(row[0], name) for name in row[2:] if name]
    return names


def script(name):
    """The script of a name's letters, by Unicode's names: LATIN, CYRILLIC..."""
    scripts = {unicodedata.name(c, "?").split()[0] for c in name if c.isalpha()}
    if scripts & {"CJK", "HIRAGANA", "KATAKANA", "HANGUL"}:
        return "CJK"
    return scripts.pop() if len(scripts) == 1 else "MIXED"


def cased(rng, name):
    """The name with each cased letter upper or lower at random."""
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in name)


def spaced(rng, name):
    """One inner space doubled, where the name has one."""
    spaces = [i for i, c in enumerate(name) if c == " "]
    if not spaces:
        return name
    i = rng.choice(spaces)
    return name[:i] + " " + name[i:]


def distinct(rng, count, make, tries=200):
    """Up to <count> distinct texts (trimmed) from make(rng); stops when
    <tries> makes in a row give nothing new."""
    names, seen, misses = [], set(), 0
    while len(names) < count and misses < tries:
        name = make(rng)
        key = name.strip()
        if not key or "\n" in name or "\r" in name or key in seen:
            misses += 1
            continue
        misses = 0
        seen.add(key)
        names.append(name)
    return names


def varied(bases, case=True, spaces=True):
    """A maker: one of <bases>, its case varied, sometimes an inner space
    doubled (not for CLDR's names, looked up as written: a doubled space
    makes a name of no country, which resolve_speed_input.py's messy holds)."""
    bases = sorted(set(b for b in bases if b and b.strip()))

    def make(rng):
        name = rng.choice(bases)
        if case:
            name = cased(rng, name)
        return spaced(rng, name) if spaces and rng.random() < 0.2 else name
    return make


def subdivision_names(here, binary):
    names = []
    for country in countries(here):
        result = subprocess.run([binary, "subdivisions", country["cca2"], "--json"], capture_output=True, text=True,
                                env={"HOME": "/nonexistent", "PATH": "/usr/bin:/bin"})
        if result.returncode == 0 and result.stdout.strip():
            names += [s["name"] for s in json.loads(result.stdout)]
    return names


def kinds(here, binary):
    """Each kind: a maker of one name, and whether `--column` reads it (CSV)."""
    data = countries(here)
    common = [c["name"]["common"] for c in data]
    official = [c["name"]["official"] for c in data]
    alternative = [a for c in data for a in c.get("altSpellings", []) if len(a) > 3]
    translations = [t[f] for c in data for t in c.get("translations", {}).values() for f in ("common", "official")]
    native = [n[f] for c in data for n in c["name"].get("nativeName", {}).values() for f in ("common", "official")]
    capitals = [cap for c in data for cap in c.get("capital", [])]
    demonyms = [d[f] for c in data for d in c.get("demonyms", {}).values() for f in ("m", "f") if d.get(f)]
    cldr = cldr_names(here)
    by_script = {}
    for _, name in cldr:
        by_script.setdefault(script(name), set()).add(name)
    latin_cldr = sorted(by_script.get("LATIN", set()) - set(common) - set(official) - set(translations) - set(alternative))
    territories = [c for c in data if not c["independent"]]
    independent = [c for c in data if c["independent"]]
    by_cca2 = {c["cca2"]: c for c in data}
    codes = [c[f] for c in data for f in ("cca2", "cca3", "ccn3", "cioc") if c.get(f)]
    # A ccn3 is also read with fewer or more leading zeros: "4", "04", "0004".
    codes += [z + c["ccn3"].lstrip("0") for c in data if c.get("ccn3") for z in ("", "0", "0000")]

    def tagged(rng):
        c = rng.choice(data)
        name = cased(rng, c["name"]["common"])
        holder = by_cca2.get(c["cca2"])
        form = rng.randrange(5)
        if form == 0:
            return f"{name} ({rng.choice([c['cca2'], c['cca3']])})"
        if form == 1:
            return f"{name} *" if rng.random() < 0.5 else f"{name}*"
        if form == 2 and not c["independent"]:
            # A territory with its holder's code: "Martinique (FR)".
            holders = [h for h in independent if h["name"]["common"].split()[0] in c["name"]["official"]] or independent
            return f"{name} ({rng.choice(holders)['cca2']})"
        if form == 3:
            return f"{name}, {rng.choice([c['cca2'], c['cca3']])}"
        return f"{name} ({cased(rng, rng.choice([c['name']['official']] + c.get('capital', [''])) or c['cca3'])})"

    def qualified(rng):
        c = rng.choice(data)
        name = cased(rng, c["name"]["common"])
        capital = cased(rng, (c.get("capital") or [c["cca3"]])[0])
        form = rng.randrange(7)
        if form == 0:
            return f"{name}, {rng.choice(['Rep.', 'Dem. Rep.', 'Republic of', 'Arab Rep.', 'Fed. Rep.', 'Islamic Rep.', 'The'])}"
        if form == 1:
            return f"{name} ({capital})"
        if form == 2:
            return f"{name} {capital}"
        if form == 3:
            return f"{name}-{capital}"
        if form == 4:
            return f"{capital}, {name}"
        if form == 5 and not c["independent"]:
            holder = rng.choice([h for h in independent if h["name"]["common"].split()[0] in c["name"]["official"]] or independent)
            return f"{cased(rng, holder['name']['common'])}, {name}"
        return f"{name} excluding {cased(rng, rng.choice(data)['name']['common'])}"

    def joined(rng):
        a, b = rng.choice(data), rng.choice(data)
        return f"{cased(rng, a['name']['common'])} {rng.choice(['and', '&', 'And', 'AND'])} {cased(rng, b['name']['common'])}"

    def articles(rng):
        name = cased(rng, rng.choice(common + official))
        return rng.choice([f"The {name}", f"the {name}", f"{name}, The", f"{name}, the", f"{name} (the)", f"{name} (The)"])

    def misread(text):
        # Each byte as Windows-1252 reads it, else as Latin-1 (its five
        # undefined bytes): what the resolver mends.
        out = []
        for byte in text.encode("utf-8"):
            try:
                out.append(bytes([byte]).decode("cp1252"))
            except UnicodeDecodeError:
                out.append(chr(byte))
        return "".join(out)

    def mojibake(rng):
        # UTF-8 misread (sometimes twice): "CÃ´te d'Ivoire", "CÃƒÂ´te d'Ivoire".
        damaged = misread(cased(rng, rng.choice(non_ascii)))
        return misread(damaged) if rng.random() < 0.2 else damaged
    non_ascii = [n for n in set(translations + common + official) if any(ord(c) > 0x7F for c in n) and script(n) == "LATIN"]

    def long(rng):
        # Words of names to near SearchLimits.longestText (512 bytes).
        words = [w for n in rng.sample(common + official, 60) for w in n.split()]
        text = ""
        while True:
            word = cased(rng, rng.choice(words))
            if len(((text + " " + word) if text else word).encode("utf-8")) > 500:
                return text
            text = (text + " " + word) if text else word

    def long_punctuated(rng):
        # Near the limit too, every word after a separator the qualifiers
        # and tags split at: "Korea, Rep. (Seoul) - France / ...".
        text = ""
        while True:
            word = cased(rng, rng.choice(common + capitals))
            separator = rng.choice([", ", " - ", " / ", " (", ") ", ": ", " and ", " & "])
            if len((text + separator + word).encode("utf-8")) > 500:
                return text
            text = (text + separator + word) if text else word

    def controls(rng):
        name = cased(rng, rng.choice(common + official))
        control = chr(rng.choice(list(range(1, 9)) + [0x0B, 0x0C] + list(range(0x0E, 0x20)) + [0x7F] + list(range(0x80, 0xA0))))
        i = rng.randrange(len(name) + 1)
        return name[:i] + control + name[i:]

    def numbers(rng):
        form = rng.randrange(5)
        if form == 0:
            return str(rng.randrange(1, 1_000_000))
        if form == 1:
            return f"{rng.randrange(1, 100000)}.{rng.randrange(100)}"
        if form == 2:
            return f"{rng.randrange(1, 1000)},{rng.randrange(1000):03d}"
        if form == 3:
            return f"-{rng.randrange(1, 100000)}"
        return f"{rng.randrange(1, 1000)} {rng.randrange(1, 1000)}"

    def csv_column(rng):
        # A quoted field holding commas (and a doubled quote), as --column reads it.
        name = qualified(rng) if rng.random() < 0.5 else cased(rng, rng.choice(common + official + [m for m in messy_bases if "," in m]))
        return '"' + name.replace('"', '""') + '"'
    messy_bases = []
    with open(f"{here}/Tests/Corpus/messy-names.tsv", encoding="utf-8") as f:
        messy_bases = [line.split("\t")[0] for line in f if line.strip() and not line.startswith("#")]

    subdivisions = None

    def subdivision(rng):
        nonlocal subdivisions
        if subdivisions is None:
            subdivisions = sorted(set(subdivision_names(here, binary)))
        name = rng.choice(subdivisions)
        return cased(rng, name) if rng.random() < 0.5 else name

    return {
        "english": (varied(common), False),
        "official": (varied(official), False),
        "alternative": (varied(alternative), False),
        "translations": (varied(translations), False),
        "native": (varied(native), False),
        "cldr-latin": (varied(latin_cldr, spaces=False), False),
        "cyrillic": (varied(by_script.get("CYRILLIC", []), spaces=False), False),
        "greek": (varied(by_script.get("GREEK", []), spaces=False), False),
        "cjk": (varied(by_script.get("CJK", []), case=False, spaces=False), False),
        "arabic": (varied(by_script.get("ARABIC", []), case=False, spaces=False), False),
        "codes": (varied(codes), False),
        "subdivisions": (subdivision, False),
        "capitals": (varied(capitals), False),
        "demonyms": (varied(demonyms), False),
        "tagged": (tagged, False),
        "qualified": (qualified, False),
        "joined": (joined, False),
        "articles": (articles, False),
        "mojibake": (mojibake, False),
        "long": (long, False),
        "long-punctuated": (long_punctuated, False),
        "controls": (controls, False),
        "numbers": (numbers, False),
        "csv": (csv_column, True),
    }


KINDS = ["english", "official", "alternative", "translations", "native", "cldr-latin", "cyrillic", "greek", "cjk", "arabic",
         "codes", "subdivisions", "capitals", "demonyms", "tagged", "qualified", "joined", "articles", "mojibake", "long",
         "long-punctuated", "controls", "numbers", "csv"]


if __name__ == "__main__":
    if sys.argv[2:3] == ["--list"]:
        print(" ".join(KINDS))
        sys.exit(0)
    here, kind, count, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    binary = sys.argv[5] if len(sys.argv) > 5 else "countries"
    make, is_csv = kinds(here, binary)[kind]
    names = distinct(random.Random(f"kinds-{kind}"), count, make)
    with open(out, "w", encoding="utf-8", newline="") as f:
        if is_csv:
            f.write("id,country\n")
            for number, name in enumerate(names, 1):
                f.write(f"{number},{name}\n")
        else:
            for name in names:
                f.write(name + "\n")
    print(len(names))
