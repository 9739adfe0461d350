"""Puts a benchmark's report into a Markdown file: section.py <file> <name>
<section> replaces the text between <!-- name --> and <!-- /name --> (the
section holds both markers), or appends the section when the file has none.
Every script under docs/bench writes docs/BENCHMARKS.md through it."""
import re
import sys

path, name, section = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(path, encoding="utf-8").read()
pattern = re.compile(rf"<!-- {re.escape(name)} -->.*?<!-- /{re.escape(name)} -->", re.S)
text = pattern.sub(lambda _: section, text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + section + "\n"
open(path, "w", encoding="utf-8").write(text)
