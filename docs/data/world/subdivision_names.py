"""Which CLDR subdivision names name the subdivision ISO lists under their code.

CLDR 41 keys its subdivision names by ISO 3166-2 codes as they were when its
data was made; ISO has since given some of those codes to other subdivisions
(Iran's provinces were renumbered, Morocco's regions remade in 2015 and
recoded in 2019). Joined by code alone, one region's name lands on another's
code. So a CLDR name is taken for a code only when it names the subdivision
ISO lists under that code today, by one rule for every country:

- Names are compared as Latin letters, each CLDR name transliterated
  (PyPI `anyascii`), word by word, with a transliteration's spelling
  tolerated ("Isfahan" and "Eşfahān", "Kurdistan" and "Kordestān"), and
  ISO's type counted among ISO's words ("Chiayi County" fits the county, not
  the city of the same name). `fit` says how well a name fits a code.
- A CLDR name is rejected where it fits another code of the country better
  than its own ("Tehran" under IR-07, ISO's Fārs, fits IR-23, Tehrān).
- Where a country's subdivisions changed after CLDR's data (CLDR still holds
  codes ISO has withdrawn there: Nepal, Morocco, the Philippines...), a name
  is taken only if it, or one of its translations, fits its code: Nepal's
  "Province 1" fits no subdivision ISO lists, so ISO's name, Koshi, is shown.
  Elsewhere the codes are ISO's own, and a name that only translates
  ("Lower Saxony" for Niedersachsen) is taken.
- A rejected name goes to the code it fits, when each of its words fits that
  one code, which it fits better than any other, which has no name of its
  own, and which is of the same level (a first-level one, or one that lies in
  another, by ISO's parents and CLDR's containment):
  Iran's provinces keep their English names and translations, each on its
  own code.

The English name the program then shows is tested in Swift with the same
measure (`SubdivisionNameFitTests`, `SubdivisionNameFit.swift`): no code's
English name fits another code's ISO name better than its own. The words
that say a direction in the names' languages ("Shomālī", "Utara": north) are
read from `compass-words.tsv` beside this file by both.
"""

import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))

# Letters NFKD does not decompose into a Latin letter and a mark.
LETTERS = {
    "ə": "a", "ı": "i", "ł": "l", "ø": "o", "æ": "ae", "ß": "ss", "đ": "d", "ħ": "h", "þ": "th", "ð": "d",
    "œ": "oe", "ŀ": "l", "ſ": "s", "ŧ": "t", "ŋ": "n", "ĸ": "k",
}

# Marks inside a word: "Dar'ā" is one word, "dara".
APOSTROPHES = "'’‘ʻʼ`´ʿʾ"

# Words that name no place: articles and "of" in the names' languages.
STOP_WORDS = {
    "of", "and", "the", "de", "del", "della", "la", "le", "les", "el", "al", "ad", "an", "ar", "as", "ash", "at",
    "ath", "az", "da", "do", "das", "dos", "di", "du", "des", "y", "e", "et", "i", "a", "en", "und", "va", "ve",
}


def read_compass_words(path=os.path.join(HERE, "compass-words.tsv")):
    """{word: direction}: each line a direction, then its words in the names' languages."""
    words = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            direction, *others = line.split("\t")
            for word in [direction] + others:
                words[word] = direction
    return words


COMPASS = read_compass_words()
DIRECTIONS = set(COMPASS.values())


def words(text):
    """The words of a name, folded: lower case, no marks, Latin letters and
    digits only, articles left out, a direction as its English word."""
    text = text.lower()
    text = "".join(LETTERS.get(c, c) for c in text if c not in APOSTROPHES)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if unicodedata.category(c) != "Mn")
    return [COMPASS.get(w, w) for w in re.findall(r"[a-z0-9]+", text) if w not in STOP_WORDS]


def distance(a, b):
    """Levenshtein distance."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def word_fit(a, b):
    """How well two folded words are one word: 1 the same; a spelling a
    quarter of its letters apart ("isfahan", "esfahan"); one the other's
    start ("kosovo", "kosovski"); else 0. A direction is only itself."""
    if a == b:
        return 1.0
    if min(len(a), len(b)) < 4 or a in DIRECTIONS or b in DIRECTIONS:
        return 0.0
    longer = max(len(a), len(b))
    apart = distance(a, b)
    if apart <= longer // 4:
        return 1.0 - apart / longer
    common = 0
    while common < min(len(a), len(b)) and a[common] == b[common]:
        common += 1
    if common >= max(4, -(-3 * min(len(a), len(b)) // 4)):
        return common / longer
    return 0.0


def fit(name, iso_name, iso_type):
    """How much of `name` ISO's name and type hold, 0 to 1: each word's best
    fit, averaged, or the words run together ("Maulvi Bazar", "Moulvibazar")
    where that fits better. 0 when no word but a direction or the type fits
    a word of ISO's name: "Province 1" names no province, and "Southern"
    alone no southern one."""
    mine, theirs, kind = words(name), words(iso_name), words(iso_type)
    if not mine or not theirs:
        return 0.0
    joined = word_fit("".join(mine), "".join(theirs))
    named = [max((word_fit(w, t) for t in theirs), default=0.0) for w in mine]
    if not any(n for w, n in zip(mine, named) if w not in DIRECTIONS):
        return joined
    held = sum(max(n, max((word_fit(w, t) for t in kind), default=0.0)) for w, n in zip(mine, named)) / len(mine)
    return max(held, joined)


def fits_wholly(name, iso_name, iso_type):
    """Whether every word of `name` fits a word of ISO's name or type
    ("East Azerbaijan" and "Āz̄ārbāyjān-e Shārqī"), or the words run together
    are a spelling of ISO's run together ("Maulvi Bazar", "Moulvibazar"), not
    only its start ("Souss-Massa-Drâa" is more than "Souss-Massa")."""
    mine, theirs, kind = words(name), words(iso_name), words(iso_type)
    if not mine or not theirs:
        return False
    joined, whole = "".join(mine), "".join(theirs)
    if distance(joined, whole) <= max(len(joined), len(whole)) // 4:
        return True
    return all(any(word_fit(w, t) for t in theirs + kind) for w in mine) and fit(name, iso_name, iso_type) > 0


def latin(text):
    """A name in Latin letters: anyascii's transliteration (Arabic, Cyrillic,
    Greek, Han...), imported only where a name needs it."""
    if all(ord(c) < 0x250 or unicodedata.category(c)[0] != "L" for c in text):
        return text
    from anyascii import anyascii
    return anyascii(text)


def checked(iso, cldr_names, kept_codes, cldr_parents):
    """The CLDR names to show, by the rule above.

    iso: [(code, type, parent, name)], ISO's name and the second one it
    gives in brackets, as the program holds them ("Wales Cymru");
    cldr_names: {locale: {code: name}}, CLDR's; kept_codes: the codes whose
    names are settled by hand (corrections.tsv), left as they are;
    cldr_parents: {code: the code CLDR's containment puts it in}, for codes
    of a second level (Nepal's zones, in its development regions).
    Returns ({locale: {code: name}}, report): the names with every rejected
    join left out and every moved one moved, and what was decided, as rows
    (code, CLDR's English name, ISO's name, what was done, why)."""
    english = cldr_names.get("en", {})
    by_code = {code: (kind, name) for code, kind, _, name in iso}
    parents = {code: parent for code, _, parent, _ in iso}
    countries = {}
    for code in by_code:
        countries.setdefault(code[:2], []).append(code)
    # Countries whose subdivisions changed after CLDR's data: CLDR holds
    # codes there that ISO no longer lists.
    changed = {code[:2] for code in english if code[:2] in countries and code not in by_code}

    def fits(name, country):
        return {code: fit(name, by_code[code][1], by_code[code][0]) for code in countries[country]}

    taken, rejected, report = {}, {}, []
    for code in sorted(english):
        country = code[:2]
        if country not in countries or code in kept_codes:
            continue
        name = english[code]
        scores = fits(name, country)
        own = scores.get(code, 0.0)
        rival = max((c for c in scores if c != code), key=lambda c: scores[c], default=None)
        if rival is not None and scores[rival] > own + 1e-9:
            rejected[code] = scores
            if code in by_code:
                report.append((code, name, by_code[code][1], "not taken", f"fits {rival} ({by_code[rival][1]}) better"))
            continue
        if code not in by_code:
            rejected[code] = scores
            continue
        if own == 0 and country in changed:
            translations = [latin(names[code]) for names in cldr_names.values() if code in names]
            if not any(fit(t, by_code[code][1], by_code[code][0]) for t in translations):
                rejected[code] = scores
                report.append((code, name, by_code[code][1], "not taken",
                               f"{country}'s subdivisions changed after CLDR's data, and no CLDR name of it fits ISO's"))
                continue
        taken[code] = code

    # A rejected name moves to the one code it fits wholly and best, if that
    # code has no name of its own.
    claims = {}
    for source, scores in rejected.items():
        best = max(scores, key=lambda c: scores[c], default=None)
        if best is None or best in taken or best in kept_codes:
            continue
        # Of the same level: a zone's name (and its translations, "Zona de
        # Lumbini") is not a province's.
        if (source in cldr_parents) != (parents[best] is not None):
            continue
        if not fits_wholly(english[source], by_code[best][1], by_code[best][0]):
            continue
        if any(c != best and scores[c] >= scores[best] - 1e-9 for c in scores):
            continue
        claims.setdefault(best, []).append((scores[best], source))
    for target, sources in sorted(claims.items()):
        if len(sources) > 1:
            continue
        source = sources[0][1]
        taken[target] = source
        report.append((target, english[source], by_code[target][1], f"CLDR's {source} taken",
                       f"CLDR's name of {source} fits {target} wholly, and no other as well"))

    out = {}
    for locale, names in cldr_names.items():
        out[locale] = {target: names[source] for target, source in taken.items() if source in names}
        for code in kept_codes:
            if code in names:
                out[locale][code] = names[code]
    return out, sorted(report)


if __name__ == "__main__":
    sys.exit("a module of generate_world_data.py")
