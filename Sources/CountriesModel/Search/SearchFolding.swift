/// The form in which names are compared: lower case, accents removed, so
/// `cote` finds "Côte d'Ivoire" and `ALAND` finds "Åland Islands".
///
/// Foundation's `folding(options:locale:)` costs ~2 µs a string on Linux, and a
/// search folds some 15,000 names; this table-driven fold of the UTF-8 bytes
/// does the same for the Latin scripts the data uses and lower-cases every
/// other script.
package enum SearchFolding {
    package static func fold(_ text: String) -> String {
        String(decoding: foldedUTF8(text), as: UTF8.self)
    }

    /// True when the folded `text` contains `folded`, itself already folded.
    /// UTF-8 never starts a character inside another, so a byte match is a
    /// character match.
    package static func contains(_ text: String, folded: [UInt8]) -> Bool {
        let haystack = foldedUTF8(text)
        guard !folded.isEmpty else { return true }
        guard haystack.count >= folded.count else { return false }
        let first = folded[0]
        for start in 0...(haystack.count - folded.count) where haystack[start] == first {
            var matched = 1
            while matched < folded.count, haystack[start + matched] == folded[matched] { matched += 1 }
            if matched == folded.count { return true }
        }
        return false
    }

    /// True when `text` folds to `folded`: `foldedUTF8(text) == folded`,
    /// without making the folded copy when `text` is ASCII (as nearly every
    /// name a lookup compares is).
    package static func folds(_ text: String, to folded: [UInt8]) -> Bool {
        let asciiAnswer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard isASCII(bytes) else { return nil }
            guard bytes.count == folded.count else { return false }
            for index in bytes.indices where asciiLowercased(bytes[index]) != folded[index] { return false }
            return true
        }
        if let asciiAnswer, let asciiAnswer { return asciiAnswer }
        return foldedUTF8(text) == folded
    }

    package static func foldedUTF8(_ text: String) -> [UInt8] {
        // Most names are ASCII: lower-cased straight from the string's own
        // bytes, not through an iterator a byte at a time.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.map(asciiLowercased) : nil
        }
        if let ascii = ascii ?? nil { return ascii }
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &folded) }
        return folded
    }

    /// The fold of UTF-8 text in the normal form (`NormalForm`: case folded
    /// already), as `foldedUTF8` folds any text: what the lookup's reading
    /// of a name sets accents aside by (`NameReading`). Text all ASCII is
    /// kept as it is.
    package static func foldedUTF8(normal bytes: [UInt8]) -> [UInt8] {
        if bytes.withUnsafeBufferPointer(isASCII) { return bytes }
        var folded: [UInt8] = []
        folded.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while case let .scalarValue(scalar) = decoder.decode(&iterator) { append(scalar, to: &folded) }
        return folded
    }

    /// The folded form of one scalar, appended.
    private static func append(_ scalar: Unicode.Scalar, to folded: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            folded.append(asciiLowercased(UInt8(value)))
        case latinExtended:
            folded.append(contentsOf: latinExtendedFolds[Int(value - latinExtended.lowerBound)].utf8)
        case latinExtendedAdditional:
            folded.append(contentsOf: latinExtendedAdditionalFolds[Int(value - latinExtendedAdditional.lowerBound)].utf8)
        case 0x2018, 0x2019:
            folded.append(UInt8(ascii: "'"))
        case 0x300...0x36F, 0x200B...0x200F:
            return // combining accents; zero-width and direction marks
        case 0x0590...0x109F, 0x1100...0x11FF, 0x3000...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x03AC...0x03CE, 0x0430...0x045F:
            // Scripts with no case (Hebrew to Myanmar, Hangul, kana, CJK)
            // and Greek's and Cyrillic's small letters, as they are: the
            // Unicode property lookup below cost a browse line that
            // searched 26 languages' names 150 M instructions.
            UTF8.encode(scalar) { folded.append($0) }
        case _ where scalar.properties.changesWhenLowercased:
            folded.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        default:
            UTF8.encode(scalar) { folded.append($0) }
        }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        return any < 0x80
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
