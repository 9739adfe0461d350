extension String {
    /// `%XX` escapes as the bytes they stand for, read as UTF-8; nil when an
    /// escape is cut short or the bytes are not UTF-8 (the route is then
    /// matched as written). The program links no Foundation module.
    var percentDecoded: String? {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var utf8 = self.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.popFirst().flatMap(Self.hexValue), let low = utf8.popFirst().flatMap(Self.hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// RFC 3986's `%XX` for a byte, the one way deep links and server addresses
/// write what they may not hold.
enum PercentEscape {
    static func of(_ byte: UInt8) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        return [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
    }

    /// An ASCII letter or digit: kept as it is everywhere in a URL.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
