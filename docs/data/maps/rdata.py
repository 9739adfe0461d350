"""A reader for R's serialization format (XDR, versions 2 and 3) and for the
lazy-load databases (`data/Rdata.rdx` + `Rdata.rdb`) that R packages ship
their data sets in. Standard library only, so the generator needs no R.

Only what `sp` objects of R >= 3 use is read: vectors, lists, pairlists,
symbols, S4 objects and their attributes. Anything else raises ValueError,
so a changed input fails loudly instead of decoding into something wrong.
"""

import gzip
import lzma
import struct
import zlib
import bz2


class RObject:
    """One R value: `kind` ('str', 'real', 'int', 'lgl', 'list', 's4', ...),
    its `value` (a Python list for vectors) and its `attrs` (slots of an S4
    object are attributes too)."""

    def __init__(self, kind, value, attrs=None):
        self.kind = kind
        self.value = value
        self.attrs = attrs or {}

    def __repr__(self):
        return f"RObject({self.kind}, {str(self.value)[:40]}, {list(self.attrs)})"


# SEXP type codes from R's Rinternals.h and serialize.c.
_VECTOR_KINDS = {10: "lgl", 13: "int", 14: "real", 16: "str", 19: "list",
                 20: "list", 24: "raw", 25: "s4"}
_SPECIALS = (253, 252, 251, 250, 242, 241)  # global env, unbound, missing, base ns, empty/base env
_PAIRLISTS = (2, 5, 6, 239, 240)            # pairlist, promise, call, attr variants


class _Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0
        self.refs = []

    def int(self):
        (value,) = struct.unpack_from(">i", self.data, self.pos)
        self.pos += 4
        return value

    def item(self):
        flags = self.int()
        kind = flags & 0xFF
        has_attr = flags & (1 << 9)
        has_tag = flags & (1 << 10)
        if kind == 254:
            return None
        if kind in _SPECIALS:
            return RObject("special", kind)
        if kind == 255:  # reference to an earlier symbol or environment
            index = flags >> 8 or self.int()
            return self.refs[index - 1]
        if kind == 1:  # symbol: its name, remembered for later references
            symbol = RObject("sym", self.item().value)
            self.refs.append(symbol)
            return symbol
        if kind == 9:  # CHARSXP: a string, -1 length for NA
            length = self.int()
            if length == -1:
                return RObject("char", None)
            text = self.data[self.pos:self.pos + length].decode("utf-8", "replace")
            self.pos += length
            return RObject("char", text)
        if kind in _PAIRLISTS:
            attrs = self.item() if has_attr else None
            tag = self.item() if has_tag else None
            head = self.item()
            tail = self.item()
            cells = [(tag.value if tag else None, head)]
            if tail is not None and tail.kind == "pairlist":
                cells += tail.value
            result = RObject("pairlist", cells)
            if attrs is not None:
                result.attrs = dict(attrs.value)
            return result
        if kind == 4:  # environment: read and dropped, data sets need none
            env = RObject("env", None)
            self.refs.append(env)
            self.int()
            for _ in range(4):
                self.item()
            return env
        if kind in (247, 248, 249):  # persistent name, package, namespace
            ns = RObject("ns", None)
            self.refs.append(ns)
            self.int()
            for _ in range(self.int()):
                self.item()
            return ns
        if kind not in _VECTOR_KINDS:
            raise ValueError(f"R type {kind} at byte {self.pos} is not supported")
        if kind in (10, 13):
            n = self.int()
            value = list(struct.unpack_from(f">{n}i", self.data, self.pos))
            self.pos += 4 * n
        elif kind == 14:
            n = self.int()
            value = list(struct.unpack_from(f">{n}d", self.data, self.pos))
            self.pos += 8 * n
        elif kind in (16, 19, 20):
            n = self.int()
            value = [self.item() for _ in range(n)]
            if kind == 16:
                value = [s.value for s in value]
        elif kind == 24:
            n = self.int()
            value = self.data[self.pos:self.pos + n]
            self.pos += n
        else:  # S4 object: its slots follow as attributes
            value = None
        result = RObject(_VECTOR_KINDS[kind], value)
        if has_attr:
            result.attrs = dict(self.item().value)
        return result


def unserialize(data):
    """Decodes one serialized R value (the XDR form, "X\\n" first)."""
    if data[:2] != b"X\n":
        raise ValueError("not an XDR serialization")
    reader = _Reader(data)
    reader.pos = 2
    version = reader.int()
    reader.int()  # writer's R version
    reader.int()  # minimal reader version
    if version == 3:
        length = reader.int()  # the native encoding's name, skipped
        reader.pos += length
    return reader.item()


def _decompress(chunk):
    # R's lazy-load entries: a 4-byte length, then a type byte for xz ('Z'),
    # bzip2 ('2') or none ('0'); without a type byte, the rest is zlib.
    kind = chunk[4:5]
    if kind == b"Z":
        # R writes raw LZMA2 at preset 9e (R_compress3 in serialize.c).
        filters = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}]
        return lzma.decompress(chunk[5:], format=lzma.FORMAT_RAW, filters=filters)
    if kind == b"2":
        return bz2.decompress(chunk[5:])
    if kind == b"0":
        return chunk[5:]
    return zlib.decompress(chunk[4:])


def lazy_load_db(rdx_bytes, rdb_bytes):
    """The data sets of a lazy-load database, by name, each decoded on call:
    {name: function returning the RObject}."""
    index = unserialize(gzip.decompress(rdx_bytes))
    fields = dict(zip(index.attrs["names"].value, index.value))
    variables = fields["variables"]
    names = variables.attrs["names"].value
    result = {}
    for name, where in zip(names, variables.value):
        offset, length = where.value
        result[name] = (lambda o=offset, n=length:
                        unserialize(_decompress(rdb_bytes[o:o + n])))
    return result
