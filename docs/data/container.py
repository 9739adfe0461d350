"""The container every generated data file uses ("CWD1"), written in one place.

A file is "CWD1", a u32 section count, then (tag, offset, length) for each
section; each section starts at a multiple of the alignment its reader asks
for. Tables start with (count, record size), so a reader can check a table's
length before it reads a record; strings are stored once each, as a u16
length and their UTF-8 bytes. docs/data/world/README.md describes the layout.

Python 3.9+ standard library only.
"""

import hashlib
import os
import struct
import sys

NONE = 0xFFFFFFFF


class Strings:
    """UTF-8 strings, each stored once as a u16 length and its bytes."""

    def __init__(self):
        self.blob = bytearray()
        self.offsets = {}

    def add(self, text):
        if text is None:
            return NONE
        if text not in self.offsets:
            data = text.encode("utf-8")
            if len(data) > 0xFFFF:
                sys.exit(f"string too long: {text[:40]}")
            self.offsets[text] = len(self.blob)
            self.blob += struct.pack("<H", len(data)) + data
        return self.offsets[text]


def table(records, fmt):
    size = struct.calcsize(fmt)
    out = bytearray(struct.pack("<II", len(records), size))
    for record in records:
        out += struct.pack(fmt, *record)
    return bytes(out)


def container(sections, align=4):
    """The sections, (tag, bytes) each, in one container; every section
    starts at a multiple of `align` (8 where a table holds 64-bit values)."""
    header_size = 8 + 12 * len(sections)
    out = bytearray(b"CWD1" + struct.pack("<I", len(sections)))
    body = bytearray()
    for tag, data in sections:
        while (header_size + len(body)) % align:
            body += b"\0"
        out += tag.encode("ascii") + struct.pack("<II", header_size + len(body), len(data))
        body += data
    return bytes(out + body)


def write(path, data):
    """Writes `data` and says its size and sha256, for NOTICE.md's table."""
    with open(path, "wb") as f:
        f.write(data)
    print(f"{os.path.relpath(path)}: {len(data):,} bytes, sha256 {hashlib.sha256(data).hexdigest()}")


class Container:
    """A container read back: what a generator reads of the data another
    wrote (the cities read the project's subdivisions and zones)."""

    def __init__(self, path):
        with open(path, "rb") as f:
            self.data = f.read()
        if self.data[:4] != b"CWD1":
            sys.exit(f"{path}: not a CWD1 container")
        count = struct.unpack_from("<I", self.data, 4)[0]
        self.sections = {}
        for index in range(count):
            tag, offset, length = struct.unpack_from("<4sII", self.data, 8 + 12 * index)
            self.sections[tag.decode("ascii")] = (offset, length)

    def records(self, tag, fmt):
        """The records of table `tag`, each unpacked by `fmt`, which must
        be the size the table says."""
        offset, _ = self.sections[tag]
        count, size = struct.unpack_from("<II", self.data, offset)
        if size != struct.calcsize(fmt):
            sys.exit(f"{tag}: records of {size} bytes, not {struct.calcsize(fmt)}")
        return [struct.unpack_from(fmt, self.data, offset + 8 + size * i) for i in range(count)]

    def string(self, reference):
        if reference == NONE:
            return None
        offset = self.sections["STRS"][0] + reference
        length = struct.unpack_from("<H", self.data, offset)[0]
        return self.data[offset + 2:offset + 2 + length].decode("utf-8")
