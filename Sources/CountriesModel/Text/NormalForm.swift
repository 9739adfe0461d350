import CountriesUnicode

/// The one reading of a text that every step of a lookup shares, and that
/// every table of names it looks in is keyed by: NFC, case folded (Unicode's
/// full case folding: "STRASSE" and "Straße" are "strasse", "ΚΎΠΡΟΣ" and
/// "Κύπρος" are "κύπρος", "İ" is "i̇"), default-ignorable code points (soft
/// hyphens, zero-width and direction marks, variation selectors) dropped,
/// white space and controls one space, apostrophes, quotation marks and
/// dashes the ASCII ones (’ ʻ ` ´ are ', – — ‑ − are -), fullwidth ASCII as
/// ASCII, runs of spaces one space, the ends trimmed.
///
/// Accents stay: "Áo" (Austria in Vietnamese) is not "ao" (Angola's code).
/// Setting them aside is a looser reading, made from this one.
///
/// Swift's standard library gives code on Linux without Foundation (which
/// this program does not link) no NFC and no case folding, so the tables are
/// data: generated from Unicode 15.0.0 by
/// docs/data/unicode/generate_normal_form.py and embedded (CountriesUnicode).
/// A text all ASCII reads none of them but the first 128 entries.
package enum NormalForm {
    /// The normal form of `text`, as UTF-8.
    package static func bytes(of text: String) -> [UInt8] {
        var text = text
        if let ascii = text.withUTF8({ asciiForm($0) }) { return ascii }
        return form(of: text.unicodeScalars)
    }

    /// The normal form of UTF-8 `bytes` (ill-formed sequences read as U+FFFD).
    package static func bytes(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        asciiForm(bytes) ?? form(of: String(decoding: bytes, as: UTF8.self).unicodeScalars)
    }

    /// The normal form of `text`, as a string.
    package static func of(_ text: String) -> String {
        String(decoding: bytes(of: text), as: UTF8.self)
    }

    /// The ideograph the normal form reads `scalar` as, where it is a CJK
    /// variant of one the countries' names are written with (Traditional
    /// 臺 as 台: Unihan's variants, folded by the tables); nil for any other
    /// code point. For keys made without the whole form (`WorldNameKey`).
    package static func ideographFolded(_ scalar: UInt32) -> UInt32? {
        guard (0x3400...0x9FFF).contains(scalar) || (0x20000...0x3134F).contains(scalar) else { return nil }
        let entry = tables.entry(scalar)
        guard entry.isMapped, entry.length == 1 else { return nil }
        return tables.mappedScalar(entry.offset)
    }

    // MARK: - ASCII

    /// The form of text that is all ASCII, byte by byte; nil when a byte is not ASCII.
    private static func asciiForm(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        guard any < 0x80 else { return nil }
        let map = asciiMap
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var spaceOwed = false
        for byte in bytes {
            let mapped = map[Int(byte)]
            if mapped == space {
                spaceOwed = !out.isEmpty
            } else {
                if spaceOwed { out.append(space) }
                spaceOwed = false
                out.append(mapped)
            }
        }
        return out
    }

    private static let space = UInt8(ascii: " ")

    /// Each ASCII byte's form, from the tables (every ASCII code point maps
    /// to one ASCII code point): made once.
    private static let asciiMap: [UInt8] = (0..<128).map { value -> UInt8 in
        let entry = tables.entry(UInt32(value))
        return entry.isMapped && entry.length == 1 ? UInt8(truncatingIfNeeded: tables.mappedScalar(entry.offset)) : UInt8(value)
    }

    // MARK: - Any text

    /// Each code point mapped (decomposed, folded), the marks put in
    /// canonical order, then composed: NFC of the mapping, spaces made one.
    private static func form(of scalars: String.UnicodeScalarView) -> [UInt8] {
        let tables = tables
        var decomposed: [(scalar: UInt32, combining: UInt8)] = []
        decomposed.reserveCapacity(scalars.count + 4)
        for scalar in scalars {
            let entry = tables.entry(scalar.value)
            guard entry.isMapped else {
                decomposed.append((scalar.value, entry.combining))
                continue
            }
            for index in entry.offset..<entry.offset + entry.length {
                let mapped = tables.mappedScalar(index)
                decomposed.append((mapped, tables.entry(mapped).combining))
            }
        }
        putInCanonicalOrder(&decomposed)
        return utf8(composed(decomposed, tables))
    }

    /// Marks after a starter sorted by their combining class, stably.
    private static func putInCanonicalOrder(_ scalars: inout [(scalar: UInt32, combining: UInt8)]) {
        guard scalars.count > 1 else { return }
        for index in 1..<scalars.count where scalars[index].combining != 0 {
            var at = index
            let moving = scalars[index]
            while at > 0, scalars[at - 1].combining > moving.combining {
                scalars[at] = scalars[at - 1]
                at -= 1
            }
            scalars[at] = moving
        }
    }

    /// Canonical composition (UAX #15): each scalar joined to the last
    /// starter before it when nothing between them blocks it.
    private static func composed(_ scalars: [(scalar: UInt32, combining: UInt8)], _ tables: Tables) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(scalars.count)
        var starter = -1
        // The class of the last scalar kept since the starter; -1: none yet.
        var last = -1
        for (scalar, combining) in scalars {
            let combining = Int(combining)
            if starter >= 0, last == -1 || (last != 0 && last < combining),
               let joined = composition(out[starter], scalar, tables) {
                out[starter] = joined
                continue
            }
            if combining == 0 {
                starter = out.count
                last = -1
            } else {
                last = combining
            }
            out.append(scalar)
        }
        return out
    }

    /// The one scalar `first` and `second` compose into, if any.
    private static func composition(_ first: UInt32, _ second: UInt32, _ tables: Tables) -> UInt32? {
        // Hangul by arithmetic: a leading and a vowel jamo, a syllable and a trailing one.
        if (0x1100...0x1112).contains(first), (0x1161...0x1175).contains(second) {
            return 0xAC00 + ((first - 0x1100) * 21 + (second - 0x1161)) * 28
        }
        if (0xAC00...0xD7A3).contains(first), (first - 0xAC00) % 28 == 0, (0x11A8...0x11C2).contains(second) {
            return first + (second - 0x11A7)
        }
        guard tables.entry(second).joinsPrevious else { return nil }
        return tables.pair(first, second)
    }

    /// UTF-8, runs of spaces made one, the ends trimmed.
    private static func utf8(_ scalars: [UInt32]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(scalars.count * 2)
        var spaceOwed = false
        for value in scalars {
            if value == UInt32(space) {
                spaceOwed = !out.isEmpty
                continue
            }
            if spaceOwed { out.append(space) }
            spaceOwed = false
            guard let scalar = Unicode.Scalar(value) else { continue }
            UTF8.encode(scalar) { out.append($0) }
        }
        return out
    }

    // MARK: - The tables

    private static let tables = Tables(bytes: UnsafeRawBufferPointer(start: normal_form_bytes(), count: normal_form_length()))

    /// normal-form.bin read in place (the layout: generate_normal_form.py).
    /// `@unchecked Sendable`: the binary's own data, never written.
    private struct Tables: @unchecked Sendable {
        struct Entry {
            let combining: UInt8
            let flags: UInt8
            let length: Int
            let offset: Int
            var isMapped: Bool { flags & 1 != 0 }
            var joinsPrevious: Bool { flags & 2 != 0 }
        }

        let bytes: UnsafeRawBufferPointer
        let stage2: Int, records: Int, scalars: Int, pairs: Int, pairCount: Int
        static let blockSize: UInt32 = 128
        static let stage1Count = 0x110000 / 128

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
            precondition(bytes.count > 24 && bytes[0] == UInt8(ascii: "N") && bytes[3] == UInt8(ascii: "M"), "normal-form.bin is not embedded")
            func u32(_ offset: Int) -> Int { Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
            let blocks = u32(8), recordCount = u32(12), scalarCount = u32(16)
            pairCount = u32(20)
            stage2 = 24 + Self.stage1Count * 2
            records = stage2 + blocks * Int(Self.blockSize) * 2
            scalars = records + recordCount * 8
            pairs = scalars + scalarCount * 4
            precondition(pairs + pairCount * 12 == bytes.count, "normal-form.bin is damaged")
        }

        private func u16(_ offset: Int) -> Int { Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) }
        private func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }

        func entry(_ scalar: UInt32) -> Entry {
            let block = u16(24 + Int(scalar / Self.blockSize) * 2)
            let record = records + u16(stage2 + (block * Int(Self.blockSize) + Int(scalar % Self.blockSize)) * 2) * 8
            return Entry(combining: bytes[record], flags: bytes[record + 1], length: Int(bytes[record + 2]), offset: Int(u32(record + 4)))
        }

        func mappedScalar(_ index: Int) -> UInt32 { u32(scalars + index * 4) }

        /// The composition of the pair, by binary search of the sorted pairs.
        func pair(_ first: UInt32, _ second: UInt32) -> UInt32? {
            var low = 0, high = pairCount
            while low < high {
                let middle = (low + high) / 2
                let at = pairs + middle * 12
                let key = (u32(at), u32(at + 4))
                if key == (first, second) { return u32(at + 8) }
                if key < (first, second) { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}
