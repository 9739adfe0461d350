"""Writes Sources/CountriesModel/Search/Resolver/HTMLEntities.swift: the named
character references of HTML 4.01 (252, W3C: "Character entity references in
HTML 4"), as Python's standard library carries them (html.entities.name2codepoint),
for the lookup's repair of names a web page or an export wrote with entities
("C&ocirc;te d&#39;Ivoire"): docs/SEARCH.md. Run by hand, never by the build:

    python3 docs/data/unicode/generate_html_entities.py
"""
import html.entities
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "..", "Sources", "CountriesModel", "Search", "Resolver", "HTMLEntities.swift")


def main():
    entries = sorted(html.entities.name2codepoint.items())
    lines = [
        "// Written by docs/data/unicode/generate_html_entities.py from Python's",
        "// html.entities.name2codepoint (HTML 4.01's named character references):",
        "// do not edit by hand, run the generator again.",
        "",
        "/// HTML 4.01's named character references, by name: `eacute` is é.",
        "enum HTMLEntities {",
        "    static let named: [String: UInt32] = [",
    ]
    row = []
    for name, code in entries:
        row.append(f'"{name}": 0x{code:X}')
        if len(row) == 6:
            lines.append("        " + ", ".join(row) + ",")
            row = []
    if row:
        lines.append("        " + ", ".join(row) + ",")
    lines += ["    ]", "}", ""]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"{OUT}: {len(entries)} entries")


if __name__ == "__main__":
    main()
