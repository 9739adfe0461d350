/// Names damaged on their way into a data set, mended: UTF-8 read as
/// Latin-1 or Windows-1252 (once or twice: "CÃ´te d'Ivoire",
/// "CÃƒÂ´te d'Ivoire"), and an apostrophe lost to a space ("Lao People s
/// Democratic Republic", "Cote d Ivoire"). Tried only on a name that
/// matched nothing as it was, so a name that is right is never "mended".
enum NameRepairs {
    /// The mended names, each with what was done, tried once the name as
    /// given matched nothing; none when nothing needs it. (Mojibake is
    /// mended before anything: `mojibakeRepaired`.)
    static func candidates(for text: String) -> [(text: String, repair: NameRepair)] {
        (apostropheRestored(text).map { [($0, .apostrophe($0))] } ?? []) + (saintInDutch(text).map { [($0, .reading($0))] } ?? [])
    }

    /// "St. Maarten" and "Saint Eustatius" are the Dutch "Sint Maarten" and
    /// "Sint Eustatius", which is how the data spells them: "Saint", "St."
    /// or "St" read as "Sint". Nil when the text has no such word.
    static func saintInDutch(_ text: String) -> String? {
        // Only "S" and "s" lowercase to "s": a text with no word that
        // starts "sa" or "st" is passed over on its bytes.
        guard hasWord(text, where: { count, first, second in count >= 2 && first == UInt8(ascii: "s") && (second == UInt8(ascii: "a") || second == UInt8(ascii: "t")) }) else { return nil }
        var changed = false
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard ["saint", "st.", "st"].contains(word.lowercased()) else { return String(word) }
            changed = true
            return "Sint"
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// "C&ocirc;te d&#39;Ivoire": HTML's character references, named (as
    /// HTML 4.01 names them, `HTMLEntities`) or numeric, read as the
    /// characters they stand for; nil when the text holds none. No name is
    /// written with one.
    static func htmlEntitiesDecoded(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return nil }
        var decoded = ""
        var rest = Substring(text)
        var changed = false
        while let ampersand = rest.firstIndex(of: "&") {
            decoded += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            // The longest reference's name ("thetasym", "#x10FFFF") is eight characters.
            if let end = after.prefix(10).firstIndex(of: ";") {
                let name = after[..<end]
                let value: UInt32? = if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    UInt32(name.dropFirst(), radix: 10)
                } else {
                    HTMLEntities.named[String(name)]
                }
                if let value, let scalar = Unicode.Scalar(value) {
                    decoded.unicodeScalars.append(scalar)
                    rest = after[after.index(after: end)...]
                    changed = true
                    continue
                }
            }
            decoded += "&"
            rest = after
        }
        decoded += rest
        return changed ? decoded : nil
    }

    /// Whether characters of the folded text were lost on the way: a
    /// U+FFFD, or a "?" between two letters ("C?te d'Ivoire"), each standing
    /// for one character (`fits(_:lost:)`).
    /// Two letters kept for each one lost at least: a text of little but
    /// lost characters fits too many names to tell any.
    static func hasLostCharacters(_ folded: [UInt8]) -> Bool {
        // Neither "?" nor U+FFFD's first byte: nothing lost, told with no count made.
        guard folded.contains(where: { $0 == UInt8(ascii: "?") || $0 == 0xEF }) else { return false }
        var lost = 0, lostBytes = 0, at = 0
        while let found = lostCharacter(in: folded, at: at..<folded.count) {
            lost += 1
            if found.count == 3 { lostBytes += 3 }
            at = found.start + found.count
        }
        // Bytes of letters kept (a U+FFFD's three bytes count as a letter's).
        let letters = folded.reduce(0) { $0 + (isLetter($1) ? 1 : 0) } - lostBytes
        return lost > 0 && letters >= 2 * lost
    }

    /// Whether `name` (folded) is `folded` with each lost character one
    /// character of its own.
    static func fits(_ name: UnsafeRawBufferPointer, lost folded: [UInt8]) -> Bool {
        var at = 0, into = 0
        while at < folded.count {
            guard into < name.count else { return false }
            if let width = lostCharacter(in: folded, at: at..<folded.count), width.start == at {
                at += width.count
                into += characterWidth(name[into])
            } else {
                guard folded[at] == name[into] else { return false }
                at += 1
                into += 1
            }
        }
        return into == name.count
    }

    /// The first lost character at or after the start of `range`: where it
    /// starts and how many bytes it takes (3 for U+FFFD, 1 for "?").
    private static func lostCharacter(in bytes: [UInt8], at range: Range<Int>) -> (start: Int, count: Int)? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD { return (index, 3) }
            if bytes[index] == UInt8(ascii: "?"), index > 0, index + 1 < bytes.count, isLetter(bytes[index - 1]), isLetter(bytes[index + 1]) {
                return (index, 1)
            }
            index += 1
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte >= 0x80
    }

    /// The bytes of the UTF-8 character that begins with `lead`.
    private static func characterWidth(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Read as UTF-8 again, up to twice; nil when the text is no such damage.
    static func mojibakeRepaired(_ text: String) -> String? {
        // Only text of Latin-1's and Windows-1252's characters, one of them
        // past ASCII at least, can be such damage: the first bytes of any
        // other character pass the rest over, with nothing made.
        guard text.utf8.contains(where: { $0 >= 0x80 }),
              !text.utf8.contains(where: { $0 >= 0xC0 && ![0xC2, 0xC3, 0xC5, 0xC6, 0xCB, 0xE2].contains($0) }) else { return nil }
        var current = text
        for _ in 0..<2 {
            guard let bytes = singleByteEncoding(of: current), bytes.contains(where: { $0 >= 0x80 }) else { break }
            let decoded = String(decoding: bytes, as: UTF8.self)
            // Latin-1 text that was never UTF-8 decodes with replacement characters.
            guard !decoded.unicodeScalars.contains("\u{FFFD}"), decoded != current else { break }
            current = decoded
        }
        return current == text ? nil : current
    }

    /// "People s" is "Peoples", "d Ivoire" is "dIvoire": the words an
    /// apostrophe joins (`NameWords.split` drops apostrophes, so these then
    /// read as the name). Nil when there is no lone `s`, `d` or `l`.
    static func apostropheRestored(_ text: String) -> String? {
        // A lone "s", "d" or "l" (only ASCII lowercases to them).
        guard hasWord(text, where: { count, first, _ in count == 1 && (first == UInt8(ascii: "s") || first == UInt8(ascii: "d") || first == UInt8(ascii: "l")) }) else { return nil }
        var words = text.split(separator: " ").map(String.init)
        var changed = false
        var index = 1
        while index < words.count {
            let word = words[index].lowercased()
            if word == "s", words[index - 1].last?.isLetter == true {
                words[index - 1] += words[index]
                words.remove(at: index)
                changed = true
                continue
            }
            if ["d", "l"].contains(words[index - 1].lowercased()), index >= 2, words[index].first?.isLetter == true {
                words[index - 1] += words[index]
                words.remove(at: index)
                changed = true
                continue
            }
            index += 1
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// Whether a word of `text` (its bytes between spaces, ASCII letters
    /// lowercased) passes `test`: its length, its first and second byte.
    private static func hasWord(_ text: String, where test: (_ count: Int, _ first: UInt8, _ second: UInt8) -> Bool) -> Bool {
        var count = 0, first: UInt8 = 0, second: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                if count > 0, test(count, first, second) { return true }
                count = 0
                continue
            }
            let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if count == 0 { first = lowered } else if count == 1 { second = lowered }
            count += 1
        }
        return count > 0 && test(count, first, second)
    }

    /// The bytes `text` would be in Windows-1252 (Latin-1 with its 0x80–0x9F
    /// printable), as a program that misread UTF-8 wrote them; nil when a
    /// character has no such byte (the text was not damaged that way).
    private static func singleByteEncoding(of text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x100 {
                bytes.append(UInt8(scalar.value))
            } else if let byte = windows1252[scalar.value] {
                bytes.append(byte)
            } else {
                return nil
            }
        }
        return bytes
    }

    private static let windows1252: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]
}
