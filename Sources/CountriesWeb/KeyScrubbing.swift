import CountriesModel

extension APIKey {
    /// `text` with every form this key can take in an answer masked: as sent,
    /// and percent-encoded, wholly or in part, in either case of hex digit
    /// (a server echoing a URL or a header may write it any of these ways).
    /// The text is compared with its escapes decoded, so one pass finds them all.
    ///
    /// A key of any length is scrubbed, three characters as well as forty: a
    /// short key may mask innocent words too, which costs a message some
    /// sense, never the key. Scrub before a text is cut to one line: a key
    /// cut in two no longer matches, and its first part would be printed.
    func scrubbed(from text: String) -> String {
        let key = Array(value.utf8)
        guard !key.isEmpty else { return text }
        let bytes = Array(text.utf8)
        let decoded = Self.decoded(bytes)
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index + key.count <= decoded.count {
            if key.indices.allSatisfy({ decoded[index + $0].byte == key[$0] }) {
                output += bytes[copied..<decoded[index].start]
                output += Array(masked.utf8)
                copied = decoded[index + key.count - 1].end
                index += key.count
            } else {
                index += 1
            }
        }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Each byte as it reads with `%XY` escapes decoded, and where it stands in `bytes`.
    private static func decoded(_ bytes: [UInt8]) -> [(byte: UInt8, start: Int, end: Int)] {
        var decoded: [(byte: UInt8, start: Int, end: Int)] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append((high << 4 | low, index, index + 3))
                index += 3
            } else {
                decoded.append((bytes[index], index, index + 1))
                index += 1
            }
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
