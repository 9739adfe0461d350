/// Whether bytes read are text, as `resolve` takes its input: UTF-8 with no
/// NUL. The stdlib's check (`String(validating:)`) made a text of each
/// read and looked at each byte, and a NUL took a pass of its own: a
/// seventh of a column's time. Here eight bytes of ASCII are one step, and
/// only the bytes of the words that are not are decoded, by the rules the
/// stdlib's check keeps (no overlong form, no surrogate, nothing above
/// U+10FFFF).
enum TextBytes {
    static func isUTF8WithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        let (ones, highs): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // No byte above 0x7F, and none zero (a zero byte borrows).
                if (word | ((word &- ones) & ~word)) & highs == 0 {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                guard byte != 0 else { return false }
                index += 1
                continue
            }
            // The sequence's length, and the range its second byte must be in.
            let length: Int, low: UInt8, high: UInt8
            switch byte {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return false
            }
            guard index + length <= count, (low...high).contains(base[index + 1]) else { return false }
            for next in (index + 2)..<(index + length) where base[next] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
