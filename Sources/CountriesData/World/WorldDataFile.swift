/// One world data file: the "CWD1" container the generator writes (see
/// docs/data/world/README.md), its sections found once, nothing else read.
struct WorldDataFile: Sendable {
    /// A string reference that refers to no string.
    static let none: UInt32 = 0xFFFF_FFFF

    let bytes: WorldDataBytes
    private let sections: [Section]
    private let strings: Range<Int>

    init(_ bytes: WorldDataBytes) throws {
        self.bytes = bytes
        guard bytes.count >= 8, try bytes.ascii(at: 0, count: 4) == "CWD1" else {
            throw WorldDataError.damaged("not a world data file")
        }
        let count = Int(try bytes.u32(at: 4))
        guard count <= 64 else { throw WorldDataError.damaged("\(count) sections") }
        var sections: [Section] = []
        for index in 0..<count {
            let entry = 8 + 12 * index
            let tag = try bytes.ascii(at: entry, count: 4)
            let offset = Int(try bytes.u32(at: entry + 4))
            let length = Int(try bytes.u32(at: entry + 8))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw WorldDataError.damaged("section \(tag) runs past the end")
            }
            sections.append(Section(tag: tag, range: offset..<offset + length))
        }
        self.sections = sections
        guard let strings = sections.first(where: { $0.tag == "STRS" })?.range else {
            throw WorldDataError.damaged("no STRS section")
        }
        self.strings = strings
    }

    /// A struct, not a tuple: an array of tuples has its metadata made at
    /// run time, which `show` would pay for at every start.
    private struct Section {
        let tag: String
        let range: Range<Int>
    }

    /// The table in section `tag`, its length checked against its records.
    func table(_ tag: String, recordSize: Int) throws -> WorldTable {
        guard let range = sections.first(where: { $0.tag == tag })?.range, range.count >= 8 else {
            throw WorldDataError.damaged("no \(tag) section")
        }
        let count = Int(try bytes.u32(at: range.lowerBound))
        let size = Int(try bytes.u32(at: range.lowerBound + 4))
        // A record size other than the reader's is another format, not data to guess at.
        guard size == recordSize, count <= (range.count - 8) / size else {
            throw WorldDataError.damaged("\(tag): \(count) records of \(size) bytes in \(range.count)")
        }
        return WorldTable(start: range.lowerBound + 8, count: count, recordSize: size)
    }

    /// The string that `reference` points at, nil for `none`.
    func string(_ reference: UInt32) throws -> String? {
        guard reference != Self.none else { return nil }
        let (start, length) = try stringBounds(reference)
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes.buffer[start..<start + length]), as: UTF8.self)
    }

    /// The string that `reference` points at; a missing one is damage.
    func requiredString(_ reference: UInt32) throws -> String {
        guard let text = try string(reference) else { throw WorldDataError.damaged("a required string is missing") }
        return text
    }

    /// Compares the stored string with `key`'s bytes without making a String:
    /// what a binary search does at every step.
    func compare(_ reference: UInt32, with key: [UInt8]) throws -> Int {
        let (start, length) = try stringBounds(reference)
        let stored = UnsafeRawBufferPointer(rebasing: bytes.buffer[start..<start + length])
        for (a, b) in zip(stored, key) where a != b {
            return a < b ? -1 : 1
        }
        return length == key.count ? 0 : (length < key.count ? -1 : 1)
    }

    /// The bytes of the string `reference` points at, no String made; nil for none.
    func stringBytes(_ reference: UInt32) throws -> UnsafeRawBufferPointer? {
        guard reference != Self.none else { return nil }
        let (start, length) = try stringBounds(reference)
        return UnsafeRawBufferPointer(rebasing: bytes.buffer[start..<start + length])
    }

    /// Whether the string a reference points at is `name`, case aside, as
    /// `lowercased()` sees it, for a scan of every name: only names of the
    /// same length in bytes are compared, and on their bytes where either is
    /// ASCII (most names are, or are not and the name looked for is), with
    /// no String made. A name in another script lowercases to ASCII only by
    /// growing shorter, so it is never an ASCII name of its own length.
    func matcher(ignoringCase name: String) -> (UInt32) throws -> Bool {
        let wanted = name.lowercased()
        let wantedBytes = Array(wanted.utf8)
        let wantedASCII = wantedBytes.allSatisfy { $0 < 0x80 }
        return { reference in
            guard let stored = try stringBytes(reference), stored.count == wantedBytes.count else { return false }
            guard stored.allSatisfy({ $0 < 0x80 }) else {
                return !wantedASCII && String(decoding: stored, as: UTF8.self).lowercased() == wanted
            }
            return wantedASCII && zip(stored, wantedBytes).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
        }
    }

    private func stringBounds(_ reference: UInt32) throws -> (start: Int, length: Int) {
        let offset = strings.lowerBound + Int(reference)
        guard Int(reference) <= strings.count - 2 else { throw WorldDataError.damaged("string \(reference) out of range") }
        let length = Int(try bytes.u16(at: offset))
        guard length <= strings.upperBound - offset - 2 else { throw WorldDataError.damaged("string \(reference) runs past its section") }
        return (offset + 2, length)
    }
}

/// A table of fixed-size records inside a world data file.
struct WorldTable: Sendable {
    let start: Int
    let count: Int
    let recordSize: Int

    /// Where record `index`'s field at `field` starts.
    func offset(_ index: Int, _ field: Int) throws -> Int {
        guard index >= 0, index < count else { throw WorldDataError.damaged("record \(index) of \(count)") }
        return start + index * recordSize + field
    }

    /// The first index in `range` for which `isBefore` is false: a binary
    /// search over records sorted by what `isBefore` compares.
    func partition(_ range: Range<Int>, isBefore: (Int) throws -> Bool) rethrows -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if try isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
